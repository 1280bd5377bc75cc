import { appendQuery } from '../url/appendQuery';
import type { AddToCartDestinations } from './AddToCartController';
import { DEFAULT_CHECKOUT_URL, DEFAULT_GIFT_CARD_URL, DEFAULT_SUBSCRIPTION_URL } from './defaultPageUrls';

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
