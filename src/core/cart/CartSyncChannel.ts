import * as z from 'zod/mini';
import { shoppingCartResponseSchema } from '../api/cartResponseSchemas';

/** A cart change announced to the other tabs of the same site. */
export interface CartSyncMessage {
  /** Message type. */
  readonly type: 'cart-changed';
  /** Id of the store instance (tab) that sent it. */
  readonly origin: string;
  /** Monotonic stamp (epoch ms based); newer stamps win, ties broken by origin. */
  readonly stamp: number;
  /** The cart as the sender now has it, in its JSON form (money as `{value, currency}`). */
  readonly cart: unknown;
}

/** Schema of a received sync message; anything else on the channel is ignored. */
export const cartSyncMessageSchema = z.lazy(() => z.object({
  type: z.literal('cart-changed'),
  origin: z.string().check(z.minLength(1)),
  stamp: z.number(),
  cart: shoppingCartResponseSchema,
}));

/** Carries cart changes between tabs: BroadcastChannel, a storage-event fallback, or an in-memory hub in tests. */
export interface CartSyncChannel {
  /** Sends a message to every other tab (never back to the sender). */
  post(message: CartSyncMessage): void;
  /** Receives messages from other tabs; returns the unsubscribe function. */
  subscribe(listener: (message: unknown) => void): () => void;
  /** Stops sending and receiving. */
  close(): void;
}

/** Default channel and storage key name for cart sync. */
export const CART_SYNC_CHANNEL_NAME = 'storefront-cart';

/** A CartSyncChannel over BroadcastChannel. */
export function createBroadcastCartSyncChannel(name: string = CART_SYNC_CHANNEL_NAME, Channel: typeof BroadcastChannel = globalThis.BroadcastChannel): CartSyncChannel {
  const channel = new Channel(name);
  const listeners = new Set<(message: unknown) => void>();
  const onMessage = (event: MessageEvent): void => {
    for (const listener of [...listeners]) listener(event.data);
  };
  channel.addEventListener('message', onMessage);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel.removeEventListener('message', onMessage);
      channel.close();
    },
  };
}
