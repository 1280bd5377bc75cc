import '../base/strictCspZod';
export { StoreCartElement, storeCartAttributes } from './element';
