import '../strictCspZod';
export { AccountElement, accountAttributes } from './element';
