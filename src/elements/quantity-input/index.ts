export { QuantityInputElement, quantityInputAttributes } from './element';
