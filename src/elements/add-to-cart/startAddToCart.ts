import { AddToCartController } from '../../core/addToCart/AddToCartController';
import type { AddToCartMachine } from '../../core/addToCart/AddToCartMachine';
import { createAddToCartServices } from '../../core/addToCart/createAddToCartServices';
import { addToCartDestinations } from '../../core/addToCart/destinations';
import type { CartStore } from '../../core/cart/CartStore';
import { getStorefront, startCart, type Storefront } from '../page/storefront';

/** Where a button's purchases lead: its checkout, subscription and gift card pages. */
export interface AddToCartPages {
  readonly checkoutUrl: string;
  readonly subscriptionUrl: string;
  readonly giftCardUrl: string;
}

/** The cart layer of one `<store-add-to-cart>`, started: its cart store and the controllers that add through it. */
export interface StartedAddToCart {
  /** The cart store the button adds to. */
  readonly cart: CartStore;
  /** A controller driving `machine` that validates, checks stock and adds or buys through this cart layer. */
  controller(pages: AddToCartPages, machine: AddToCartMachine): AddToCartController;
}

/** Starts the cart of `storefront` (the page's when none is given) and returns what the button needs to act on it; the chunk add-to-cart loads after its first render. */
export function startAddToCart(storefront: Storefront = getStorefront()): StartedAddToCart {
  const { api, cart } = storefront;
  startCart(cart);
  return {
    cart,
    controller: (pages, machine) =>
      new AddToCartController(createAddToCartServices(api, cart), addToCartDestinations(pages.checkoutUrl, pages.subscriptionUrl, pages.giftCardUrl), machine),
  };
}
