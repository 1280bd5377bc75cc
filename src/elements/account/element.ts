/**
 * Site-user log-in and log-out. Logged out it shows a log-in form (email, password, 'remember me'); errors show in the form
 * and nothing typed is lost. Logged in it shows 'You are logged in as {email}.' ('You are logged in.' when only the page
 * context says so), a log-out button and, describing it, what log-out does to the cart: 'Logging out empties this browser's
 * cart.' (the server clears the cart cookie), or with clone-cart 'Your cart stays in this browser after you log out.'. Logged-in state is read from the
 * page context and follows every log-in and log-out on the page; after each the page's cart reloads (every pill follows).
 * After its own log-in focus moves to 'You are logged in.', after its log-out to the log-in form (named 'Log in to your
 * account'), so that the new state is announced and the keyboard carries on there.
 *
 * @tag store-account
 * @class AccountElement
 * @summary Site-user log-in / log-out form.
 * @attr {boolean} clone-cart - On log-out, keep a copy of the cart for the visitor (cloneCart=true). Default false.
 * @prop {SiteServices} storefront - Connection and session to use instead of the page's, with the cart to reload after each log-in and log-out if it has one (set before the element connects). Default the page's.
 * @fires store-account-login - A site user logged in; detail { rememberMe }.
 * @fires store-account-logout - The site user logged out; detail { cloneCart }.
 * @csspart form - The log-in form.
 * @csspart label - A field label.
 * @csspart email - The email input.
 * @csspart password - The password input.
 * @csspart remember - The 'remember me' checkbox label.
 * @csspart field-error - A validation message under its field.
 * @csspart button - The log-in or log-out button.
 * @csspart error - The server's failure message.
 * @csspart status - 'You are logged in as {email}.' (or 'You are logged in.').
 * @csspart cart-notice - What log-out does to this browser's cart (the log-out button's description).
 * @cssprop --store-error-color=#b00020 - Colour of error messages. Default #b00020.
 * @cssprop --store-button-background=#222 - Button background. Default #222.
 * @cssprop --store-button-color=#fff - Button text colour. Default #fff.
 * @cssprop --store-button-padding=0.75em 1.5em - Button padding. Default 0.75em 1.5em.
 * @cssprop --store-focus-ring-color=#0b1f3a - Colour of the keyboard focus ring round a focused part. Default #0b1f3a.
 * @cssprop --store-focus-ring-contrast-color=#ffffff - Colour of the band between a focused part and its ring, so that one of the two stands out on any colour. Default #ffffff.
 * @cssprop --store-focus-ring-width=2px - Thickness of the focus ring. Default 2px.
 * @cssprop --store-focus-ring-offset=2px - Width of the contrast-colour band between a focused part and its ring. Default 2px.
 * @state logged-out - data-state while the log-in form is shown.
 * @state logging-in - data-state while the log-in is sent.
 * @state logged-in - data-state while a site user is logged in.
 * @state logging-out - data-state while the log-out is sent.
 */
import { booleanAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { Account } from './Account';
import { accountStyles } from './styles';

/** Attributes of `<store-account>`. */
export const accountAttributes = {
  /** On log-out, keep a copy of the cart for the visitor (cloneCart=true). Default false. */
  'clone-cart': booleanAttribute(),
};

/** The `<store-account>` element class (not registered). */
export const AccountElement = createStoreElement({
  tagName: 'store-account',
  component: Account,
  attributes: accountAttributes,
  styles: accountStyles,
});
