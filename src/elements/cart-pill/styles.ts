import { CART_PILL_FADE_DELAY_MS, CART_PILL_FADE_DURATION_MS } from './fadeTimings';

/** Styles of `<store-cart-pill>`. */
export const cartPillStyles = `
:host { display: inline-block; }
:host([data-state='empty']) { visibility: hidden; opacity: 0; }
:host([data-state='filled']) {
  animation: store-pill-fade var(--store-pill-fade-duration, ${CART_PILL_FADE_DURATION_MS / 1000}s) ease var(--store-pill-fade-delay, ${CART_PILL_FADE_DELAY_MS / 1000}s) both;
}
@keyframes store-pill-fade { from { opacity: 0; } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { :host([data-state='filled']) { animation: none; } }
[part='pill'] {
  display: inline-flex; align-items: center; gap: 0.4em; text-decoration: none;
  background: var(--store-pill-background, CanvasText); color: var(--store-pill-color, Canvas);
  padding: var(--store-pill-padding, 0.5em 1em); border-radius: var(--store-pill-radius, 999px);
}
[part='icon'] { inline-size: 1.25em; block-size: 1.25em; fill: none; stroke: currentColor; stroke-width: 2; }
[part='quantity'] { font-variant-numeric: tabular-nums; }
`;
