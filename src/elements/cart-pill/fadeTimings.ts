/** Delay before the cart pill fades in, in ms (spec §4: 0.2 s then 0.5 s). */
export const CART_PILL_FADE_DELAY_MS = 200;
/** Duration of the cart pill's fade-in, in ms. */
export const CART_PILL_FADE_DURATION_MS = 500;
