import { modalStyles } from '../base/modalStyles';

/** Styles of `<store-add-to-cart>`. */
export const addToCartStyles = `${modalStyles}
:host { display: inline-block; }
:host(:not([data-cart='started'])) { visibility: hidden; }
[part='button'] {
  font: inherit; cursor: pointer; border: 0;
  min-width: var(--store-button-min-width, 10em);
  background: var(--store-button-background, currentColor);
  padding: var(--store-button-padding, 0.75em 1.5em);
  border-radius: var(--store-button-radius, 0);
}
[part='label'] { color: var(--store-button-color, Canvas); }
[part='button'][aria-disabled='true'], [part='button']:disabled { cursor: default; opacity: 0.6; }
[part='dialog-title'], [part='modal-title'] { margin: 0 0 0.75em; font-size: 1.25em; }
[part='form'] { display: flex; flex-direction: column; gap: 1em; }
[part='field'] { display: flex; flex-direction: column; gap: 0.25em; border: 0; padding: 0; margin: 0; }
[part='field-control'] { font: inherit; }
[part='field-error'] { color: var(--store-error-color, #b00020); margin: 0; }
[part='actions'] { display: flex; gap: 0.5em; justify-content: flex-end; }
`;
