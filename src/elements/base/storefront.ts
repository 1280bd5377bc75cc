import { ApiConnection, cartCalls, createDocumentCookieJar, createFetchHttpAdapter, createWebStorage, type CookieJar, type HttpAdapter, type KeyValueStorage } from '../../core/api';
import {
  createBroadcastCartSyncChannel,
  createCartStore,
  createStorageEventSyncChannel,
  type CartStatus,
  type CartStore,
  type CartSyncChannel,
} from '../../core/cart';
import type { PageContext } from '../../core/schemas';
import { SiteUserSession } from '../../core/session';
import { getPageContext, resetPageContext } from './getPageContext';

export { getPageContext };

/** The page-wide services the elements share. */
export interface Storefront {
  /** The API connection: each feature's calls through it (`cartCalls(api)`, `formCalls(api)`…), or an ApiClient with them all. */
  readonly api: ApiConnection;
  /** The page's cart store. */
  readonly cart: CartStore;
  /** The site-user session: logged in from the page context's authenticated account, or after a login call. */
  readonly session: SiteUserSession;
}

let current: Storefront | undefined;
const startedCarts = new WeakSet<CartStore>();

/** The channel that keeps the page's cart in step with other tabs: BroadcastChannel, else localStorage events, else none. */
function otherTabsChannel(): CartSyncChannel | undefined {
  if (typeof BroadcastChannel === 'function') return createBroadcastCartSyncChannel();
  if (typeof window !== 'undefined' && typeof localStorage !== 'undefined') return createStorageEventSyncChannel(window, createWebStorage());
  return undefined;
}

/** Options of createStorefront. */
export interface StorefrontOptions {
  /** Sends the requests. */
  readonly http: HttpAdapter;
  /** Cookie access. */
  readonly cookies: CookieJar;
  /** The page context (logged-in account, store currency). Default none: an anonymous visitor, USD. */
  readonly pageContext?: PageContext;
  /** Channel keeping other tabs in step. Default none. */
  readonly sync?: CartSyncChannel;
  /** Where the site-user token from login survives page loads. Default none (memory only). */
  readonly sessionStorage?: KeyValueStorage;
}

/** API client, site-user session and cart store wired together: the client sends the session's token, the cart loads for a logged-in visitor. */
export function createStorefront(options: StorefrontOptions): Storefront {
  const { http, cookies, pageContext: context, sync, sessionStorage } = options;
  const session = new SiteUserSession({ authenticatedAccountId: context?.authenticatedAccountId ?? null, ...(sessionStorage ? { storage: sessionStorage } : {}) });
  const api = new ApiConnection({ http, cookies, xsrfTokens: session });
  const cart = createCartStore({
    api: cartCalls(api),
    cookies,
    isAuthenticated: () => session.isAuthenticated(),
    ...(context?.currency ? { currency: context.currency } : {}),
    ...(sync ? { sync } : {}),
  });
  return { api, cart, session };
}

/** The page's storefront (fetch, document cookies, the page context, synced with other tabs, the login token kept in sessionStorage), created on first use unless configured. */
export function getStorefront(): Storefront {
  if (!current) {
    const pageContext = getPageContext();
    const sync = otherTabsChannel();
    current = createStorefront({
      http: createFetchHttpAdapter(),
      cookies: createDocumentCookieJar(),
      sessionStorage: createWebStorage(() => globalThis.sessionStorage),
      ...(pageContext ? { pageContext } : {}),
      ...(sync ? { sync } : {}),
    });
  }
  return current;
}

/** Forgets the page context and services read so far, so the next use reads the page again (tests, pages that swap their context). */
export function resetStorefront(): void {
  current?.cart.dispose();
  current = undefined;
  resetPageContext();
}

/** Replaces the page's API client and/or cart store (tests, stories, custom transports). */
export function configureStorefront(overrides: Partial<Storefront>): Storefront {
  const base = overrides.api && overrides.cart && overrides.session ? (overrides as Storefront) : getStorefront();
  current = { ...base, ...overrides };
  return current;
}

/** Starts the page's cart once (loads it when the visitor has a cart cookie or is logged in). */
export function startCart(cart: CartStore): void {
  if (startedCarts.has(cart)) return;
  startedCarts.add(cart);
  void cart.start();
}

/** Whether the cart store has started: loaded (or failed to) when it had to load, else ready at once. */
export function isCartStarted(status: CartStatus): boolean {
  return status === 'ready' || status === 'error';
}
