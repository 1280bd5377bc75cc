import { modalStyles } from '../modal/modalStyles';

/** Styles of the alert dialog (its OK button at least 44 × 44 CSS px, WCAG 2.5.8 asks 24) and the frame of the additional-fields modal (shared modal styles included), for every element that shows them. */
export const dialogStyles = `${modalStyles}
[part='dialog-title'], [part='modal-title'] { margin-block: 0 0.75em; margin-inline: 0; font-size: 1.25em; }
[part='actions'] { display: flex; gap: 0.5em; justify-content: flex-end; }
[part='dialog-close'] { font: inherit; cursor: pointer; min-inline-size: 44px; min-block-size: 44px; padding-block: 0.5em; padding-inline: 1.25em; }
`;

/** Styles of `<store-add-to-cart>` (with the dialog styles; the additional-fields form adopts its own when it opens). */
export const addToCartStyles = `${dialogStyles}
:host { display: inline-block; }
:host(:not([data-cart='started'])) { visibility: hidden; }
[part='button'] {
  font: inherit; cursor: pointer; border: 0;
  min-inline-size: var(--store-button-min-width, 10em);
  background: var(--store-button-background, currentColor);
  padding: var(--store-button-padding, 0.75em 1.5em);
  border-radius: var(--store-button-radius, 0);
}
[part='label'] { color: var(--store-button-color, Canvas); }
[part='button'][aria-disabled='true'], [part='button']:disabled { cursor: default; opacity: 0.6; }
`;
