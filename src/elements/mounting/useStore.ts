import { useSyncExternalStore } from 'react';

/** Any subscribable store: `subscribe(listener) → unsubscribe` and `getSnapshot()`. */
export interface Subscribable<Snapshot> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Snapshot;
}

/** Reads a core store's snapshot and re-renders on change. */
export function useStore<Snapshot>(store: Subscribable<Snapshot>): Snapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
