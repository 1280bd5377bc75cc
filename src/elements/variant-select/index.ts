import '../base/strictCspZod';
export { VariantSelectElement, variantSelectAttributes } from './element';
