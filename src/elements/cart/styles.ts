import { DESKTOP_MEDIA } from '../../core/site/viewportMedia';

/** Styles of `<store-cart>`: lines as a grid, totals beside or below, every message line's space kept (no layout shift); the answers form brings its dialog's own when it opens. */
export const storeCartStyles = `
:host { display: block; }
[part='cart'] { display: grid; gap: 1.5em; }
:host([data-state='loading']) [part='cart'], :host([data-state='error']) [part='cart'] { min-block-size: var(--store-cart-min-height, 16em); }
@media ${DESKTOP_MEDIA} {
  :host([data-state='ready']) [part='cart'], :host([data-state='recalculating']) [part='cart'] { grid-template-columns: minmax(0, 2fr) minmax(14em, 1fr); align-items: start; }
}
[part='lines'] { list-style: none; margin: 0; padding: 0; display: grid; gap: 1em; }
[part='line'] {
  display: grid; grid-template-columns: minmax(0, 1fr) auto auto; gap: 0.5em 1em; align-items: start;
  padding-block-end: 1em; border-block-end: 1px solid color-mix(in srgb, currentColor 20%, transparent);
}
[part='line'][aria-busy='true'], [part='summary'][aria-busy='true'] { cursor: progress; outline: 2px dashed var(--store-busy-outline, currentColor); outline-offset: 2px; }
[part='line-item'] p, [part='answers-title'] { margin-block: 0.25em 0; margin-inline: 0; }
[part='line-title'] { font-weight: 600; color: inherit; }
[part='line-quantity'] { display: grid; gap: 0.25em; justify-items: start; }
[part='quantity'] { font: inherit; inline-size: 6ch; padding: 0.25em; }
[part='remove'], [part='edit-answers'], [part='retry'] { font: inherit; cursor: pointer; background: none; border: 0; padding: 0; color: inherit; text-decoration: underline; }
[part='line-total'] { margin: 0; font-variant-numeric: tabular-nums; text-align: end; min-inline-size: 6em; }
[part='line-error'] { grid-column: 1 / -1; margin: 0; min-block-size: 1.5em; color: var(--store-error-color, #b00020); }
[part='answer-list'] { margin-block: 0.25em; margin-inline: 0; display: grid; gap: 0.125em; }
[part='answer'] { display: flex; gap: 0.5em; }
[part='answer-title']::after { content: ':'; }
[part='answer-value'] { margin: 0; }
[part='summary'] { display: grid; gap: 0.75em; padding: 1em; border: 1px solid color-mix(in srgb, currentColor 20%, transparent); }
[part='totals'] { margin: 0; display: grid; gap: 0.25em; }
[part~='total-row'] { display: flex; justify-content: space-between; gap: 1em; }
[part~='total-row'] dd { margin: 0; font-variant-numeric: tabular-nums; }
[part~='grand-total'] { font-weight: 700; border-block-start: 1px solid color-mix(in srgb, currentColor 20%, transparent); padding-block-start: 0.25em; }
[part='total-quantity'], [part='fulfilment-note'], [part='empty'], [part='status'] { margin: 0; }
[part='coupons'] { margin: 0; padding-inline-start: 1.25em; }
[part~='coupon-invalid'] { color: var(--store-error-color, #b00020); text-decoration: line-through; }
[part='checkout'] {
  display: inline-block; text-align: center; text-decoration: none; padding-block: 0.75em; padding-inline: 1.5em;
  background: var(--store-button-background, CanvasText); color: var(--store-button-color, Canvas);
}
`;
