/** Paths of the cart and stock calls (spec §7); the inventory path is relative to the API root. */
export const CART_API_PATHS = {
  cartEntries: '/api/commerce/shopping-cart/entries',
  cartEntry: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`,
  cartEntryAdditionalFields: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/additionalFields`,
  cart: '/api/commerce/shopping-cart',
  subscriptionCart: '/api/3/commerce/cart/subscription',
  inventoryStock: 'commerce/inventory/stock/',
} as const;
