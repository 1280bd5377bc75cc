import '../strictCspZod';
export { StoreProductElement, storeProductAttributes } from './element';
