import { describe, expect, it } from 'vitest';
import { ApiError, MemoryCookieJar, shoppingCartResponseSchema, type AddCartEntryInput, type CartEntryResponse, type ShoppingCartResponse } from '../../../src/core/api';
import { MemorySyncHub, createCartStore, readCartJson, type CartApi, type CartEventName, type CartStore } from '../../../src/core/cart';
import { Translator, englishCatalog } from '../../../src/core/i18n';
import { pageTransition, testPage, type TestPage } from './pageTransitions';

const translator = new Translator(englishCatalog);

function cart(quantities: readonly number[], subtotalCents = 0, version?: number, ids?: readonly string[]): ShoppingCartResponse {
  return shoppingCartResponseSchema.parse({
    id: 'cart-1',
    entries: quantities.map((quantity, index) => ({ id: ids?.[index] ?? `e${index}`, itemId: 'item', quantity })),
    subtotalCents,
    totalQuantity: quantities.reduce((sum, quantity) => sum + quantity, 0),
    version,
  });
}

/** An in-memory server cart behind the CartApi interface, counting calls; every change bumps its version. */
function fakeApi(initial: readonly number[] = [], unitCents = 600) {
  let lines = initial.map((quantity, index) => ({ id: `e${index}`, quantity }));
  let version = 1;
  let nextId = lines.length;
  const calls = { getCart: 0, addCartEntry: 0, updateCartEntryQuantity: 0, removeCartEntry: 0, updateEntryAdditionalFields: 0 };
  const order: string[] = [];
  let failNext: ApiError | undefined;
  let applyDespiteFailure = false;
  const keys: (string | undefined)[] = [];
  const current = () =>
    cart(
      lines.map((line) => line.quantity),
      lines.reduce((sum, line) => sum + line.quantity, 0) * unitCents,
      version,
      lines.map((line) => line.id),
    );
  const entryOf = (shoppingCart: ShoppingCartResponse, id: string) => shoppingCart.entries.find((entry) => entry.id === id) as CartEntryResponse;
  async function step(name: keyof typeof calls, apply: () => void): Promise<void> {
    calls[name] += 1;
    order.push(`${name}:start`);
    await new Promise((resolve) => setTimeout(resolve, 1));
    order.push(`${name}:end`);
    if (failNext) {
      const error = failNext;
      failNext = undefined;
      if (applyDespiteFailure) {
        apply();
        version += 1;
      }
      throw error;
    }
    apply();
    if (name !== 'getCart') version += 1;
  }
  const api: CartApi = {
    async getCart() {
      calls.getCart += 1;
      if (failNext) {
        const error = failNext;
        failNext = undefined;
        throw error;
      }
      return current();
    },
    async addCartEntry(input: AddCartEntryInput, options) {
      keys.push(options?.idempotencyKey);
      const id = `e${nextId++}`;
      await step('addCartEntry', () => (lines = [...lines, { id, quantity: input.quantity }]));
      const shoppingCart = current();
      return { shoppingCart, newlyAdded: entryOf(shoppingCart, id) };
    },
    async updateCartEntryQuantity(entryId, quantity, options) {
      keys.push(options?.idempotencyKey);
      await step('updateCartEntryQuantity', () => (lines = lines.map((line) => (line.id === entryId ? { ...line, quantity } : line))));
      const shoppingCart = current();
      return { shoppingCart, updatedEntry: entryOf(shoppingCart, entryId) };
    },
    async removeCartEntry(entryId, options) {
      keys.push(options?.idempotencyKey);
      await step('removeCartEntry', () => (lines = lines.filter((line) => line.id !== entryId)));
      return { shoppingCart: current() };
    },
    async updateEntryAdditionalFields(entryId) {
      await step('updateEntryAdditionalFields', () => undefined);
      const shoppingCart = current();
      return { shoppingCart, updatedEntry: entryOf(shoppingCart, entryId) };
    },
  };
  return {
    api,
    calls,
    order,
    keys,
    failWith: (error: ApiError, options: { applied?: boolean } = {}) => {
      failNext = error;
      applyDespiteFailure = options.applied ?? false;
    },
    serverQuantities: () => lines.map((line) => line.quantity),
  };
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

describe('a cart the page already holds', () => {
  it('is shown at once by hydrate, replaced by the server\'s answer, and ignored once a cart is known', async () => {
    const { api } = fakeApi([4]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    store.hydrate(readCartJson(JSON.stringify({ id: 'cart-1', entries: [{ id: 'e0', itemId: 'item', quantity: 3 }], totalQuantity: 3 })));
    expect([store.getSnapshot().status, store.getSnapshot().totalQuantity]).toEqual(['ready', 3]);
    await store.start();
    expect(store.getSnapshot().totalQuantity).toBe(4);
    store.hydrate(cart([9]));
    expect(store.getSnapshot().totalQuantity).toBe(4);
  });

  it('reads inline cart JSON with the cart schema and names what is wrong', () => {
    expect(readCartJson('{"entries":[],"subtotalCents":0}').entries).toEqual([]);
    expect(() => readCartJson('{')).toThrow(/ShoppingCart: not JSON/);
    expect(() => readCartJson('{"entries":[{"id":"e","itemId":"i","quantity":"two"}]}')).toThrow(/entries\[0\]\.quantity|entries\.0\.quantity/);
  });
});

describe('changing cart lines', () => {
  const rateLimited = () =>
    new ApiError({ code: 'rate-limited', status: 429, detail: 'HTTP 429', userMessage: { key: 'api.addItem.rateLimited' }, endpoint: 'PUT /api/commerce/shopping-cart/entries/e0' });

  it('sets a quantity: recalculate-start then recalculate-end, and the whole cart from the answer (totals, version)', async () => {
    const { api } = fakeApi([2, 3]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    await store.start();
    const before = store.getSnapshot().version as number;
    const events = recordEvents(store);
    const busy: boolean[] = [];
    store.on('recalculate-start', ({ snapshot }) => busy.push(snapshot.recalculating));
    const entry = await store.updateQuantity('e1', 7);
    expect(events).toEqual(['recalculate-start', 'recalculate-end']);
    expect(busy).toEqual([true]);
    expect(entry).toMatchObject({ id: 'e1', quantity: 7 });
    const snapshot = store.getSnapshot();
    expect(snapshot.entries.map((line) => line.quantity)).toEqual([2, 7]);
    expect(snapshot.totalQuantity).toBe(9);
    expect(snapshot.subtotal.toCents()).toBe(9 * 600);
    expect(snapshot.version).toBe(before + 1);
    expect(snapshot.recalculating).toBe(false);
  });

  it('removes an entry and, after the last one, is empty', async () => {
    const { api } = fakeApi([2, 3]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    await store.start();
    await store.removeEntry('e0');
    expect(store.getSnapshot().entries.map((line) => line.id)).toEqual(['e1']);
    await store.removeEntry('e1');
    expect(store.getSnapshot().entries).toEqual([]);
    expect(store.getSnapshot().totalQuantity).toBe(0);
    expect(translator.render(store.getSnapshot().pill.description)).toBe('0 items in cart');
  });

  it('runs adds, quantity changes and removals one at a time in call order', async () => {
    const { api, order, serverQuantities } = fakeApi([1]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    await store.start();
    await Promise.all([
      store.addItem({ itemId: 'item', sku: 'SKU', quantity: 2 }),
      store.updateQuantity('e0', 5),
      store.removeEntry('e1'),
      store.updateAdditionalFields('e0', { itemId: 'item', sku: 'SKU', additionalFields: { f: 'x' } }),
    ]);
    expect(order).toEqual([
      'addCartEntry:start', 'addCartEntry:end',
      'updateCartEntryQuantity:start', 'updateCartEntryQuantity:end',
      'removeCartEntry:start', 'removeCartEntry:end',
      'updateEntryAdditionalFields:start', 'updateEntryAdditionalFields:end',
    ]);
    expect(serverQuantities()).toEqual([5]);
    expect(store.getSnapshot().entries.map((line) => line.quantity)).toEqual([5]);
  });

  it('on a failed change rejects with the ApiError and reads the cart again, so the cart shown is the server\'s', async () => {
    const { api, calls, failWith } = fakeApi([2]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    await store.start();
    const loadsBefore = calls.getCart;
    const ends: (string | null)[] = [];
    store.on('recalculate-end', ({ error, snapshot }) => ends.push(`${error?.code ?? 'ok'}:${snapshot.totalQuantity}`));
    failWith(rateLimited(), { applied: true });
    await expect(store.updateQuantity('e0', 4)).rejects.toMatchObject({ code: 'rate-limited' });
    expect(calls.getCart).toBe(loadsBefore + 1);
    expect(store.getSnapshot().totalQuantity).toBe(4);
    expect(store.getSnapshot().error?.code).toBe('rate-limited');
    expect(ends).toEqual(['rate-limited:4']);
    failWith(rateLimited());
    await expect(store.removeEntry('e0')).rejects.toMatchObject({ code: 'rate-limited' });
    expect(store.getSnapshot().entries.map((line) => line.quantity)).toEqual([4]);
    await store.updateQuantity('e0', 1);
    expect(store.getSnapshot().error).toBeNull();
  });

  it('keeps the cart it had when the change and the reading again both fail', async () => {
    const { api, failWith } = fakeApi([2]);
    let offline = false;
    const wrapped: CartApi = { ...api, getCart: () => (offline ? Promise.reject(networkError()) : api.getCart()) };
    const store = createCartStore({ api: wrapped, cookies: cookiesWithCart() });
    await store.start();
    const before = store.getSnapshot().cart;
    offline = true;
    failWith(rateLimited());
    await expect(store.updateQuantity('e0', 3)).rejects.toMatchObject({ code: 'rate-limited' });
    expect(store.getSnapshot().cart).toBe(before);
    expect(store.getSnapshot().error?.code).toBe('rate-limited');
  });
});

describe('a change whose answer was lost (connection dropped after the server handled it)', () => {
  it('an add that landed is not sent again: the cart read shows it once, and the add succeeds with its entry', async () => {
    const { api, calls, failWith, serverQuantities } = fakeApi([2]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    await store.start();
    const added: string[] = [];
    store.on('item-added', ({ entry }) => added.push(`${entry.id}:${entry.quantity}`));
    failWith(networkError(), { applied: true });
    const entry = await store.addItem({ itemId: 'item', sku: 'SKU', quantity: 3 });
    expect(calls.addCartEntry).toBe(1);
    expect(serverQuantities()).toEqual([2, 3]);
    expect([entry.id, entry.quantity]).toEqual(['e1', 3]);
    expect(added).toEqual(['e1:3']);
    expect(store.getSnapshot().entries.map((line) => line.quantity)).toEqual([2, 3]);
    expect(store.getSnapshot().error).toBeNull();
  });

  it('an add that did not land rejects with the network message and is not sent again; the first add of a visit counts from an empty cart', async () => {
    const { api, calls, failWith, serverQuantities } = fakeApi([]);
    const store = createCartStore({ api, cookies: new MemoryCookieJar() });
    await store.start();
    failWith(networkError());
    const error = await store.addItem({ itemId: 'item', sku: 'SKU', quantity: 1 }).then(() => undefined, (failure: unknown) => failure as ApiError);
    expect(translator.render(error!.userMessage)).toBe('We could not reach the store. Check your connection and try again.');
    expect([calls.addCartEntry, serverQuantities().length]).toEqual([1, 0]);
    failWith(networkError(), { applied: true });
    await store.addItem({ itemId: 'item', sku: 'SKU', quantity: 1 });
    expect(serverQuantities()).toEqual([1]);
    expect(store.getSnapshot().totalQuantity).toBe(1);
  });

  it('says the outcome is unknown when the cart cannot be read either, and keeps the cart it had', async () => {
    const { api, calls, failWith } = fakeApi([2]);
    let offline = false;
    const store = createCartStore({ api: { ...api, getCart: () => (offline ? Promise.reject(networkError()) : api.getCart()) }, cookies: cookiesWithCart() });
    await store.start();
    const before = store.getSnapshot().cart;
    offline = true;
    failWith(networkError(), { applied: true });
    const error = await store.addItem({ itemId: 'item', sku: 'SKU', quantity: 1 }).then(() => undefined, (failure: unknown) => failure as ApiError);
    expect(error?.code).toBe('network');
    expect(translator.render(error!.userMessage)).toBe('We could not confirm whether your cart changed. Please check your cart before trying again.');
    expect(calls.addCartEntry).toBe(1);
    expect(store.getSnapshot().cart).toBe(before);
    expect(store.getSnapshot().error).toBe(error);
  });

  it('a quantity change, a removal and new answers that landed succeed without being sent again', async () => {
    const { api, calls, failWith, serverQuantities } = fakeApi([2, 5]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    await store.start();
    failWith(networkError(), { applied: true });
    expect((await store.updateQuantity('e0', 4)).quantity).toBe(4);
    failWith(networkError(), { applied: true });
    await store.removeEntry('e1');
    expect([calls.updateCartEntryQuantity, calls.removeCartEntry]).toEqual([1, 1]);
    expect(serverQuantities()).toEqual([4]);
    expect(store.getSnapshot().entries.map((line) => line.quantity)).toEqual([4]);
    expect(store.getSnapshot().error).toBeNull();
    failWith(networkError());
    await expect(store.updateQuantity('e0', 7)).rejects.toMatchObject({ code: 'network' });
    expect(store.getSnapshot().entries.map((line) => line.quantity)).toEqual([4]);
  });

  it('sends a new Idempotency-Key with every change, and the key of an intent when one is given', async () => {
    const { api, keys } = fakeApi([2]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    await store.start();
    await store.addItem({ itemId: 'item', sku: 'SKU', quantity: 1 });
    await store.addItem({ itemId: 'item', sku: 'SKU', quantity: 1 }, { idempotencyKey: 'intent-1' });
    await store.updateQuantity('e0', 3);
    await store.removeEntry('e1');
    expect(keys[1]).toBe('intent-1');
    expect([keys[0], keys[2], keys[3]].every((key) => /^[0-9a-f]{32}$/.test(key ?? ''))).toBe(true);
    expect(new Set(keys).size).toBe(4);
  });
});

describe('removing one line twice', () => {
  it('two removals of one entry in one task send one DELETE and both settle with it', async () => {
    const { api, calls, serverQuantities } = fakeApi([2, 5]);
    const store = createCartStore({ api, cookies: cookiesWithCart() });
    await store.start();
    const first = store.removeEntry('e0');
    const second = store.removeEntry('e0');
    await Promise.all([first, second]);
    expect(calls.removeCartEntry).toBe(1);
    expect(serverQuantities()).toEqual([5]);
    expect(store.getSnapshot().entries.map((line) => line.id)).toEqual(['e1']);
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

  it('a quantity change and a removal in one tab show in the other without a fetch', async () => {
    const { tabA, tabB, server } = twoTabs();
    await Promise.all([tabA.start(), tabB.start()]);
    await tabA.addItem({ itemId: 'item', sku: 'SKU', quantity: 2 });
    await settle();
    const fetchesBefore = server.calls.getCart;
    await tabB.updateQuantity('e0', 6);
    await settle();
    expect(tabA.getSnapshot().entries.map((line) => line.quantity)).toEqual([6, 2]);
    expect(tabA.getSnapshot().version).toBe(tabB.getSnapshot().version);
    await tabA.removeEntry('e0');
    await settle();
    expect(tabB.getSnapshot().entries.map((line) => line.quantity)).toEqual([2]);
    expect(server.calls.getCart).toBe(fetchesBefore);
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

describe('a page restored from the back/forward cache', () => {
  const restore = (page: TestPage, persisted = true) => pageTransition(page, 'pageshow', persisted);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('reads the cart again and shows what changed while it was away; a pageshow that is no restore reads nothing', async () => {
    const page = testPage();
    const server = fakeApi([1]);
    const store = createCartStore({ api: server.api, cookies: cookiesWithCart(), page });
    await store.start();
    expect(server.calls.getCart).toBe(1);
    await server.api.addCartEntry({ itemId: 'item', sku: 'SKU', quantity: 2 });
    restore(page, false);
    await settle();
    expect(server.calls.getCart).toBe(1);
    expect(store.getSnapshot().totalQuantity).toBe(1);
    restore(page);
    await settle();
    expect(server.calls.getCart).toBe(2);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', totalQuantity: 3 });
  });

  it('reads the cart when another page made the first one (the cart cookie appeared while it was away)', async () => {
    const page = testPage();
    const server = fakeApi([]);
    const cookies = new MemoryCookieJar();
    const store = createCartStore({ api: server.api, cookies, page });
    await store.start();
    expect(server.calls.getCart).toBe(0);
    await server.api.addCartEntry({ itemId: 'item', sku: 'SKU', quantity: 4 });
    cookies.set('CART', 'token-1');
    restore(page);
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', totalQuantity: 4 });
  });

  it('shows no cart when the visitor has none any more, reading nothing', async () => {
    const page = testPage();
    const server = fakeApi([2]);
    const cookies = cookiesWithCart();
    const store = createCartStore({ api: server.api, cookies, page });
    await store.start();
    cookies.remove('CART');
    restore(page);
    await settle();
    expect(server.calls.getCart).toBe(1);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', cart: null, totalQuantity: 0 });
  });

  it('does nothing before start or after dispose', async () => {
    const page = testPage();
    const server = fakeApi([1]);
    const store = createCartStore({ api: server.api, cookies: cookiesWithCart(), page });
    restore(page);
    await settle();
    expect(server.calls.getCart).toBe(0);
    expect(store.getSnapshot().status).toBe('idle');
    await store.start();
    store.dispose();
    restore(page);
    await settle();
    expect(server.calls.getCart).toBe(1);
  });
});
