import { cartLoadsAtStart } from '../../core/cart/cartLoadsAtStart';
import { getPageContext } from './getPageContext';
import { pageCookies } from './pageCookies';
import type { SiteServices } from './siteServices';

/**
 * Whether the page's cart loads at start (cartLoadsAtStart) for `services`, the page's services made so far, without making
 * them (so without loading the connection): before they exist, from the document's cart cookie and the page context, whose
 * authenticated account is what the session getSiteServices makes starts logged in with.
 */
export function pageCartLoadsAtStart(services: SiteServices | undefined): boolean {
  return services
    ? cartLoadsAtStart(services.api.cookies, services.session.isAuthenticated())
    : cartLoadsAtStart(pageCookies(), Boolean(getPageContext()?.authenticatedAccountId));
}
