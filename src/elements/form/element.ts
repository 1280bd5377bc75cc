/**
 * A custom form (contact, booking, survey…) drawn from its JSON: a child `<script type="application/json">`, or loaded
 * by `form-id` from `forms-url`. Every field type is a labelled control (multi-part fields are fieldsets whose parts
 * are named by the summary keys). Submitting validates locally ('Required', email, character limit, and impossible
 * answers: a real date, a time of day, a number within the field's min/max, a money amount, phone digits, a web address
 * (a bare domain is sent with https:// in front); focus moves to the first error), locks the form ('Submitting…', submit label 'Saving…'), validates on the server, gets a submission key and
 * saves the answers with the captcha token. Success redirects (successRedirect) or replaces the form with the
 * submissionMessage or the sanitised submissionHTML; every failure shows its §8 message, keeps the answers and resets
 * the captcha. With captchaEnabled the captcha renders into a light-DOM container slotted into the form and must be completed.
 *
 * @tag store-form
 * @class StoreFormElement
 * @summary Custom form with local and server validation, submission and optional captcha.
 * @attr {string} form-id - Id of the form to load when there is no JSON script child. Default none.
 * @attr {string} forms-url=/api/dev/forms - Base URL forms are loaded from (`{forms-url}/{form-id}`). Default '/api/dev/forms'.
 * @attr {string} captcha-site-key - Captcha site key for a form with captchaEnabled. Default the page context's captcha site key.
 * @attr {string} captcha-script-url - URL of the captcha provider script, loaded once when the provider is not on the page. Default the page context's captchaScriptUrl, else 'https://www.google.com/recaptcha/api.js?render=explicit'.
 * @attr {boolean} vanilla-handler - The vanilla form handler flag: that handler validates, and textareas get their maxLength. Default false.
 * @prop {SiteServices} storefront - API connection and session to use instead of the page's (set before the element connects). Default the page's.
 * @event {CustomEvent<{ formId: string; formName: string | undefined }>} store-form-render - The form was drawn.
 * @event {CustomEvent<{ formId: string; values: FormValues }>} store-form-submit - Local validation passed; the submission is being sent.
 * @event {CustomEvent<{ formId: string; redirectTo: string | null }>} store-form-success - The submission was saved; cancel it to stay on the page instead of following redirectTo.
 * @event {CustomEvent<{ formId: string; stage: 'validation' | 'submission'; message: string | null; fieldErrors: Record<string, string> }>} store-form-error - Local validation or a server step failed.
 * @slot captcha - Light-DOM container the element creates for the captcha widget.
 * @csspart form - The form.
 * @csspart title - The form's name.
 * @csspart body - The fields (inert while submitting).
 * @csspart fields - The fields, drawn by the shared field renderer.
 * @csspart field - One field (error above its title, then its label or fieldset and controls).
 * @csspart fieldset - The fieldset of a multi-part, radio, checkbox or likert field.
 * @csspart field-label - A field's label or legend.
 * @csspart required-mark - The '(required)' mark of a required field's title.
 * @csspart field-description - A field's description.
 * @csspart field-control - A field's input, select or textarea (also each part of a multi-part field).
 * @csspart parts - The parts of a multi-part field (name, address, phone, date, time).
 * @csspart part - One labelled part.
 * @csspart part-label - A part's label (First Name, Area Code, Month…).
 * @csspart choice - One labelled radio or checkbox.
 * @csspart choice-control - A radio or checkbox input.
 * @csspart likert-row - One likert statement with its five-point scale.
 * @csspart likert-statement - A likert statement.
 * @csspart counter - A textarea's 'n / max' counter.
 * @csspart counter-over - The counter once the text is over its limit.
 * @csspart section - A section heading.
 * @csspart field-error - A field's error ('Required', the email, character-limit, date, time, number, amount, phone or web-address message, or the server's).
 * @csspart captcha - Wrapper of the captcha slot (the widget's height reserved only when a site key lets it render; aligned by captchaAlignment).
 * @csspart captcha-error - 'Complete CAPTCHA before submitting.' or 'ReCaptcha has not been set up!'.
 * @csspart disclaimer - The form's disclaimer.
 * @csspart actions - Wrapper of the submit button.
 * @csspart submit - The submit button ('Submit', 'Saving…' while sending).
 * @csspart status - 'Submitting…' while sending.
 * @csspart error - The form-level failure message (scroll notice or §8 message).
 * @csspart success - The submission message or HTML replacing the form.
 * @csspart success-html - The sanitised submissionHTML (or html submissionMessage) inside the success part.
 * @csspart unavailable - The message shown when the form cannot be read or loaded.
 * @cssprop --store-error-color=#b00020 - Colour of error messages. Default #b00020.
 * @cssprop --store-form-gap=1.25em - Space between fields. Default 1.25em.
 * @cssprop --store-field-border=#767676 - Border colour of field controls. Default #767676.
 * @cssprop --store-field-radius=0 - Corner radius of field controls. Default 0.
 * @cssprop --store-field-background=Canvas - Background of field controls. Default Canvas.
 * @cssprop --store-button-background=#222 - Submit button background. Default #222.
 * @cssprop --store-button-color=#fff - Submit button text colour. Default #fff.
 * @cssprop --store-button-padding=0.75em 1.5em - Submit button padding. Default 0.75em 1.5em.
 * @cssprop --store-focus-ring-color=#0b1f3a - Colour of the keyboard focus ring round a focused part. Default #0b1f3a.
 * @cssprop --store-focus-ring-contrast-color=#ffffff - Colour of the band between a focused part and its ring, so that one of the two stands out on any colour. Default #ffffff.
 * @cssprop --store-focus-ring-width=2px - Thickness of the focus ring. Default 2px.
 * @cssprop --store-focus-ring-offset=2px - Width of the contrast-colour band between a focused part and its ring. Default 2px.
 * @state loading - data-state while the form is being loaded by id.
 * @state unavailable - data-state when the form cannot be read or loaded.
 * @state editing - data-state while the visitor fills the form in.
 * @state submitting - data-state while the submission is sent (the form widget's saving state).
 * @state success - data-state after the submission was saved.
 * @state error - data-state after local validation or a submission step failed.
 */
import { booleanAttribute, stringAttribute, urlAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { StoreForm } from './StoreForm';
import { storeFormStyles } from './styles';

/** Attributes of `<store-form>`. */
export const storeFormAttributes = {
  /** Id of the form to load when there is no JSON script child. Default none. */
  'form-id': stringAttribute(),
  /** Base URL forms are loaded from (`{forms-url}/{form-id}`). Default '/api/dev/forms'. */
  'forms-url': urlAttribute('/api/dev/forms'),
  /** Captcha site key for a form with captchaEnabled. Default the page context's captcha site key. */
  'captcha-site-key': stringAttribute(),
  /** URL of the captcha provider script, loaded once when the provider is not on the page. Default the page context's captchaScriptUrl, else reCAPTCHA's api.js. */
  'captcha-script-url': urlAttribute(),
  /** The vanilla form handler flag: that handler validates, and textareas get their maxLength. Default false. */
  'vanilla-handler': booleanAttribute(),
};

/** The `<store-form>` element class (not registered). */
export const StoreFormElement = createStoreElement({
  tagName: 'store-form',
  component: StoreForm,
  attributes: storeFormAttributes,
  styles: storeFormStyles,
});
