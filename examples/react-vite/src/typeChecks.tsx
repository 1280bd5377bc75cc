// Uses the typings must accept, and beside each `@ts-expect-error` one they must refuse: `npm run typecheck` fails when
// a refused use compiles (the directive is then unused) as much as when an accepted one does not.
import type { StoreEventMap } from 'storefront-elements';

export const accepted = (
  <store-product product-id="sticker-pack" onstore-product-load={(event) => event.detail.product.id}>
    <store-quantity-input value={2} max-quantity="9" excluded />
    <store-add-to-cart mode="buy-now" disabled checkout-url="/checkout" onstore-cart-error={(event) => event.detail.message} />
  </store-product>
);

// @ts-expect-error 'teleport' is not a mode of <store-add-to-cart>
export const wrongValue = <store-add-to-cart mode="teleport" />;

// @ts-expect-error a present attribute is true, so false would still disable the button: leave it out instead
export const falseBoolean = <store-add-to-cart disabled={false} />;

// @ts-expect-error <store-add-to-cart> has no attribute quantity (the quantity input has value)
export const unknownAttribute = <store-add-to-cart quantity="2" />;

// @ts-expect-error store-cart-add's detail.quantity is a number
export const wrongDetail = <store-add-to-cart onstore-cart-add={(event) => event.detail.quantity.toUpperCase()} />;

export function onAdd(event: StoreEventMap['store-cart-add']): string {
  // @ts-expect-error store-cart-add's detail has no price
  return event.detail.price;
}

export const button: HTMLElementTagNameMap['store-add-to-cart'] = document.createElement('store-add-to-cart');
