export { AddToCartElement, addToCartAttributes } from './element';
