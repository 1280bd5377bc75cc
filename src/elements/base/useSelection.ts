import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { SelectionSnapshot, SelectionStore } from '../../core/selection';
import { findProductElement, selectionStoreFor } from './selectionStoreFor';

const DETACHED: SelectionSnapshot = {
  status: 'loading',
  product: null,
  error: null,
  options: [],
  chosen: {},
  complete: false,
  variant: null,
  quantity: '1',
};

const noSubscription = () => () => {};
const detachedSnapshot = () => DETACHED;

/** The selection store of the element's product (`product` attribute or nearest `<store-product>`) and its snapshot. */
export function useSelection(host: HTMLElement, productId: string | undefined): { store: SelectionStore | null; selection: SelectionSnapshot } {
  const [store, setStore] = useState<SelectionStore | null>(null);
  useLayoutEffect(() => {
    const productElement = findProductElement(host, productId);
    if (!productElement) {
      console.warn(
        `[storefront-elements] <${host.localName}> found no <store-product>${productId ? ` with id "${productId}"` : ' ancestor'}; it stays empty.`,
      );
    }
    setStore(productElement ? selectionStoreFor(productElement) : null);
  }, [host, productId]);
  const selection = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? detachedSnapshot, store?.getSnapshot ?? detachedSnapshot);
  return { store, selection };
}
