import '../base/strictCspZod';
export { ProductPriceElement, productPriceAttributes } from './element';
