import type { ApiClient } from '../api';
import type { CartStore } from '../cart';
import type { AddToCartServices } from './AddToCartController';

/** AddToCartServices over the API client and the page's cart store (plain adds go through the store so every listener sees them). */
export function createAddToCartServices(api: ApiClient, cart: CartStore): AddToCartServices {
  return {
    addItem: (input) => cart.addItem(input),
    purchase: (input, purpose) => api.addCartEntry(input, { purpose }),
    startSubscription: (input) => api.createSubscriptionCart(input),
    fetchStock: (itemId) => api.getInventoryStock(itemId),
  };
}
