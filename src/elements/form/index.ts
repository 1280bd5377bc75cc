import '../strictCspZod';
export { StoreFormElement, storeFormAttributes } from './element';
