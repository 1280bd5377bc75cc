import '../base/strictCspZod';
export { InstallmentPillElement, installmentPillAttributes } from './element';
