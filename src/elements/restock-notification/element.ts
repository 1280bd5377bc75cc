/**
 * Restock sign-up form ('Notify Me'): shown when the selected variant (or the product) is sold out and the store has
 * restock notifications enabled; on success the form is replaced by the merchant's restockNotificationsSuccessText or 'Signed up!'.
 * A check that fails moves focus to the field in error: the email, else the captcha widget.
 *
 * @tag store-restock-notification
 * @class RestockNotificationElement
 * @summary Restock (wait list) sign-up form of a `<store-product>`.
 * @attr {string} product - Id of the `<store-product>` this form belongs to. Default the nearest ancestor.
 * @attr {string} captcha-site-key - reCAPTCHA site key; when set a captcha is rendered and must be completed. Default the page context's captcha site key, else none.
 * @attr {string} captcha-script-url - URL of the captcha provider script, loaded once when the provider is not on the page. Default the page context's captchaScriptUrl, else 'https://www.google.com/recaptcha/api.js?render=explicit'.
 * @attr {boolean} mailing-list - Offer a join-the-mailing-list checkbox. Default false.
 * @attr {boolean} mailing-list-checked - The mailing-list checkbox starts checked. Default false.
 * @slot captcha - Light-DOM container the element creates for the captcha widget.
 * @csspart form - The sign-up form.
 * @csspart label - The email label.
 * @csspart email - The email input.
 * @csspart mailing-list - The mailing-list checkbox label.
 * @csspart captcha - Wrapper of the captcha slot, there when a site key is set; at least 78px tall (the widget's height), so nothing moves when the widget arrives.
 * @csspart field-error - A validation message.
 * @csspart button - The submit button.
 * @csspart error - The server's failure message.
 * @csspart success - The success message replacing the form.
 * @cssprop --store-error-color=#b00020 - Colour of error messages. Default #b00020.
 * @cssprop --store-focus-ring-color=#0b1f3a - Colour of the keyboard focus ring round a focused part. Default #0b1f3a.
 * @cssprop --store-focus-ring-contrast-color=#ffffff - Colour of the band between a focused part and its ring, so that one of the two stands out on any colour. Default #ffffff.
 * @cssprop --store-focus-ring-width=2px - Thickness of the focus ring. Default 2px.
 * @cssprop --store-focus-ring-offset=2px - Width of the contrast-colour band between a focused part and its ring. Default 2px.
 * @state loading - data-state before the product is known.
 * @state hidden - data-state when the form does not apply.
 * @state idle - data-state while the form waits for input.
 * @state submitting - data-state while the sign-up is sent.
 * @state success - data-state after a successful sign-up.
 * @state error - data-state after a failed sign-up.
 */
import { booleanAttribute, stringAttribute, urlAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { RestockNotification } from './RestockNotification';
import { restockNotificationStyles } from './styles';

/** Attributes of `<store-restock-notification>`. */
export const restockNotificationAttributes = {
  /** Id of the `<store-product>` this form belongs to. Default the nearest ancestor. */
  product: stringAttribute(),
  /** reCAPTCHA site key; when set a captcha is rendered and must be completed. Default the page context's captcha site key, else none. */
  'captcha-site-key': stringAttribute(),
  /** URL of the captcha provider script, loaded once when the provider is not on the page. Default the page context's captchaScriptUrl, else 'https://www.google.com/recaptcha/api.js?render=explicit'. */
  'captcha-script-url': urlAttribute(),
  /** Offer a join-the-mailing-list checkbox. Default false. */
  'mailing-list': booleanAttribute(),
  /** The mailing-list checkbox starts checked. Default false. */
  'mailing-list-checked': booleanAttribute(),
};

/** The `<store-restock-notification>` element class (not registered). */
export const RestockNotificationElement = createStoreElement({
  tagName: 'store-restock-notification',
  component: RestockNotification,
  attributes: restockNotificationAttributes,
  styles: restockNotificationStyles,
});
