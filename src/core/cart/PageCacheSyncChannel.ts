import type { CartSyncChannel } from './CartSyncChannel';

/** The part of `window` that tells when the page is hidden and shown again (also from the back/forward cache). */
export interface PageTransitionTarget {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: PageTransitionEvent) => void): void;
  removeEventListener(type: 'pagehide' | 'pageshow', listener: (event: PageTransitionEvent) => void): void;
}

/**
 * A CartSyncChannel that is open only while the page shows: `open` makes the channel on creation and on every
 * `pageshow`, and it is closed on `pagehide`, so that no message reaches a page in the back/forward cache (a message
 * would evict it). Messages posted while the page is hidden are dropped; `close` stops for good.
 */
export function createPageCacheSyncChannel(page: PageTransitionTarget, open: () => CartSyncChannel): CartSyncChannel {
  const listeners = new Set<(message: unknown) => void>();
  const deliver = (message: unknown): void => {
    for (const listener of [...listeners]) listener(message);
  };
  let channel: CartSyncChannel | undefined;
  const show = (): void => {
    if (channel) return;
    channel = open();
    channel.subscribe(deliver);
  };
  const hide = (): void => {
    channel?.close();
    channel = undefined;
  };
  show();
  page.addEventListener('pagehide', hide);
  page.addEventListener('pageshow', show);
  return {
    post: (message) => channel?.post(message),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      page.removeEventListener('pagehide', hide);
      page.removeEventListener('pageshow', show);
      listeners.clear();
      hide();
    },
  };
}
