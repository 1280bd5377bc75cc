import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADD_TO_CART_ERROR_RESET_MS,
  AddToCartController,
  addToCartDestinations,
  addToCartLabel,
  additionalFieldErrors,
  giftCardPageUrl,
  subscriptionPageUrl,
  createAddToCartServices,
  type AddToCartServices,
  type AnnounceAdd,
  type PendingAdd,
} from '../../../src/core/addToCart';
import { ApiConnection, ApiError, cartCalls, MemoryCookieJar, type HttpAdapter } from '../../../src/core/api';
import { createCartStore } from '../../../src/core/cart';
import type { Message } from '../../../src/core/i18n';
import { cartJson } from '../api/fakeFetch';
import { parseForm, parseProduct } from '../../../src/core/schemas';
import { giftCard, mug, pen, tee } from '../../elements/support/products';

function services(overrides: Partial<AddToCartServices> = {}): AddToCartServices {
  return {
    addItem: vi.fn(async () => ({ id: 'entry' })),
    purchase: vi.fn(async () => ({})),
    startSubscription: vi.fn(async () => 'token 1'),
    fetchStock: vi.fn(async () => []),
    ...overrides,
  };
}

describe('AddToCartController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const penProduct = parseProduct(pen());
  const penSelection = { chosen: {}, variant: penProduct.structuredContent.variants[0]!, quantity: '2' };

  it('adds with item id, sku and quantity', async () => {
    const calls = services();
    const outcome = await new AddToCartController(calls, addToCartDestinations()).activate({ mode: 'add', product: penProduct, selection: penSelection });
    expect(outcome).toMatchObject({ kind: 'succeeded', redirectTo: null });
    expect(calls.addItem).toHaveBeenCalledWith({ itemId: 'engraved-pen', sku: 'SKU-PEN', quantity: 2, additionalFields: undefined }, { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('repeats an add whose answer never came with the same Idempotency-Key, and starts a new intent after an answer', async () => {
    const lostAnswer = new ApiError({ code: 'network', detail: 'connection dropped', userMessage: { key: 'api.error.cartOutcomeUnknown' }, endpoint: 'POST x' });
    const refused = new ApiError({ code: 'server-error', status: 500, detail: '500', userMessage: { key: 'api.error.server' }, endpoint: 'POST x' });
    const keys: string[] = [];
    const answers = [lostAnswer, lostAnswer, undefined, refused, undefined];
    const calls = services({
      addItem: vi.fn(async (_input, intent) => {
        keys.push(intent.idempotencyKey);
        const failure = answers.shift();
        if (failure) throw failure;
        return { id: 'entry' };
      }),
    });
    const controller = new AddToCartController(calls, addToCartDestinations());
    const activate = async (quantity: string) => {
      const outcome = await controller.activate({ mode: 'add', product: penProduct, selection: { ...penSelection, quantity } });
      await vi.runAllTimersAsync();
      return outcome.kind;
    };
    expect([await activate('2'), await activate('2'), await activate('2'), await activate('2'), await activate('2')]).toEqual(['failed', 'failed', 'succeeded', 'failed', 'succeeded']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(new Set([keys[2], keys[3], keys[4]]).size).toBe(3);
    answers.push(lostAnswer, undefined);
    expect([await activate('2'), await activate('3')]).toEqual(['failed', 'succeeded']);
    expect(keys[6]).not.toBe(keys[5]);
  });

  it('sends nothing for a sold-out product or chosen variant, in every mode', async () => {
    const calls = services();
    const controller = new AddToCartController(calls, addToCartDestinations());
    const shirt = parseProduct(tee());
    const soldOut = shirt.structuredContent.variants.find((variant) => variant.id === 'tee-l-white')!;
    const cup = parseProduct(mug());
    for (const mode of ['add', 'buy-now', 'subscribe'] as const) {
      expect(await controller.activate({ mode, product: shirt, selection: { chosen: { Size: 'L', Color: 'White' }, variant: soldOut, quantity: '1' } })).toEqual({ kind: 'ignored' });
      expect(await controller.activate({ mode, product: cup, selection: { chosen: {}, variant: null, quantity: '1' } })).toEqual({ kind: 'ignored' });
    }
    expect([calls.addItem, calls.purchase, calls.startSubscription, calls.fetchStock].map((call) => vi.mocked(call).mock.calls.length)).toEqual([0, 0, 0, 0]);
    expect(controller.machine.getSnapshot()).toBe('idle');
  });

  it('validates with the product rules before calling anything', async () => {
    const calls = services();
    const product = parseProduct(tee());
    const outcome = await new AddToCartController(calls, addToCartDestinations()).activate({
      mode: 'add',
      product,
      selection: { chosen: { Size: 'M' }, variant: null, quantity: '1' },
    });
    expect(outcome).toMatchObject({ kind: 'failed', title: { key: 'api.addItem.title' }, reason: { key: 'addToCart.selectOption', values: { option: 'Color' } } });
    expect(calls.addItem).not.toHaveBeenCalled();
  });

  it('maps an ApiError to its presented title and message', async () => {
    const error = new ApiError({ code: 'rate-limited', detail: '429', userMessage: { key: 'api.addItem.rateLimited' }, title: { key: 'api.addItem.titleExpress' }, endpoint: 'POST x' });
    const calls = services({ purchase: vi.fn(async () => Promise.reject(error)) });
    const outcome = await new AddToCartController(calls, addToCartDestinations()).activate({ mode: 'buy-now', product: penProduct, selection: penSelection });
    expect(outcome).toMatchObject({ kind: 'failed', title: { key: 'api.addItem.titleExpress' }, reason: { key: 'api.addItem.rateLimited' } });
  });

  it('subscribes and redirects to the subscription page with the cart token', async () => {
    const calls = services();
    const outcome = await new AddToCartController(calls, addToCartDestinations('/checkout', '/sub?x=1')).activate({ mode: 'subscribe', product: penProduct, selection: penSelection });
    expect(calls.startSubscription).toHaveBeenCalledWith({ itemId: 'engraved-pen', sku: 'SKU-PEN', qty: 2, additionalFields: undefined });
    expect(outcome).toMatchObject({ kind: 'succeeded', redirectTo: '/sub?x=1&cartToken=token%201' });
  });

  it('buys a gift card as an express purchase and goes to the gift card page with its item id and variant, not the checkout page', async () => {
    const calls = services();
    const product = parseProduct(giftCard());
    const variant = product.structuredContent.variants[0]!;
    const outcome = await new AddToCartController(calls, addToCartDestinations('/checkout', '/sub', '/gift?from=shop')).activate({
      mode: 'gift-card',
      product,
      selection: { chosen: { ...variant.attributes }, variant, quantity: '1' },
    });
    expect(calls.purchase).toHaveBeenCalledWith(expect.objectContaining({ itemId: String(product.id), sku: variant.sku }), 'gift-card', { idempotencyKey: expect.any(String) });
    expect(outcome).toMatchObject({
      kind: 'succeeded',
      redirectTo: `/gift?from=shop&itemId=${encodeURIComponent(String(product.id))}&variantId=${encodeURIComponent(String(variant.id))}`,
    });
    expect(giftCardPageUrl('/g#x', 'a b', 'v')).toBe('/g?itemId=a%20b&variantId=v#x');
  });

  it('verifies stock before asking for additional fields, and only once at a time', async () => {
    const form = { id: 'f', fields: [{ id: 'a', type: 'text', required: true }] };
    const product = parseProduct(pen({}, { additionalFieldsForm: form }));
    let release: (value: never[]) => void = () => {};
    const calls = services({ fetchStock: vi.fn(() => new Promise<never[]>((resolve) => (release = resolve))) });
    const controller = new AddToCartController(calls, addToCartDestinations());
    const selection = { chosen: {}, variant: product.structuredContent.variants[0]!, quantity: '1' };
    const first = controller.activate({ mode: 'add', product, selection });
    expect(controller.machine.getSnapshot()).toBe('adding');
    expect(await controller.activate({ mode: 'add', product, selection })).toEqual({ kind: 'ignored' });
    release([]);
    expect(await first).toEqual({ kind: 'needs-additional-fields' });
    expect(controller.machine.getSnapshot()).toBe('idle');
    expect(calls.addItem).not.toHaveBeenCalled();
    await controller.activate({ mode: 'add', product, selection, additionalFields: { a: 'yes' } });
    expect(calls.addItem).toHaveBeenCalledWith(expect.objectContaining({ additionalFields: { a: 'yes' } }), expect.anything());
  });

  it('is busy during the stock check, then shows the error and returns to idle when stock is short', async () => {
    const form = { id: 'f', fields: [{ id: 'a', type: 'text', required: true }] };
    const product = parseProduct(pen({}, { additionalFieldsForm: form }));
    const variant = product.structuredContent.variants[0]!;
    const calls = services({ fetchStock: vi.fn(async () => [{ variantId: variant.id, unlimited: false, qtyInStock: 1 }]) });
    const controller = new AddToCartController(calls, addToCartDestinations());
    const states: string[] = [];
    controller.machine.subscribe(() => states.push(controller.machine.getSnapshot()));
    const outcome = await controller.activate({ mode: 'add', product, selection: { chosen: {}, variant, quantity: '3' } });
    expect(outcome).toMatchObject({ kind: 'failed', reason: { key: 'addToCart.notEnoughStock' } });
    vi.advanceTimersByTime(ADD_TO_CART_ERROR_RESET_MS);
    expect(states).toEqual(['adding', 'error', 'idle']);
  });
});

describe('add-to-cart helpers', () => {
  it('labels by state, custom text and mode', () => {
    const product = parseProduct(pen());
    expect(addToCartLabel('adding', 'add', product)).toEqual({ key: 'addToCart.label.adding' });
    expect(addToCartLabel('added', 'add', product)).toEqual({ key: 'addToCart.label.added' });
    expect(addToCartLabel('idle', 'add', product)).toEqual({ key: 'addToCart.label.add' });
    expect(addToCartLabel('idle', 'subscribe', product)).toEqual({ key: 'addToCart.label.subscribe' });
    expect(addToCartLabel('idle', 'add', parseProduct(pen({}, { useCustomAddButtonText: true, customAddButtonText: 'Go' })))).toBe('Go');
    expect(addToCartLabel('idle', 'add', product, 'Mine')).toBe('Mine');
  });

  it("reads the sold-out text in every mode for a sold-out product or chosen variant: the store's customSoldOutText, else 'Sold Out'", () => {
    const shirt = parseProduct(tee());
    const [inStock] = shirt.structuredContent.variants;
    const soldOut = shirt.structuredContent.variants.find((variant) => variant.id === 'tee-l-white')!;
    for (const mode of ['add', 'buy-now', 'subscribe'] as const) {
      expect(addToCartLabel('idle', mode, shirt, 'Mine', soldOut)).toEqual({ key: 'addToCart.label.soldOut' });
      expect(addToCartLabel('idle', mode, parseProduct(mug()))).toEqual({ key: 'addToCart.label.soldOut' });
    }
    expect(addToCartLabel('idle', 'add', shirt, undefined, inStock)).toEqual({ key: 'addToCart.label.add' });
    expect(addToCartLabel('idle', 'add', parseProduct(mug({ storeSettings: { customSoldOutText: 'Back soon' } })))).toBe('Back soon');
  });

  it('appends the cart token to the subscription page, keeping query and hash', () => {
    expect(subscriptionPageUrl('/s', 'a')).toBe('/s?cartToken=a');
    expect(subscriptionPageUrl('/s?x=1#top', 'a')).toBe('/s?x=1&cartToken=a#top');
  });

  it("flags required empty fields 'Required' by the custom forms' rules, never sections, hidden or likert fields", () => {
    const form = parseForm({
      id: 'f',
      fields: [
        { id: 'a', type: 'text', required: true },
        { id: 'b', type: 'checkbox', required: true, options: ['x'] },
        { id: 'c', type: 'likert', required: true },
        { id: 'd', type: 'section', required: true },
        { id: 'e', type: 'text', required: false },
      ],
    });
    expect(additionalFieldErrors(form, { a: ' ', b: [], e: '' })).toEqual({
      a: { key: 'form.required' },
      b: { key: 'form.required' },
    });
    expect(additionalFieldErrors(form, { a: 'ok', b: ['x'] })).toEqual({});
  });
});

describe('AddToCartController: the add announced before it is sent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const penProduct = parseProduct(pen());
  const penVariant = penProduct.structuredContent.variants[0]!;
  const penSelection = { chosen: {}, variant: penVariant, quantity: '2' };

  /** An announcer that records every pending add it is told about and cancels while `cancel` says so. */
  function steering(cancel = () => false) {
    const told: PendingAdd[] = [];
    const announce: AnnounceAdd = (pending) => {
      told.push(pending);
      return !cancel();
    };
    return { told, announce };
  }

  it('tells what will be added before any call, and its result resolves with the outcome', async () => {
    const order: string[] = [];
    const calls = services({
      addItem: vi.fn(async () => {
        order.push('addItem');
        return { id: 'cart' };
      }),
    });
    const { told, announce } = steering(() => {
      order.push('told');
      return false;
    });
    const outcome = await new AddToCartController(calls, addToCartDestinations()).activate({ mode: 'add', product: penProduct, selection: penSelection }, announce);
    expect(order).toEqual(['told', 'addItem']);
    expect(told).toHaveLength(1);
    expect(told[0]).toEqual({ productId: 'engraved-pen', mode: 'add', variant: penVariant, quantity: 2, result: expect.any(Promise) });
    expect(outcome).toEqual({ kind: 'succeeded', result: { id: 'cart' }, redirectTo: null });
    await expect(told[0]!.result).resolves.toEqual(outcome);
  });

  it('tells buy-now, subscribe and gift-card purchases before their call too, with where they lead once done', async () => {
    const calls = services();
    const { told, announce } = steering();
    const controller = new AddToCartController(calls, addToCartDestinations('/checkout', '/sub', '/gift'));
    const card = parseProduct(giftCard());
    const denomination = card.structuredContent.variants[0]!;
    for (const [mode, product, selection] of [
      ['buy-now', penProduct, penSelection],
      ['subscribe', penProduct, penSelection],
      ['gift-card', card, { chosen: { ...denomination.attributes }, variant: denomination, quantity: '1' }],
    ] as const) {
      await controller.activate({ mode, product, selection }, announce);
      await vi.runAllTimersAsync();
    }
    expect(told.map((pending) => [pending.mode, pending.productId])).toEqual([
      ['buy-now', 'engraved-pen'],
      ['subscribe', 'engraved-pen'],
      ['gift-card', String(card.id)],
    ]);
    const outcomes = await Promise.all(told.map((pending) => pending.result));
    expect(outcomes.map((outcome) => outcome.kind === 'succeeded' && outcome.redirectTo)).toEqual([
      '/checkout',
      '/sub?cartToken=token%201',
      `/gift?itemId=${encodeURIComponent(String(card.id))}&variantId=${encodeURIComponent(String(denomination.id))}`,
    ]);
  });

  it('tells nothing before the stock check of a product with additional fields, then tells the answers once the form is filled in', async () => {
    const order: string[] = [];
    const form = { id: 'f', fields: [{ id: 'a', type: 'text', required: true }] };
    const product = parseProduct(pen({}, { additionalFieldsForm: form }));
    const selection = { chosen: {}, variant: product.structuredContent.variants[0]!, quantity: '1' };
    const calls = services({
      fetchStock: vi.fn(async () => {
        order.push('fetchStock');
        return [];
      }),
      addItem: vi.fn(async () => {
        order.push('addItem');
        return {};
      }),
    });
    const { told, announce } = steering(() => {
      order.push('told');
      return false;
    });
    const controller = new AddToCartController(calls, addToCartDestinations());
    expect(await controller.activate({ mode: 'add', product, selection }, announce)).toEqual({ kind: 'needs-additional-fields' });
    expect(order).toEqual(['fetchStock']);
    await controller.activate({ mode: 'add', product, selection, additionalFields: { a: 'For Ada' } }, announce);
    expect(order).toEqual(['fetchStock', 'told', 'addItem']);
    expect(told[0]).toMatchObject({ quantity: 1, additionalFields: { a: 'For Ada' } });
  });

  it('tells nothing when the selection breaks the product rules, is sold out or the button is busy', async () => {
    const calls = services({ addItem: vi.fn(() => new Promise(() => {})) });
    const { told, announce } = steering();
    const controller = new AddToCartController(calls, addToCartDestinations());
    const shirt = parseProduct(tee());
    expect(await controller.activate({ mode: 'add', product: shirt, selection: { chosen: { Size: 'M' }, variant: null, quantity: '1' } }, announce)).toMatchObject({ kind: 'failed' });
    await vi.runAllTimersAsync();
    expect(await controller.activate({ mode: 'add', product: parseProduct(mug()), selection: { chosen: {}, variant: null, quantity: '1' } }, announce)).toEqual({ kind: 'ignored' });
    void controller.activate({ mode: 'add', product: penProduct, selection: penSelection }, announce);
    expect(await controller.activate({ mode: 'add', product: penProduct, selection: penSelection }, announce)).toEqual({ kind: 'ignored' });
    expect(told).toHaveLength(1);
    expect(calls.addItem).toHaveBeenCalledTimes(1);
  });

  it('stops a canceled add before any call, leaves the button idle, resolves its result as canceled, and adds on the next activation', async () => {
    const calls = services();
    let cancel = true;
    const { told, announce } = steering(() => cancel);
    const controller = new AddToCartController(calls, addToCartDestinations());
    const states: string[] = [];
    controller.machine.subscribe(() => states.push(controller.machine.getSnapshot()));
    expect(await controller.activate({ mode: 'add', product: penProduct, selection: penSelection }, announce)).toEqual({ kind: 'canceled' });
    await expect(told[0]!.result).resolves.toEqual({ kind: 'canceled' });
    expect(calls.addItem).not.toHaveBeenCalled();
    expect(states).toEqual([]);
    expect(controller.machine.getSnapshot()).toBe('idle');
    cancel = false;
    expect(await controller.activate({ mode: 'add', product: penProduct, selection: penSelection }, announce)).toMatchObject({ kind: 'succeeded' });
    expect(calls.addItem).toHaveBeenCalledTimes(1);
  });

  it('returns from the error state to idle at once when canceled, and keeps the Idempotency-Key of an add whose answer was lost', async () => {
    const lostAnswer = new ApiError({ code: 'network', detail: 'connection dropped', userMessage: { key: 'api.error.cartOutcomeUnknown' }, endpoint: 'POST x' });
    const keys: string[] = [];
    const answers: (ApiError | undefined)[] = [lostAnswer, undefined];
    const calls = services({
      addItem: vi.fn(async (_input, intent) => {
        keys.push(intent.idempotencyKey);
        const failure = answers.shift();
        if (failure) throw failure;
        return {};
      }),
    });
    let cancel = false;
    const { told, announce } = steering(() => cancel);
    const controller = new AddToCartController(calls, addToCartDestinations());
    const request = { mode: 'add', product: penProduct, selection: penSelection } as const;
    expect(await controller.activate(request, announce)).toMatchObject({ kind: 'failed' });
    expect(controller.machine.getSnapshot()).toBe('error');
    cancel = true;
    expect(await controller.activate(request, announce)).toEqual({ kind: 'canceled' });
    expect(controller.machine.getSnapshot()).toBe('idle');
    cancel = false;
    expect(await controller.activate(request, announce)).toMatchObject({ kind: 'succeeded' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(told).toHaveLength(3);
  });

  it('ignores an activation made by the announcer itself while it is being told', async () => {
    const calls = services();
    const controller = new AddToCartController(calls, addToCartDestinations());
    const nested: Promise<unknown>[] = [];
    const { told, announce } = steering(() => {
      nested.push(controller.activate({ mode: 'add', product: penProduct, selection: penSelection }, announce));
      return false;
    });
    await controller.activate({ mode: 'add', product: penProduct, selection: penSelection }, announce);
    expect(await Promise.all(nested)).toEqual([{ kind: 'ignored' }]);
    expect(told).toHaveLength(1);
    expect(calls.addItem).toHaveBeenCalledTimes(1);
  });

  describe('over the wire: its result resolves with the failure the shopper is shown, never rejecting', () => {
    const ENTRIES = '/api/commerce/shopping-cart/entries';
    type Fault = '429' | '500' | 'dropped' | 'malformed';
    const answers: Record<Fault, () => Promise<Response>> = {
      '429': async () => new Response(JSON.stringify({ error: 'rate-limited' }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '1' } }),
      '500': async () => new Response(JSON.stringify({ error: 'server', message: 'Internal server error (injected fault).' }), { status: 500, headers: { 'Content-Type': 'application/json' } }),
      dropped: async () => Promise.reject(new TypeError('Failed to fetch')),
      malformed: async () => new Response('{"shoppingCart": {"id": "cart-1", "entr', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    };

    /** A controller over the real calls and cart store whose adds get the `fault` answer (the cart reads an empty cart). */
    function controllerAnswering(fault: Fault) {
      const sent: string[] = [];
      const cookies = new MemoryCookieJar();
      const http: HttpAdapter = {
        send(request) {
          const path = new URL(request.url, 'http://shop.test').pathname;
          sent.push(`${request.method} ${path}`);
          if (request.method === 'POST' && path === ENTRIES) return answers[fault]();
          return Promise.resolve(new Response(JSON.stringify(cartJson()), { status: 200, headers: { 'Content-Type': 'application/json' } }));
        },
      };
      const connection = new ApiConnection({ http, cookies });
      const cart = createCartStore({ api: cartCalls(connection), cookies });
      return { sent, controller: new AddToCartController(createAddToCartServices(connection, cart), addToCartDestinations()) };
    }

    const shown: Record<Fault, Message> = {
      '429': { key: 'api.addItem.rateLimited' },
      '500': { key: 'api.error.serverMessage', values: { message: 'Internal server error (injected fault).' } },
      dropped: { key: 'api.error.network' },
      malformed: { key: 'api.error.malformedResponse' },
    };

    for (const fault of ['429', '500', 'dropped', 'malformed'] as const) {
      it(`${fault}: resolves with the failed outcome the alert shows`, async () => {
        vi.useRealTimers();
        const { sent, controller } = controllerAnswering(fault);
        const { told, announce } = steering();
        const outcome = await controller.activate({ mode: 'add', product: penProduct, selection: penSelection }, announce);
        expect(sent[0]).toBe(`POST ${ENTRIES}`);
        expect(outcome).toMatchObject({ kind: 'failed', title: { key: 'api.addItem.title' }, reason: shown[fault] });
        await expect(told[0]!.result).resolves.toBe(outcome);
      });
    }
  });
});
