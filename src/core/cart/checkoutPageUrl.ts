import { appendQuery } from '../url/appendQuery';

/** Name of the query parameter that carries the cart version to the checkout page. */
export const CART_VERSION_PARAMETER = 'cartVersion';

/** The checkout page URL with the version of the cart the shopper saw, so the server can refuse a cart changed since (another tab). */
export function checkoutPageUrl(checkoutUrl: string, version: number | undefined): string {
  return appendQuery(checkoutUrl, { [CART_VERSION_PARAMETER]: version });
}
