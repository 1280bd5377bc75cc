import { ApiConnection } from '../../core/api/ApiConnection';
import type { CookieJar } from '../../core/api/CookieJar';
import { createFetchHttpAdapter, type HttpAdapter } from '../../core/api/HttpAdapter';
import { createWebStorage, type KeyValueStorage } from '../../core/api/KeyValueStorage';
import type { CartStore } from '../../core/cart/CartStore';
import type { PageContext } from '../../core/schemas/pageContextSchema';
import { SiteUserSession } from '../../core/session/SiteUserSession';
import { currentSiteServices, setSiteServices } from './currentSiteServices';
import { getPageContext, resetPageContext } from './getPageContext';
import { pageCookies } from './pageCookies';

export { setSiteServices };

/** The page-wide services of every element that calls the API: one connection and one site-user session per page. */
export interface SiteServices {
  /** The API connection: each feature's calls through it (`formCalls(api)`, `sessionCalls(api)`…); it sends the session's token. */
  readonly api: ApiConnection;
  /** The site-user session: logged in from the page context's authenticated account, or after a login call. */
  readonly session: SiteUserSession;
  /** The page's cart store over this connection and session, once an element asked for the cart (getStorefront). Default none. */
  readonly cart?: CartStore;
}

/** Options of createSiteServices. */
export interface SiteServicesOptions {
  /** Sends the requests. */
  readonly http: HttpAdapter;
  /** Cookie access. */
  readonly cookies: CookieJar;
  /** The page context (logged-in account, store currency). Default none: an anonymous visitor. */
  readonly pageContext?: PageContext;
  /** Where the site-user token from login survives page loads. Default none (memory only). */
  readonly sessionStorage?: KeyValueStorage;
}

/** API connection and site-user session wired together: the connection sends the session's token, login stores it there. */
export function createSiteServices(options: SiteServicesOptions): SiteServices {
  const { http, cookies, pageContext: context, sessionStorage } = options;
  const session = new SiteUserSession({ authenticatedAccountId: context?.authenticatedAccountId ?? null, ...(sessionStorage ? { storage: sessionStorage } : {}) });
  return { api: new ApiConnection({ http, cookies, xsrfTokens: session }), session };
}

/** The page's services (fetch, document cookies, the page context, the login token kept in sessionStorage), created on first use unless configured. */
export function getSiteServices(): SiteServices {
  let services = currentSiteServices();
  if (!services) {
    const pageContext = getPageContext();
    services = createSiteServices({
      http: createFetchHttpAdapter(),
      cookies: pageCookies(),
      sessionStorage: createWebStorage(() => globalThis.sessionStorage),
      ...(pageContext ? { pageContext } : {}),
    });
    setSiteServices(services);
  }
  return services;
}

/** Forgets the page context and the services made so far (disposing the page's cart), so the next use reads the page again. */
export function resetSiteServices(): void {
  currentSiteServices()?.cart?.dispose();
  setSiteServices(undefined);
  resetPageContext();
}
