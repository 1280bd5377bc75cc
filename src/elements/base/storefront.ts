import { ApiClient, createDocumentCookieJar, createFetchHttpAdapter, createWebStorage } from '../../core/api';
import {
  createBroadcastCartSyncChannel,
  createCartStore,
  createStorageEventSyncChannel,
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

let current: Storefront | undefined;
let cartStarted: CartStore | undefined;

/** The channel that keeps the page's cart in step with other tabs: BroadcastChannel, else localStorage events, else none. */
function otherTabsChannel(): CartSyncChannel | undefined {
  if (typeof BroadcastChannel === 'function') return createBroadcastCartSyncChannel();
  if (typeof window !== 'undefined' && typeof localStorage !== 'undefined') return createStorageEventSyncChannel(window, createWebStorage());
  return undefined;
}

/** The page's API client and cart store (fetch, document cookies, synced with other tabs), created on first use unless configured. */
export function getStorefront(): Storefront {
  if (!current) {
    const cookies = createDocumentCookieJar();
    const api = new ApiClient({ http: createFetchHttpAdapter(), cookies });
    const sync = otherTabsChannel();
    current = { api, cart: createCartStore({ api, cookies, ...(sync ? { sync } : {}) }) };
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
  if (cartStarted === cart) return;
  cartStarted = cart;
  void cart.start();
}
