import '../base/strictCspZod';
export { AccountElement, accountAttributes } from './element';
