import '../base/strictCspZod';
export { CookieConsentElement, cookieConsentAttributes } from './element';
