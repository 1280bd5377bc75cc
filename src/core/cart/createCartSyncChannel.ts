import { createWebStorage } from '../api/KeyValueStorage';
import { CART_SYNC_CHANNEL_NAME, createBroadcastCartSyncChannel, type CartSyncChannel } from './CartSyncChannel';
import { createStorageEventSyncChannel } from './StorageEventSyncChannel';

/** Opens the best cart sync channel the environment offers: BroadcastChannel, else storage events on `window`; undefined when there is neither. Default name 'storefront-cart'. */
export function cartSyncChannelOpener(name: string = CART_SYNC_CHANNEL_NAME): (() => CartSyncChannel) | undefined {
  if (typeof globalThis.BroadcastChannel === 'function') return () => createBroadcastCartSyncChannel(name);
  if (typeof globalThis.window !== 'undefined' && typeof globalThis.window.addEventListener === 'function') {
    return () => createStorageEventSyncChannel(globalThis.window, createWebStorage(), name);
  }
  return undefined;
}

/** The best cart sync channel the environment offers (cartSyncChannelOpener), opened; undefined when there is none. Default name 'storefront-cart'. */
export function createCartSyncChannel(name: string = CART_SYNC_CHANNEL_NAME): CartSyncChannel | undefined {
  return cartSyncChannelOpener(name)?.();
}
