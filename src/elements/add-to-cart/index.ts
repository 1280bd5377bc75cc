import '../strictCspZod';
export { AddToCartElement, addToCartAttributes } from './element';
