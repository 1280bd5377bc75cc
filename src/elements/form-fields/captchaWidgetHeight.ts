/** Height of the captcha widget (reCAPTCHA's checkbox): the space an element keeps for its captcha, so that nothing moves when the widget arrives. */
export const CAPTCHA_WIDGET_HEIGHT = '78px';
