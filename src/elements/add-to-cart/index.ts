import '../base/strictCspZod';
export { AddToCartElement, addToCartAttributes } from './element';
