import { QUANTITY_INPUT_SIZE } from '../../core/product/quantityLimits';

/** Room beside the digits for the browser's number spin buttons (Chromium draws them about 15 CSS px wide at any font size). */
const SPIN_BUTTON_ROOM = 'max(16px, 1.25em)';

/** Styles of `<store-quantity-input>`: the input's content box holds QUANTITY_INPUT_SIZE tabular digits and the spin buttons, whatever its padding and border. */
export const quantityInputStyles = `
:host { display: block; min-block-size: 2.25em; }
:host([data-state='hidden']) { display: none; }
[part='field'] { display: inline-flex; align-items: center; gap: var(--store-gap, 0.5em); }
[part='input'] {
  font: inherit; color: inherit; background: transparent;
  border: var(--store-input-border, 1px solid currentColor);
  border-radius: var(--store-input-radius, 0);
  padding: var(--store-input-padding, 0.25em 0.5em);
  box-sizing: content-box; font-variant-numeric: tabular-nums;
  inline-size: calc(${QUANTITY_INPUT_SIZE}ch + ${SPIN_BUTTON_ROOM});
}
:host([data-state='loading']) [part='field'] { visibility: hidden; }
`;
