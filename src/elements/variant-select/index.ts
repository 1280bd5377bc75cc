export { VariantSelectElement, variantSelectAttributes } from './element';
