import { formFieldStyles } from '../base/form-fields/formFieldStyles';
import { modalStyles } from '../base/modalStyles';

/** Styles of the additional-fields modal and the alert dialog (shared modal and form-field styles included), for every element that shows them. */
export const modalFormStyles = `${modalStyles}
${formFieldStyles}
[part='dialog-title'], [part='modal-title'] { margin-block: 0 0.75em; margin-inline: 0; font-size: 1.25em; }
[part='form'] { display: flex; flex-direction: column; gap: 1em; }
[part='form-error'] { color: var(--store-error-color, #b00020); margin: 0; }
[part='actions'] { display: flex; gap: 0.5em; justify-content: flex-end; }
`;

/** Styles of `<store-add-to-cart>` (with the modal form styles of its additional-fields modal). */
export const addToCartStyles = `${modalFormStyles}
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
