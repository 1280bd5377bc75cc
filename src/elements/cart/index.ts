import '../strictCspZod';
export { StoreCartElement, storeCartAttributes } from './element';
