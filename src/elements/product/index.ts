import '../base/strictCspZod';
export { StoreProductElement, storeProductAttributes } from './element';
