import { CAPTCHA_WIDGET_HEIGHT } from '../form-fields/captchaWidgetHeight';
import { formFieldStyles } from '../form-fields/formFieldStyles';

/** Styles of `<store-form>`. */
export const storeFormStyles = `${formFieldStyles}
:host { display: block; }
[part~='form'] { display: flex; flex-direction: column; gap: var(--store-form-gap, 1.25em); }
[part~='title'] { margin: 0; font-size: 1.35em; }
[part~='captcha'] { display: flex; flex-direction: column; }
[part~='captcha'][data-widget] { min-block-size: ${CAPTCHA_WIDGET_HEIGHT}; }
[part~='captcha'][data-align='center'] { align-items: center; }
[part~='captcha'][data-align='right'] { align-items: flex-end; }
[part~='captcha'][data-align='left'] { align-items: flex-start; }
[part~='captcha-error'], [part~='error'] { margin: 0; color: var(--store-error-color, #b00020); font-weight: 600; }
[part~='disclaimer'] { font-size: 0.9em; }
[part~='actions'] { display: flex; gap: 1em; align-items: center; flex-wrap: wrap; }
[part~='submit'] {
  font: inherit; cursor: pointer; border: 0;
  background: var(--store-button-background, #222); color: var(--store-button-color, #fff);
  padding: var(--store-button-padding, 0.75em 1.5em); min-inline-size: 8em;
}
[part~='submit'][aria-disabled='true'] { cursor: default; opacity: 0.7; }
[part~='status'] { margin: 0; }
[part~='success']:focus { outline: none; box-shadow: none; }
[part~='unavailable'] { margin: 0; color: var(--store-error-color, #b00020); }
`;
