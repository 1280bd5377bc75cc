import { appendQuery } from '../site/appendQuery';
import type { AddToCartDestinations } from './AddToCartController';

/** Default checkout page path (the spec does not fix it). */
export const DEFAULT_CHECKOUT_URL = '/checkout';
/** Default subscription page path; the cart token is appended as `cartToken`. */
export const DEFAULT_SUBSCRIPTION_URL = '/checkout/subscription';
/** Default gift card page path (spec §2: given the item id and variant); `itemId` and `variantId` are appended. */
export const DEFAULT_GIFT_CARD_URL = '/checkout/gift-card';

/** Appends `cartToken=<token>` to a page URL, keeping any query it has. */
export function subscriptionPageUrl(pageUrl: string, cartToken: string): string {
  return appendQuery(pageUrl, { cartToken });
}

/** Appends `itemId` and `variantId` to the gift card page URL, keeping any query it has. */
export function giftCardPageUrl(pageUrl: string, itemId: string, variantId: string): string {
  return appendQuery(pageUrl, { itemId, variantId });
}

/** Destinations from a checkout URL, a subscription page URL and a gift card page URL. */
export function addToCartDestinations(
  checkoutUrl = DEFAULT_CHECKOUT_URL,
  subscriptionUrl = DEFAULT_SUBSCRIPTION_URL,
  giftCardUrl = DEFAULT_GIFT_CARD_URL,
): AddToCartDestinations {
  return {
    checkoutUrl,
    subscriptionUrl: (token) => subscriptionPageUrl(subscriptionUrl, token),
    giftCardUrl: (itemId, variantId) => giftCardPageUrl(giftCardUrl, itemId, variantId),
  };
}
