import type { AddToCartDestinations } from './AddToCartController';

/** Default checkout page path (the spec does not fix it). */
export const DEFAULT_CHECKOUT_URL = '/checkout';
/** Default subscription page path; the cart token is appended as `cartToken`. */
export const DEFAULT_SUBSCRIPTION_URL = '/checkout/subscription';

/** Appends `cartToken=<token>` to a page URL, keeping any query it has. */
export function subscriptionPageUrl(pageUrl: string, cartToken: string): string {
  const [path, hash] = pageUrl.split('#', 2) as [string, string | undefined];
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}cartToken=${encodeURIComponent(cartToken)}${hash === undefined ? '' : `#${hash}`}`;
}

/** Destinations from a checkout URL and a subscription page URL. */
export function addToCartDestinations(checkoutUrl = DEFAULT_CHECKOUT_URL, subscriptionUrl = DEFAULT_SUBSCRIPTION_URL): AddToCartDestinations {
  return { checkoutUrl, subscriptionUrl: (token) => subscriptionPageUrl(subscriptionUrl, token) };
}
