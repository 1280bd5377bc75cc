import { formFieldStyles } from '../base/form-fields/formFieldStyles';

/** Styles of the additional-fields form (the shared form-field styles included), adopted when the modal first opens. */
export const additionalFieldsStyles = `${formFieldStyles}
[part='form'] { display: flex; flex-direction: column; gap: 1em; }
[part='form-error'] { color: var(--store-error-color, #b00020); margin: 0; }
`;
