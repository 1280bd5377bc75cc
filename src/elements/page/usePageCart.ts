import type { CartStore } from '../../core/cart/CartStore';
import { currentSiteServices, subscribeSiteServices } from './currentSiteServices';
import { loadStorefront } from './loadStorefront';
import { useLayerAfterFirstRender } from '../layers/useLayerAfterFirstRender';
import { useStore, type Subscribable } from '../mounting/useStore';

/** The page's cart store once an element has made it (or the page configured one), followed as it appears. */
const PAGE_CART: Subscribable<CartStore | undefined> = { subscribe: subscribeSiteServices, getSnapshot: () => currentSiteServices()?.cart };

/**
 * The cart store an element shows: its host's `cartStore` (set before it connects), else the page's as soon as any element
 * has made it. The cart layer loads after the first render and starts that store, making the page's first; a layer that
 * cannot load is reported under `feature`, and the page's store still shows once another element loads it.
 */
export function usePageCart(host: HTMLElement, feature: string): CartStore | undefined {
  const own = (host as { cartStore?: CartStore }).cartStore;
  const pageCart = useStore(PAGE_CART);
  useLayerAfterFirstRender(loadStorefront, ({ getStorefront, startCart }) => startCart(own ?? getStorefront().cart), feature);
  return own ?? pageCart;
}
