export { StoreProductElement, storeProductAttributes } from './element';
