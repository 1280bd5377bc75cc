import '../strictCspZod';
export { QuickViewElement, quickViewAttributes } from './element';
