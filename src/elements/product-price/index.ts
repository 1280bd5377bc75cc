import '../strictCspZod';
export { ProductPriceElement, productPriceAttributes } from './element';
