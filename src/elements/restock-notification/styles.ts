import { CAPTCHA_WIDGET_HEIGHT } from '../form-fields/captchaWidgetHeight';
import { formButtonStyles } from '../form-fields/formButtonStyles';

/** Styles of `<store-restock-notification>`. */
export const restockNotificationStyles = `${formButtonStyles}
:host { display: block; }
[part='form'] { display: flex; flex-direction: column; gap: 0.5em; }
[part='email'] { font: inherit; padding: 0.5em; }
[part='mailing-list'] { display: flex; gap: 0.5em; align-items: center; }
[part='captcha'] { min-block-size: ${CAPTCHA_WIDGET_HEIGHT}; }
[part='success'] { margin: 0; }
`;
