/** Page type codes. */
export const PageType = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
} as const;

/** A page type code. */
export type PageType = (typeof PageType)[keyof typeof PageType];

/** Name of each page type code. */
export const PAGE_TYPE_NAMES = {
  1: 'main content',
  2: 'page',
  3: 'splash',
  50: 'content item',
  100: 'not found',
  101: 'error',
  102: 'search',
  103: 'lock screen',
  104: 'popup overlay',
  105: 'protected content',
  106: 'member-area access denied',
  200: 'cart',
  201: 'checkout',
  202: 'order confirmed',
  203: 'donate',
  204: 'contribution confirmed',
  205: 'cart v2',
  206: 'subscription confirmed',
  207: 'order received',
  208: 'membership confirmed',
  300: 'newsletter unsubscribe',
  301: 'commerce email preview',
} as const satisfies Record<PageType, string>;
