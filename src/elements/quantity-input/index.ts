import '../base/strictCspZod';
export { QuantityInputElement, quantityInputAttributes } from './element';
