import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADD_TO_CART_ERROR_RESET_MS,
  AddToCartController,
  addToCartDestinations,
  addToCartLabel,
  additionalFieldErrors,
  giftCardPageUrl,
  subscriptionPageUrl,
  type AddToCartServices,
} from '../../../src/core/addToCart';
import { ApiError } from '../../../src/core/api';
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
