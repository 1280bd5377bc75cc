/** Default checkout page path (the spec does not fix it). */
export const DEFAULT_CHECKOUT_URL = '/checkout';
/** Default subscription page path; the cart token is appended as `cartToken`. */
export const DEFAULT_SUBSCRIPTION_URL = '/checkout/subscription';
/** Default gift card page path (spec §2: given the item id and variant); `itemId` and `variantId` are appended. */
export const DEFAULT_GIFT_CARD_URL = '/checkout/gift-card';
