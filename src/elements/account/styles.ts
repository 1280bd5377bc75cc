import { formButtonStyles } from '../form-fields/formButtonStyles';

/** Styles of `<store-account>`. */
export const accountStyles = `${formButtonStyles}
:host { display: block; }
[part='form'] { display: flex; flex-direction: column; gap: 0.5em; max-inline-size: 24em; }
[part='email'], [part='password'] { font: inherit; padding: 0.5em; }
[part='remember'] { display: flex; gap: 0.5em; align-items: center; }
[part='status'] { margin-block: 0 0.5em; margin-inline: 0; }
`;
