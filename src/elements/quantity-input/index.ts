import '../strictCspZod';
export { QuantityInputElement, quantityInputAttributes } from './element';
