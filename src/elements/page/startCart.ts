import type { CartStore } from '../../core/cart/CartStore';

const startedCarts = new WeakSet<CartStore>();

/** Starts the page's cart once (loads it when the visitor has a cart cookie or is logged in). */
export function startCart(cart: CartStore): void {
  if (startedCarts.has(cart)) return;
  startedCarts.add(cart);
  void cart.start();
}
