import type { KeyValueStorage } from '../api/KeyValueStorage';
import { CART_SYNC_CHANNEL_NAME, type CartSyncChannel } from './CartSyncChannel';

/** The part of `window` the storage-event channel listens on. */
export interface StorageEventTarget {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/** A CartSyncChannel for browsers without BroadcastChannel: writes to localStorage, other tabs receive `storage` events. Default key 'storefront-cart'. */
export function createStorageEventSyncChannel(target: StorageEventTarget, storage: KeyValueStorage, key: string = CART_SYNC_CHANNEL_NAME): CartSyncChannel {
  const listeners = new Set<(message: unknown) => void>();
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== key || !event.newValue) return;
    let message: unknown;
    try {
      message = JSON.parse(event.newValue);
    } catch {
      return;
    }
    for (const listener of [...listeners]) listener(message);
  };
  target.addEventListener('storage', onStorage);
  return {
    post: (message) => storage.setItem(key, JSON.stringify(message)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      target.removeEventListener('storage', onStorage);
    },
  };
}
