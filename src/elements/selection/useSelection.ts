import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { INITIAL_SELECTION_SNAPSHOT, type SelectionSnapshot, type SelectionStore } from '../../core/selection';
import { preloadProductScript } from './productScript';
import { findProductElement, selectionStoreFor } from './selectionStoreFor';

const DETACHED: SelectionSnapshot = INITIAL_SELECTION_SNAPSHOT;

const noSubscription = () => () => {};
const detachedSnapshot = () => DETACHED;

/** The selection store of the product element (its JSON script read if the product element has not rendered yet). */
function connectStore(host: HTMLElement, productId: string | undefined): SelectionStore | null {
  if (!host.isConnected) return null;
  const productElement = findProductElement(host, productId);
  if (!productElement) return null;
  const store = selectionStoreFor(productElement);
  preloadProductScript(productElement, store);
  return store;
}

/** The selection store of the element's product (`product` attribute or nearest `<store-product>`) and its snapshot, known from the first render. */
export function useSelection(host: HTMLElement, productId: string | undefined): { store: SelectionStore | null; selection: SelectionSnapshot } {
  const [store, setStore] = useState<SelectionStore | null>(() => connectStore(host, productId));
  useLayoutEffect(() => {
    const productElement = findProductElement(host, productId);
    if (!productElement) {
      console.warn(
        `[storefront-elements] <${host.localName}> found no <store-product>${productId ? ` with id "${productId}"` : ' ancestor'}; it stays empty.`,
      );
    }
    const next = productElement ? selectionStoreFor(productElement) : null;
    if (productElement && next) preloadProductScript(productElement, next);
    setStore(next);
  }, [host, productId]);
  const selection = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? detachedSnapshot, store?.getSnapshot ?? detachedSnapshot);
  return { store, selection };
}
