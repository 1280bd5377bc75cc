import '../strictCspZod';
export { CookieConsentElement, cookieConsentAttributes } from './element';
