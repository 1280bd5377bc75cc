import { ConsentStore } from '../../core/analytics/ConsentStore';
import { hasRestrictiveCookiePolicy } from '../../core/pageContext';
import { getPageContext } from './getPageContext';
import { pageCookies } from './pageCookies';

let current: ConsentStore | undefined;

/** The page's cookie consent (from `ss_cookieAllowed` and the page context's cookie policy), created on first use; shared by the banner and analytics. */
export function getConsent(): ConsentStore {
  if (!current) {
    const context = getPageContext();
    current = new ConsentStore({ cookies: pageCookies(), restrictive: context ? hasRestrictiveCookiePolicy(context) : false });
  }
  return current;
}

/** Forgets the page's consent store, so the next use reads the cookie and page context again (tests). */
export function resetConsent(): void {
  current = undefined;
}
