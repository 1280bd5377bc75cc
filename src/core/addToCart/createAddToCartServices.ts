import type { ApiConnection } from '../api/ApiConnection';
import { cartCalls } from '../api/cartCalls';
import type { CartStore } from '../cart';
import type { AddToCartServices } from './AddToCartController';

/** AddToCartServices over the API connection's cart calls and the page's cart store (plain adds go through the store so every listener sees them). */
export function createAddToCartServices(connection: ApiConnection, cart: CartStore): AddToCartServices {
  const api = cartCalls(connection);
  return {
    addItem: (input, intent) => cart.addItem(input, intent),
    purchase: (input, purpose, intent) => api.addCartEntry(input, { purpose, ...intent }),
    startSubscription: (input) => api.createSubscriptionCart(input),
    fetchStock: (itemId) => api.getInventoryStock(itemId),
  };
}
