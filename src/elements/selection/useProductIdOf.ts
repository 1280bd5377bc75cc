import { useState, useSyncExternalStore } from 'react';
import { INITIAL_SELECTION_SNAPSHOT, type SelectionStore } from '../../core/selection';
import { preloadProductScript } from './productScript';
import { selectionStoreFor } from './selectionStoreFor';

const noSubscription = () => () => {};
const initialSnapshot = () => INITIAL_SELECTION_SNAPSHOT;

function nearestStore(host: HTMLElement): SelectionStore | null {
  const productElement = host.closest('store-product');
  if (!productElement) return null;
  const store = selectionStoreFor(productElement);
  preloadProductScript(productElement, store);
  return store;
}

/** `explicit` when given, else the product id of the nearest `<store-product>` (its `product-id`, or its product once known). */
export function useProductIdOf(host: HTMLElement, explicit: string | undefined): string | undefined {
  const [store] = useState(() => (explicit ? null : nearestStore(host)));
  const snapshot = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? initialSnapshot, store?.getSnapshot ?? initialSnapshot);
  return explicit ?? snapshot.product?.id ?? host.closest('store-product')?.getAttribute('product-id') ?? undefined;
}
