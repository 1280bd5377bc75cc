// @ts-check
// Uses the typings must accept, and beside each `@ts-expect-error` one they must refuse: `npm run typecheck` fails when
// a refused use compiles (the directive is then unused) as much as when an accepted one does not.
import { createStoreElement } from './main.js';

createStoreElement('store-add-to-cart', { mode: 'buy-now', disabled: true, 'checkout-url': '/checkout' });
createStoreElement('store-quantity-input', { value: 2, 'max-quantity': '9', excluded: '' });

// @ts-expect-error 'teleport' is not a mode of <store-add-to-cart>
createStoreElement('store-add-to-cart', { mode: 'teleport' });

// @ts-expect-error a present attribute is true, so false would still disable the button: leave it out instead
createStoreElement('store-add-to-cart', { disabled: false });

// @ts-expect-error <store-add-to-cart> has no attribute quantity (the quantity input has value)
createStoreElement('store-add-to-cart', { quantity: '2' });

document.querySelector('store-add-to-cart')?.addEventListener('store-cart-add', (event) => {
  // @ts-expect-error store-cart-add's detail.quantity is a number
  event.detail.quantity.toUpperCase();
});

/** @type {ElementInternals | null} */
export const cartInternals = document.createElement('store-cart').internals;
