import { ApiClient, createDocumentCookieJar, createFetchHttpAdapter } from '../../core/api';
import { createCartStore, type CartStore } from '../../core/cart';

/** The page-wide services the elements share. */
export interface Storefront {
  /** The API client. */
  readonly api: ApiClient;
  /** The page's cart store. */
  readonly cart: CartStore;
}

let current: Storefront | undefined;
let cartStarted: CartStore | undefined;

/** The page's API client and cart store, created on first use (fetch + document cookies) unless configured. */
export function getStorefront(): Storefront {
  if (!current) {
    const cookies = createDocumentCookieJar();
    const api = new ApiClient({ http: createFetchHttpAdapter(), cookies });
    current = { api, cart: createCartStore({ api, cookies }) };
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
