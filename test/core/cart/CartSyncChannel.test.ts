import { describe, expect, it } from 'vitest';
import { MemoryCookieJar, createMemoryStorage, shoppingCartResponseSchema, type ShoppingCartResponse } from '../../../src/core/api';
import { createBroadcastCartSyncChannel, createCartStore, createStorageEventSyncChannel, type CartApi } from '../../../src/core/cart';

function cartOf(quantity: number): ShoppingCartResponse {
  return shoppingCartResponseSchema.parse({ id: 'c', entries: [{ id: 'e', itemId: 'i', quantity }], subtotalCents: quantity * 100, totalQuantity: quantity });
}

function api(quantity: { value: number }): CartApi {
  return {
    getCart: async () => cartOf(quantity.value),
    addCartEntry: async (input) => {
      quantity.value += input.quantity;
      const shoppingCart = cartOf(quantity.value);
      return { shoppingCart, newlyAdded: shoppingCart.entries[0]! };
    },
    updateCartEntryQuantity: async (_entryId, next) => {
      quantity.value = next;
      const shoppingCart = cartOf(quantity.value);
      return { shoppingCart, updatedEntry: shoppingCart.entries[0]! };
    },
    removeCartEntry: async () => {
      quantity.value = 0;
      return { shoppingCart: shoppingCartResponseSchema.parse({ id: 'c', entries: [] }) };
    },
    updateEntryAdditionalFields: async () => {
      const shoppingCart = cartOf(quantity.value);
      return { shoppingCart, updatedEntry: shoppingCart.entries[0]! };
    },
  };
}

const waitFor = async (check: () => boolean, timeoutMs = 10_000): Promise<void> => {
  for (const start = Date.now(); !check() && Date.now() - start < timeoutMs; ) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('cart sync channels', () => {
  it('keeps two stores in step over a real BroadcastChannel', async () => {
    const name = `cart-test-${Math.random()}`;
    const shared = { value: 1 };
    const cookies = new MemoryCookieJar();
    cookies.set('CART', 't');
    const tabA = createCartStore({ api: api(shared), cookies, sync: createBroadcastCartSyncChannel(name) });
    const tabB = createCartStore({ api: api(shared), cookies, sync: createBroadcastCartSyncChannel(name) });
    await tabA.start();
    await tabB.start();
    await tabA.addItem({ itemId: 'i', sku: 's', quantity: 2 });
    await waitFor(() => tabB.getSnapshot().totalQuantity === 3);
    expect(tabB.getSnapshot().totalQuantity).toBe(3);
    tabA.dispose();
    tabB.dispose();
  });

  it('orders a load in one tab and an add in another by time even when both fall in the same millisecond', async () => {
    for (let run = 0; run < 100; run++) {
      const name = `cart-order-${run}-${Math.random()}`;
      const shared = { value: 1 };
      const cookies = new MemoryCookieJar();
      cookies.set('CART', 't');
      const tabA = createCartStore({ api: api(shared), cookies, sync: createBroadcastCartSyncChannel(name) });
      const tabB = createCartStore({ api: api(shared), cookies, sync: createBroadcastCartSyncChannel(name) });
      await tabA.start();
      await tabB.start();
      await tabA.addItem({ itemId: 'i', sku: 's', quantity: 2 });
      await waitFor(() => tabB.getSnapshot().totalQuantity === 3, 1000);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect([run, tabA.getSnapshot().totalQuantity, tabB.getSnapshot().totalQuantity]).toEqual([run, 3, 3]);
      tabA.dispose();
      tabB.dispose();
    }
  }, 120_000);

  it('falls back to storage events: writes the message to storage, reads other tabs from storage events', () => {
    const target = new EventTarget();
    const storage = createMemoryStorage();
    const channel = createStorageEventSyncChannel(target as never, storage, 'cart-key');
    const received: unknown[] = [];
    channel.subscribe((message) => received.push(message));
    const message = { type: 'cart-changed' as const, origin: 'a', stamp: 1, cart: cartOf(2) };
    channel.post(message);
    expect(JSON.parse(storage.getItem('cart-key') ?? '')).toEqual(message);
    const fire = (key: string, newValue: string | null) => {
      const event = new Event('storage') as Event & { key: string; newValue: string | null };
      Object.assign(event, { key, newValue });
      target.dispatchEvent(event);
    };
    fire('other-key', JSON.stringify(message));
    fire('cart-key', 'not json');
    fire('cart-key', JSON.stringify(message));
    expect(received).toEqual([message]);
    channel.close();
    fire('cart-key', JSON.stringify(message));
    expect(received).toHaveLength(1);
  });
});

describe('createCartSyncChannel', () => {
  it('uses BroadcastChannel when present and the storage-event fallback without it', async () => {
    const { createCartSyncChannel } = await import('../../../src/core/cart');
    const name = `auto-${Math.random()}`;
    const broadcastA = createCartSyncChannel(name)!;
    const broadcastB = createCartSyncChannel(name)!;
    const heard: unknown[] = [];
    broadcastB.subscribe((message) => heard.push(message));
    broadcastA.post({ type: 'cart-changed', origin: 'a', stamp: 1, cart: cartOf(1) });
    await waitFor(() => heard.length === 1);
    expect(heard).toHaveLength(1);
    broadcastA.close();
    broadcastB.close();

    const original = globalThis.BroadcastChannel;
    try {
      Reflect.deleteProperty(globalThis, 'BroadcastChannel');
      localStorage.removeItem(name);
      const fallback = createCartSyncChannel(name)!;
      fallback.post({ type: 'cart-changed', origin: 'a', stamp: 2, cart: cartOf(2) });
      expect(JSON.parse(localStorage.getItem(name) ?? '{}').stamp).toBe(2);
      fallback.close();
    } finally {
      globalThis.BroadcastChannel = original;
    }
  });
});
