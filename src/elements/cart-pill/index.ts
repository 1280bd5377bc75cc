import '../strictCspZod';
export { CartPillElement, cartPillAttributes } from './element';
export { CART_PILL_FADE_DELAY_MS, CART_PILL_FADE_DURATION_MS } from './fadeTimings';
