/**
 * Cookie consent banner, shown while the page context enables it (cookieSettings.isCookieBannerEnabled) and the visitor has
 * not chosen yet. 'Accept' sets `ss_cookieAllowed` and starts analytics and the pixel at once, with no reload; 'Decline'
 * keeps them off. A labelled region with native buttons, fixed to the bottom of the viewport.
 *
 * @tag store-cookie-consent
 * @class CookieConsentElement
 * @summary Cookie consent banner.
 * @attr {boolean} always - Show the banner whatever the page context says (until the visitor chooses). Default false.
 * @prop {ConsentStore} consent - Consent store to use instead of the page's (set before the element connects). Default the page's.
 * @fires store-cookie-consent - The visitor chose; detail { choice: 'accepted' | 'declined' }.
 * @csspart banner - The banner region.
 * @csspart message - The explanation.
 * @csspart actions - Wrapper of the two buttons.
 * @csspart accept - The 'Accept' button.
 * @csspart decline - The 'Decline' button.
 * @cssprop --store-consent-background=Canvas - Banner background. Default Canvas.
 * @cssprop --store-consent-color=CanvasText - Banner text colour. Default CanvasText.
 * @cssprop --store-consent-padding=1em - Banner padding. Default 1em.
 * @cssprop --store-button-background=#222 - Accept button background. Default #222.
 * @cssprop --store-button-color=#fff - Accept button text colour. Default #fff.
 * @cssprop --store-focus-ring-color=#0b1f3a - Colour of the keyboard focus ring round a focused part. Default #0b1f3a.
 * @cssprop --store-focus-ring-contrast-color=#ffffff - Colour of the band between a focused part and its ring, so that one of the two stands out on any colour. Default #ffffff.
 * @cssprop --store-focus-ring-width=2px - Thickness of the focus ring. Default 2px.
 * @cssprop --store-focus-ring-offset=2px - Width of the contrast-colour band between a focused part and its ring. Default 2px.
 * @state hidden - data-state when no banner applies (not enabled, or the visitor chose on an earlier page).
 * @state open - data-state while the banner asks.
 * @state accepted - data-state after 'Accept'.
 * @state declined - data-state after 'Decline'.
 */
import { booleanAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { CookieConsent } from './CookieConsent';
import { cookieConsentStyles } from './styles';

/** Attributes of `<store-cookie-consent>`. */
export const cookieConsentAttributes = {
  /** Show the banner whatever the page context says (until the visitor chooses). Default false. */
  always: booleanAttribute(),
};

/** The `<store-cookie-consent>` element class (not registered). */
export const CookieConsentElement = createStoreElement({
  tagName: 'store-cookie-consent',
  component: CookieConsent,
  attributes: cookieConsentAttributes,
  styles: cookieConsentStyles,
});
