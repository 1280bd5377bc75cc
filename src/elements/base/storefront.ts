import { ApiClient, createDocumentCookieJar, createFetchHttpAdapter, createWebStorage, type CookieJar } from '../../core/api';
import {
  createBroadcastCartSyncChannel,
  createCartStore,
  createStorageEventSyncChannel,
  type CartStatus,
  type CartStore,
  type CartSyncChannel,
} from '../../core/cart';

/** The page-wide services the elements share. */
export interface Storefront {
  /** The API client. */
  readonly api: ApiClient;
  /** The page's cart store. */
  readonly cart: CartStore;
}

/** Readable cookie the site sets at login with `{ authenticated, displayName }`. */
const SITE_USER_INFO_COOKIE = 'SiteUserInfo';

let current: Storefront | undefined;
const startedCarts = new WeakSet<CartStore>();

/** The channel that keeps the page's cart in step with other tabs: BroadcastChannel, else localStorage events, else none. */
function otherTabsChannel(): CartSyncChannel | undefined {
  if (typeof BroadcastChannel === 'function') return createBroadcastCartSyncChannel();
  if (typeof window !== 'undefined' && typeof localStorage !== 'undefined') return createStorageEventSyncChannel(window, createWebStorage());
  return undefined;
}

/** Whether the readable SiteUserInfo cookie (`{"authenticated":true,…}`) says a site user is logged in. */
export function isSiteUserAuthenticated(cookies: CookieJar): boolean {
  const text = cookies.get(SITE_USER_INFO_COOKIE);
  if (!text) return false;
  try {
    return (JSON.parse(text) as { authenticated?: unknown }).authenticated === true;
  } catch {
    return false;
  }
}

/** The page's API client and cart store (fetch, document cookies, synced with other tabs), created on first use unless configured. */
export function getStorefront(): Storefront {
  if (!current) {
    const cookies = createDocumentCookieJar();
    const api = new ApiClient({ http: createFetchHttpAdapter(), cookies });
    const sync = otherTabsChannel();
    const isAuthenticated = () => isSiteUserAuthenticated(cookies);
    current = { api, cart: createCartStore({ api, cookies, isAuthenticated, ...(sync ? { sync } : {}) }) };
  }
  return current;
}

/** Replaces the page's API client and/or cart store (tests, stories, custom transports). */
export function configureStorefront(overrides: Partial<Storefront>): Storefront {
  const base = overrides.api && overrides.cart ? (overrides as Storefront) : getStorefront();
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
