import { CAPTCHA_WIDGET_HEIGHT } from '../form-fields/captchaWidgetHeight';

/** Styles of `<store-restock-notification>`. */
export const restockNotificationStyles = `
:host { display: block; }
[part='form'] { display: flex; flex-direction: column; gap: 0.5em; }
[part='email'] { font: inherit; padding: 0.5em; }
[part='mailing-list'] { display: flex; gap: 0.5em; align-items: center; }
[part='captcha'] { min-block-size: ${CAPTCHA_WIDGET_HEIGHT}; }
[part='button'] {
  font: inherit; cursor: pointer; border: 0; align-self: flex-start;
  background: var(--store-button-background, #222); color: var(--store-button-color, #fff);
  padding: var(--store-button-padding, 0.75em 1.5em);
}
[part='button'][aria-disabled='true'] { cursor: default; opacity: 0.6; }
[part='field-error'], [part='error'] { margin: 0; color: var(--store-error-color, #b00020); }
[part='success'] { margin: 0; }
`;
