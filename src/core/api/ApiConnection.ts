import { ApiTransport } from './ApiTransport';
import type { CookieJar } from './CookieJar';
import type { HttpAdapter } from './HttpAdapter';
import { createMemoryXsrfTokenHolder, type XsrfTokenHolder } from './XsrfTokenHolder';

/** Options of ApiConnection (and of ApiClient). */
export interface ApiConnectionOptions {
  /** Sends the requests (createFetchHttpAdapter in browsers, createNodeHttpAdapter in Node). */
  readonly http: HttpAdapter;
  /** Cookie access (crumb cookie, cookies-enabled check). */
  readonly cookies: CookieJar;
  /** Holds the site-user token from login. Default an in-memory holder. */
  readonly xsrfTokens?: XsrfTokenHolder;
  /** Origin prefixed to every path. Default '' (same origin). */
  readonly baseUrl?: string;
  /** The "{api root}" of the inventory call. Default '/api/'. */
  readonly apiRoot?: string;
  /** Name of the anti-forgery crumb cookie. Default 'crumb'. */
  readonly crumbCookieName?: string;
  /** Header the crumb is sent in. Default 'X-CSRF-Token'. */
  readonly crumbHeaderName?: string;
  /** Header the site-user token is sent in. Default 'X-XSRF-Token'. */
  readonly xsrfHeaderName?: string;
  /** Method and path of the restock sign-up call (not fixed by the spec). Default POST '/api/commerce/restock-notifications'. */
  readonly restockSignUpEndpoint?: { readonly method: 'POST' | 'PUT'; readonly path: string };
  /** Timeout of the census button calls in ms. Default 2500. */
  readonly censusTimeoutMs?: number;
  /** Name of the cart cookie; while it is absent, concurrent adds of every connection of the page wait for the first so that one cart is created. Default 'CART'. */
  readonly cartCookieName?: string;
}

/**
 * One connection to the storefront API: the transport, cookies and site-user token every call shares. The calls of
 * each feature come from their own module (cartCalls, formCalls, sessionCalls, restockCalls, trackingCalls,
 * telemetryCalls), so a page loads the endpoints and response schemas it uses only; ApiClient has them all.
 */
export class ApiConnection {
  /** The transport, for callers that need the crumb or URLs. */
  readonly transport: ApiTransport;
  /** Holds the site-user token from login. */
  readonly xsrfTokens: XsrfTokenHolder;
  /** Cookie access. */
  readonly cookies: CookieJar;

  constructor(readonly options: ApiConnectionOptions) {
    this.xsrfTokens = options.xsrfTokens ?? createMemoryXsrfTokenHolder();
    this.cookies = options.cookies;
    this.transport = new ApiTransport({ ...options, xsrfTokens: this.xsrfTokens });
  }

  /** True when the visitor's browser accepts cookies. */
  cookiesEnabled(): boolean {
    return this.cookies.areEnabled();
  }
}

/** The calls of one feature made once per connection (they may share state, such as the cart being created). */
export function callsOf<Calls>(made: WeakMap<ApiConnection, Calls>, connection: ApiConnection, create: (connection: ApiConnection) => Calls): Calls {
  let calls = made.get(connection);
  if (!calls) {
    calls = create(connection);
    made.set(connection, calls);
  }
  return calls;
}
