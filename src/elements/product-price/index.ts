export { ProductPriceElement, productPriceAttributes } from './element';
