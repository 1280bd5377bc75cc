import { formFieldStyles } from '../form-fields/formFieldStyles';
import { dialogStyles } from './styles';

/** Styles of the additional-fields form (the dialog's and the shared form-field styles included), adopted when the modal first opens, also where its element has none of the dialog's (the cart). */
export const additionalFieldsStyles = `${dialogStyles}
${formFieldStyles}
[part='form'] { display: flex; flex-direction: column; gap: 1em; }
[part='form-error'] { color: var(--store-error-color, #b00020); margin: 0; }
`;
