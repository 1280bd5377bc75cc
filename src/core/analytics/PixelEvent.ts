/** The eight social-ads pixel events (spec §7). */
export const PIXEL_EVENTS = [
  'initiate-checkout',
  'add-payment-info',
  'create-account',
  'add-to-cart',
  'search',
  'newsletter-subscribe',
  'product-page-view',
  'purchase',
] as const;

/** One social-ads pixel event. */
export type PixelEvent = (typeof PIXEL_EVENTS)[number];

/** Parameters sent with a pixel event (Meta's standard parameter names). */
export type PixelParams = Readonly<Record<string, string | number | readonly unknown[]>>;

/** Meta's standard event name of each pixel event. */
export const META_PIXEL_EVENT_NAMES: Readonly<Record<PixelEvent, string>> = {
  'initiate-checkout': 'InitiateCheckout',
  'add-payment-info': 'AddPaymentInfo',
  'create-account': 'CompleteRegistration',
  'add-to-cart': 'AddToCart',
  search: 'Search',
  'newsletter-subscribe': 'Lead',
  'product-page-view': 'ViewContent',
  purchase: 'Purchase',
};
