import type { CookieJar } from '../api/CookieJar';

/** Name of the cart cookie. */
export const CART_COOKIE = 'CART';

/** Whether the cart loads at page start (spec §4 "Cart"): the visitor is authenticated or has a cart cookie; otherwise it is known empty at once. */
export function cartLoadsAtStart(cookies: CookieJar, authenticated: boolean, cartCookieName = CART_COOKIE): boolean {
  return authenticated || Boolean(cookies.get(cartCookieName));
}
