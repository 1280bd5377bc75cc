import '../strictCspZod';
export { VariantSelectElement, variantSelectAttributes } from './element';
