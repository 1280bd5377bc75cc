import { describe, expect, it } from 'vitest';
import { ApiError, MemoryCookieJar, shoppingCartResponseSchema, type AddCartEntryInput, type CartEntryResponse, type ShoppingCartResponse } from '../../../src/core/api';
import { MemorySyncHub, createCartStore, type CartApi, type CartEventName, type CartStore } from '../../../src/core/cart';
import { Translator, englishCatalog } from '../../../src/core/i18n';

const translator = new Translator(englishCatalog);

function cart(quantities: readonly number[], subtotalCents = 0): ShoppingCartResponse {
  return shoppingCartResponseSchema.parse({
    id: 'cart-1',
    entries: quantities.map((quantity, index) => ({ id: `e${index}`, itemId: 'item', quantity })),
    subtotalCents,
    totalQuantity: quantities.reduce((sum, quantity) => sum + quantity, 0),
  });
}

/** An in-memory server cart behind the CartApi interface, counting calls. */
function fakeApi(initial: readonly number[] = [], unitCents = 600) {
  let quantities = [...initial];
  const calls = { getCart: 0, addCartEntry: 0 };
  let failNext: ApiError | undefined;
  const api: CartApi = {
    async getCart() {
      calls.getCart += 1;
      if (failNext) {
        const error = failNext;
        failNext = undefined;
        throw error;
      }
      return cart(quantities, quantities.reduce((sum, quantity) => sum + quantity, 0) * unitCents);
    },
    async addCartEntry(input: AddCartEntryInput) {
      calls.addCartEntry += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (failNext) {
        const error = failNext;
        failNext = undefined;
        throw error;
      }
      quantities = [...quantities, input.quantity];
      const shoppingCart = cart(quantities, quantities.reduce((sum, quantity) => sum + quantity, 0) * unitCents);
      return { shoppingCart, newlyAdded: shoppingCart.entries.at(-1) as CartEntryResponse };
    },
  };
  return { api, calls, failWith: (error: ApiError) => (failNext = error) };
}

function recordEvents(store: CartStore): string[] {
  const names: CartEventName[] = ['loading', 'loaded', 'item-added', 'recalculate-start', 'recalculate-end'];
  const seen: string[] = [];
  for (const name of names) store.on(name, () => seen.push(name));
  return seen;
}

function cookiesWithCart(): MemoryCookieJar {
  const cookies = new MemoryCookieJar();
  cookies.set('CART', 'token-1');
  return cookies;
}

const networkError = () =>
  new ApiError({ code: 'network', detail: 'fetch failed', userMessage: { key: 'api.error.network' }, endpoint: 'POST /api/commerce/shopping-cart/entries' });

describe('createCartStore', () => {
  it('does not fetch at page start without a cart cookie or authentication, and is ready and empty', async () => {
    const { api, calls } = fakeApi([3]);
    const store = createCartStore({ api, cookies: new MemoryCookieJar() });
    const events = recordEvents(store);
    const snapshot = await store.start();
    expect(calls.getCart).toBe(0);
    expect(events).toEqual([]);
    expect(snapshot.status).toBe('ready');
    expect(snapshot.totalQuantity).toBe(0);
    expect([snapshot.subtotal.toCents(), snapshot.subtotal.currency]).toEqual([0, 'USD']);
  });

  it('loads at page start when a cart cookie is present, firing loading then loaded', async () => {
    const { api, calls } = fakeApi([2, 5]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    const events = recordEvents(store);
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getSnapshot().status));
    const snapshot = await store.start();
    expect(calls.getCart).toBe(1);
    expect(events).toEqual(['loading', 'loaded']);
    expect(statuses).toEqual(['loading', 'ready']);
    expect(snapshot.totalQuantity).toBe(7);
    expect([snapshot.subtotal.toCents(), snapshot.subtotal.currency]).toEqual([4200, 'USD']);
  });

  it('loads at page start when the visitor is authenticated, even without a cart cookie', async () => {
    const { api, calls } = fakeApi([1]);
    const store = createCartStore({ api, cookies: new MemoryCookieJar(), isAuthenticated: () => true });
    await store.start();
    expect(calls.getCart).toBe(1);
    expect(store.getSnapshot().totalQuantity).toBe(1);
  });

  it('adds an item: recalculate-start, item-added, recalculate-end, with the new snapshot', async () => {
    const { api } = fakeApi();
    const store = createCartStore({ api, cookies: new MemoryCookieJar() });
    await store.start();
    const events = recordEvents(store);
    let addedEntry: CartEntryResponse | undefined;
    store.on('item-added', ({ entry, snapshot }) => {
      addedEntry = entry;
      expect(snapshot.totalQuantity).toBe(4);
    });
    const entry = await store.addItem({ itemId: 'item', sku: 'SKU', quantity: 4 });
    expect(events).toEqual(['recalculate-start', 'item-added', 'recalculate-end']);
    expect(addedEntry).toEqual(entry);
    expect(store.getSnapshot().totalQuantity).toBe(4);
    expect(store.getSnapshot().recalculating).toBe(false);
  });

  it('total quantity is the sum of entry quantities', async () => {
    const { api } = fakeApi([3, 4, 10]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    await store.start();
    expect(store.getSnapshot().totalQuantity).toBe(17);
    expect(translator.render(store.getSnapshot().pill.text)).toBe('17');
  });

  it('shows the number up to 100 and "100+" above 100, with matching aria labels', async () => {
    const { api } = fakeApi([1]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    await store.start();
    expect(translator.render(store.getSnapshot().pill.description)).toBe('1 item in cart');
    await store.addItem({ itemId: 'item', sku: 'SKU', quantity: 99 });
    expect(translator.render(store.getSnapshot().pill.text)).toBe('100');
    expect(translator.render(store.getSnapshot().pill.description)).toBe('100 items in cart');
    await store.addItem({ itemId: 'item', sku: 'SKU', quantity: 1 });
    expect(store.getSnapshot().totalQuantity).toBe(101);
    expect(translator.render(store.getSnapshot().pill.text)).toBe('100+');
    expect(translator.render(store.getSnapshot().pill.description)).toBe('More than 100 items in cart');
  });

  it('keeps snapshot identity stable between changes and freezes it', async () => {
    const { api } = fakeApi([1]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    await store.start();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.entries)).toBe(true);
    await store.addItem({ itemId: 'item', sku: 'SKU', quantity: 1 });
    expect(store.getSnapshot()).not.toBe(first);
    expect(first.totalQuantity).toBe(1);
  });

  it('keeps the cart when an add fails, exposes the error and rethrows it', async () => {
    const { api, failWith } = fakeApi([2]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    await store.start();
    const events = recordEvents(store);
    let endError: ApiError | null = null;
    store.on('recalculate-end', ({ error }) => (endError = error));
    failWith(networkError());
    await expect(store.addItem({ itemId: 'item', sku: 'SKU', quantity: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual(['recalculate-start', 'recalculate-end']);
    expect(endError).toBeInstanceOf(ApiError);
    expect(store.getSnapshot().totalQuantity).toBe(2);
    expect(store.getSnapshot().error?.code).toBe('network');
    await store.addItem({ itemId: 'item', sku: 'SKU', quantity: 1 });
    expect(store.getSnapshot().error).toBeNull();
    expect(store.getSnapshot().totalQuantity).toBe(3);
  });

  it('keeps the cart when a refresh fails', async () => {
    const { api, failWith } = fakeApi([5]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    await store.start();
    failWith(networkError());
    const snapshot = await store.refresh();
    expect(snapshot.status).toBe('ready');
    expect(snapshot.totalQuantity).toBe(5);
    expect(snapshot.error?.code).toBe('network');
  });

  it('reports a failed first load as status error', async () => {
    const { api, failWith } = fakeApi([5]);
    failWith(networkError());
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    const snapshot = await store.start();
    expect(snapshot.status).toBe('error');
    expect(snapshot.cart).toBeNull();
  });

  it('runs concurrent adds one at a time so the final snapshot has every unit', async () => {
    const { api, calls } = fakeApi();
    const store = createCartStore({ api, cookies: new MemoryCookieJar() });
    await store.start();
    await Promise.all(Array.from({ length: 10 }, () => store.addItem({ itemId: 'item', sku: 'SKU', quantity: 1 })));
    expect(calls.addCartEntry).toBe(10);
    expect(store.getSnapshot().totalQuantity).toBe(10);
  });

  it('notifies subscribers and stops after unsubscribe', async () => {
    const { api } = fakeApi();
    const store = createCartStore({ api, cookies: new MemoryCookieJar() });
    let notified = 0;
    const unsubscribe = store.subscribe(() => (notified += 1));
    await store.addItem({ itemId: 'item', sku: 'SKU', quantity: 1 });
    const afterAdd = notified;
    expect(afterAdd).toBeGreaterThan(0);
    unsubscribe();
    await store.addItem({ itemId: 'item', sku: 'SKU', quantity: 1 });
    expect(notified).toBe(afterAdd);
  });
});

describe('two tabs of the same cart', () => {
  function twoTabs() {
    const hub = new MemorySyncHub();
    const server = fakeApi([1]);
    let clock = 1_000;
    const now = () => (clock += 1);
    const tabA = createCartStore({ api: server.api, cookies: cookiesWithCart(), sync: hub.connect(), now });
    const tabB = createCartStore({ api: server.api, cookies: cookiesWithCart(), sync: hub.connect(), now });
    return { tabA, tabB, server };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('an item added in one tab shows in the other without a fetch', async () => {
    const { tabA, tabB, server } = twoTabs();
    await tabA.start();
    await tabB.start();
    await settle();
    const fetchesBefore = server.calls.getCart;
    const sources: string[] = [];
    tabB.on('loaded', ({ source }) => sources.push(source));
    await tabA.addItem({ itemId: 'item', sku: 'SKU', quantity: 3 });
    await settle();
    expect(tabB.getSnapshot().totalQuantity).toBe(4);
    expect(sources).toEqual(['other-tab']);
    expect(server.calls.getCart).toBe(fetchesBefore);
  });

  it('the latest change wins in both tabs when both change', async () => {
    const { tabA, tabB } = twoTabs();
    await Promise.all([tabA.start(), tabB.start()]);
    await tabA.addItem({ itemId: 'item', sku: 'SKU', quantity: 2 });
    await tabB.addItem({ itemId: 'item', sku: 'SKU', quantity: 5 });
    await settle();
    expect(tabA.getSnapshot().totalQuantity).toBe(8);
    expect(tabB.getSnapshot().totalQuantity).toBe(8);
  });

  it('ignores malformed messages and stops listening after dispose', async () => {
    const hub = new MemorySyncHub();
    const intruder = hub.connect();
    const { api } = fakeApi([1]);
    const tab = createCartStore({ api, cookies: cookiesWithCart(), sync: hub.connect() });
    await tab.start();
    intruder.post({ type: 'cart-changed', origin: 'x', stamp: Number.MAX_SAFE_INTEGER, cart: { id: 'c', entries: [{ id: 'e', itemId: 'i', quantity: 'many' }] } } as never);
    await settle();
    expect(tab.getSnapshot().totalQuantity).toBe(1);
    tab.dispose();
    intruder.post({ type: 'cart-changed', origin: 'x', stamp: Number.MAX_SAFE_INTEGER, cart: cart([9]) });
    await settle();
    expect(tab.getSnapshot().totalQuantity).toBe(1);
  });
});
