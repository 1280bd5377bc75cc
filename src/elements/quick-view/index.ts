import '../base/strictCspZod';
export { QuickViewElement, quickViewAttributes } from './element';
