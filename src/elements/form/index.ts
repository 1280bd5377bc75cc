import '../base/strictCspZod';
export { StoreFormElement, storeFormAttributes } from './element';
