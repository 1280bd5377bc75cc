import '../strictCspZod';
export { InstallmentPillElement, installmentPillAttributes } from './element';
