import { cartCalls } from '../../core/api/cartCalls';
import { createCartStore, type CartStore } from '../../core/cart/CartStore';
import type { CartSyncChannel } from '../../core/cart/CartSyncChannel';
import { cartSyncChannelOpener } from '../../core/cart/createCartSyncChannel';
import { createPageCacheSyncChannel, type PageTransitionTarget } from '../../core/cart/PageCacheSyncChannel';
import type { CurrencyCode } from '../../core/money/currencies';
import { getPageContext } from './getPageContext';
import { startCart } from './startCart';
import { createSiteServices, getSiteServices, resetSiteServices, setSiteServices, type SiteServices, type SiteServicesOptions } from './siteServices';

export { getPageContext, startCart };

/** The page-wide services of the elements that show or change the cart: the page's connection and session, and its cart store over them. */
export interface Storefront extends SiteServices {
  /** The page's cart store: its calls go through `api`, it loads for a visitor `session` says is logged in. */
  readonly cart: CartStore;
}

/** The channel to other tabs, closed while `page` is hidden so that the page stays in the back/forward cache. */
function otherTabsChannel(page: PageTransitionTarget | undefined): CartSyncChannel | undefined {
  const open = cartSyncChannelOpener();
  if (!open) return undefined;
  return page ? createPageCacheSyncChannel(page, open) : open();
}

/** Options of createStorefront. */
export interface StorefrontOptions extends SiteServicesOptions {
  /** Channel keeping other tabs in step. Default none. */
  readonly sync?: CartSyncChannel;
  /** Page whose restores from the back/forward cache read the cart again. Default none. */
  readonly page?: PageTransitionTarget;
}

/** A cart store over a connection and session: its calls go through the connection, it loads for a logged-in visitor. */
function cartOver(services: SiteServices, currency: CurrencyCode | undefined, sync: CartSyncChannel | undefined, page: PageTransitionTarget | undefined): CartStore {
  return createCartStore({
    api: cartCalls(services.api),
    cookies: services.api.cookies,
    isAuthenticated: () => services.session.isAuthenticated(),
    ...(currency ? { currency } : {}),
    ...(sync ? { sync } : {}),
    ...(page ? { page } : {}),
  });
}

/** API connection, site-user session and cart store wired together: the connection sends the session's token, the cart loads for a logged-in visitor. */
export function createStorefront(options: StorefrontOptions): Storefront {
  const services = createSiteServices(options);
  return { ...services, cart: cartOver(services, options.pageContext?.currency, options.sync, options.page) };
}

/** The page's storefront: the page's services (getSiteServices) and, made on first use over them, its cart store (the page's currency, synced with other tabs, read again when the page is restored from the back/forward cache). */
export function getStorefront(): Storefront {
  const services = getSiteServices();
  if (services.cart) return services as Storefront;
  const page = typeof window === 'undefined' ? undefined : window;
  const storefront: Storefront = { ...services, cart: cartOver(services, getPageContext()?.currency, otherTabsChannel(page), page) };
  setSiteServices(storefront);
  return storefront;
}

/** The page's cart store (getStorefront().cart). */
export function getCart(): CartStore {
  return getStorefront().cart;
}

/** Forgets the page context and services read so far (the page's cart is disposed), so the next use reads the page again (tests, pages that swap their context). */
export function resetStorefront(): void {
  resetSiteServices();
}

/**
 * Replaces the page's API connection, session and/or cart store (tests, stories, custom transports). Every element
 * uses them from then on; a cart store not given is made over the connection and session in effect (the page's
 * current cart is kept when both stay the same).
 */
export function configureStorefront(overrides: Partial<Storefront>): Storefront {
  const previous = overrides.api && overrides.session ? undefined : getSiteServices();
  const api = overrides.api ?? previous!.api;
  const session = overrides.session ?? previous!.session;
  const kept = previous?.cart && previous.api === api && previous.session === session ? previous.cart : undefined;
  if (previous?.cart && previous.cart !== kept && previous.cart !== overrides.cart) previous.cart.dispose();
  const cart = overrides.cart ?? kept;
  setSiteServices({ api, session, ...(cart ? { cart } : {}) });
  return getStorefront();
}
