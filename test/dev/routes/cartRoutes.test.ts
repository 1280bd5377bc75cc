// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/HttpSession';

const ENTRIES = '/api/commerce/shopping-cart/entries';
const NOT_ENOUGH = 'Sorry, we do not have enough of that item available.';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

describe('POST /api/commerce/shopping-cart/entries', () => {
  it('creates a cart, sets the CART cookie and answers shoppingCart + newlyAdded', async () => {
    const visitor = test.session();
    const response = await visitor.post(ENTRIES, { json: { itemId: 'classic-tee', sku: 'SQ-TEE-M-BLACK', quantity: 2 } });
    expect(response.status).toBe(200);
    expect(visitor.cookies.get('CART')).toMatch(/.{20,}/);
    const cart = response.json.shoppingCart as Record<string, unknown>;
    const added = response.json.newlyAdded as Record<string, unknown>;
    expect(added).toMatchObject({ itemId: 'classic-tee', quantity: 2, chosenVariant: { sku: 'SQ-TEE-M-BLACK', attributes: { Size: 'M', Color: 'Black' } } });
    expect(added.purchasePriceCents).toBe(2000);
    expect(cart).toMatchObject({ totalQuantity: 2, subtotalCents: 4000, grandTotalCents: 4000, subtotalAmount: { value: '40.00', currency: 'USD' } });
    expect(cart.cartToken).toBe(visitor.cookies.get('CART'));
  });

  it('merges a second add of the same variant into one entry', async () => {
    const visitor = test.session();
    await visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 } });
    const second = await visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 3 } });
    const cart = second.json.shoppingCart as { entries: { quantity: number }[]; totalQuantity: number };
    expect(cart.entries).toHaveLength(1);
    expect(cart.entries[0]?.quantity).toBe(4);
    expect(cart.totalQuantity).toBe(4);
  });

  it('refuses more than the stock, counting what the cart already holds, and decrements nothing', async () => {
    const visitor = test.session();
    const limited = await visitor.post(ENTRIES, { json: { itemId: 'limited-print', sku: 'SQ-PRINT-A4', quantity: 2 } });
    expect(limited.status).toBe(200);
    const over = await visitor.post(ENTRIES, { json: { itemId: 'limited-print', sku: 'SQ-PRINT-A4', quantity: 2 } });
    expect(over.status).toBe(400);
    expect(over.json.message).toBe(NOT_ENOUGH);
    const exact = await visitor.post(ENTRIES, { json: { itemId: 'limited-print', sku: 'SQ-PRINT-A4', quantity: 1 } });
    expect(exact.status).toBe(200);
    const stock = await visitor.get('/api/commerce/inventory/stock/?itemId=limited-print');
    const a4 = (stock.json.results as { sku: string; qtyInStock: number }[]).find((row) => row.sku === 'SQ-PRINT-A4');
    expect(a4?.qtyInStock).toBe(3);
  });

  it('refuses a sold-out variant with the stock message', async () => {
    const response = await test.session().post(ENTRIES, { json: { itemId: 'ceramic-mug', sku: 'SQ-MUG-SAND', quantity: 1 } });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe(NOT_ENOUGH);
  });

  it('never refuses unlimited stock (digital, gift card)', async () => {
    const visitor = test.session();
    expect((await visitor.post(ENTRIES, { json: { itemId: 'field-guide-ebook', sku: 'SQ-EBOOK', quantity: 9999 } })).status).toBe(200);
    const gift = await visitor.post(ENTRIES, { json: { itemId: 'gift-card', sku: 'SQ-GIFT-50', quantity: 1 } });
    expect(gift.status).toBe(200);
    const cart = gift.json.shoppingCart as Record<string, unknown>;
    expect(cart).toMatchObject({ hasDigital: true, purelyDigital: false, requiresShipping: false });
  });

  it('rejects a bad quantity, an unknown variant and an unknown item with clear messages', async () => {
    const visitor = test.session();
    const notNumber = await visitor.post(ENTRIES, { json: { itemId: 'classic-tee', sku: 'SQ-TEE-S-BLACK', quantity: 'two' } });
    expect([notNumber.status, notNumber.json.message]).toEqual([400, 'Quantity must be a number.']);
    const fraction = await visitor.post(ENTRIES, { json: { itemId: 'classic-tee', sku: 'SQ-TEE-S-BLACK', quantity: 1.5 } });
    expect([fraction.status, fraction.json.message]).toEqual([400, 'Quantity must be a whole number.']);
    const tooMany = await visitor.post(ENTRIES, { json: { itemId: 'field-guide-ebook', sku: 'SQ-EBOOK', quantity: 10000 } });
    expect([tooMany.status, tooMany.json.message]).toEqual([400, 'Quantity must be from 1 to 9999.']);
    const variant = await visitor.post(ENTRIES, { json: { itemId: 'classic-tee', sku: 'SQ-NOPE', quantity: 1 } });
    expect([variant.status, variant.json.message]).toEqual([400, 'Sorry, that item variant is unavailable. Please select another variant.']);
    const item = await visitor.post(ENTRIES, { json: { itemId: 'no-such-item', sku: 'SQ-NOPE', quantity: 1 } });
    expect(item.status).toBe(404);
    expect(item.json.message).toContain('no-such-item');
  });

  it('refuses quantities written in hex, binary or exponent form, and null, on the add, the quantity change and the subscription', async () => {
    const visitor = test.session();
    const added = await visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: '2' } });
    expect(added.json.newlyAdded).toMatchObject({ quantity: 2 });
    const entryId = String((added.json.newlyAdded as { id: string }).id);
    for (const quantity of ['0x10', '1e2', '0b11', '0o7', 'Infinity', null]) {
      const add = await visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity } });
      expect([add.status, add.json.message]).toEqual([400, 'Quantity must be a number.']);
      const change = await visitor.put(`${ENTRIES}/${entryId}`, { json: { quantity } });
      expect([change.status, change.json.message]).toEqual([400, 'Quantity must be a number.']);
      const subscription = await visitor.post('/api/3/commerce/cart/subscription', { json: { itemId: 'coffee-subscription', sku: 'SQ-COFFEE-WHOLE', qty: quantity } });
      expect([subscription.status, subscription.json.message]).toEqual([400, 'Quantity must be a number.']);
    }
    expect(((await visitor.get('/api/commerce/shopping-cart')).json as { totalQuantity: number }).totalQuantity).toBe(2);
  });

  it('answers 400 naming the nesting limit for additionalFields nested 10,000 deep, as a JSON string or in the body', async () => {
    const visitor = test.session();
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const asString = await visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1, additionalFields: deep } });
    expect([asString.status, asString.json.message]).toEqual([400, 'additionalFields is nested deeper than 64 levels.']);
    const inBody = await visitor.post(ENTRIES, {
      text: `{"itemId":"sticker-pack","sku":"SQ-STICKERS","quantity":1,"additionalFields":${deep}}`,
      contentType: 'application/json',
    });
    expect([inBody.status, inBody.json.message]).toEqual([400, 'The JSON body is nested deeper than 64 levels.']);
    expect(((await visitor.get('/api/commerce/shopping-cart')).json as { totalQuantity: number }).totalQuantity).toBe(0);
  });

  it('answers 400 with a clear message for a malformed JSON body', async () => {
    const response = await test.session().post(ENTRIES, { text: '{"itemId": "classic-tee",', contentType: 'application/json' });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/^Malformed JSON body: /);
  });

  it('puts an express item in a separate one-item cart and leaves the visitor cart alone', async () => {
    const visitor = test.session();
    await visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 } });
    const visitorCart = visitor.cookies.get('CART');
    const express = await visitor.post(`${ENTRIES}?isExpress=true`, { json: { itemId: 'walnut-board', sku: 'SQ-BOARD', quantity: 1 } });
    expect(express.status).toBe(200);
    const expressCart = express.json.shoppingCart as { cartToken: string; entries: { itemId: string }[] };
    expect(expressCart.entries.map((entry) => entry.itemId)).toEqual(['walnut-board']);
    expect(expressCart.cartToken).not.toBe(visitorCart);
    expect(visitor.cookies.get('CART')).toBe(visitorCart);
    const own = await visitor.get('/api/commerce/shopping-cart');
    expect((own.json.entries as { itemId: string }[]).map((entry) => entry.itemId)).toEqual(['sticker-pack']);
  });

  it('reads a missing value, null, "null" (JSON.stringify(null)) and "{}" as no additional fields, and still refuses garbage', async () => {
    const visitor = test.session();
    for (const additionalFields of [undefined, null, 'null', '{}', '']) {
      const added = await visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1, additionalFields } });
      expect([JSON.stringify(additionalFields), added.status]).toEqual([JSON.stringify(additionalFields), 200]);
      expect((added.json.newlyAdded as { additionalFields: unknown }).additionalFields ?? null).toBeNull();
    }
    expect(((await visitor.get('/api/commerce/shopping-cart')).json as { totalQuantity: number }).totalQuantity).toBe(5);
    for (const [additionalFields, message] of [
      ['{oops', 'additionalFields is not valid JSON'],
      ['[1,2]', 'additionalFields must be a JSON object of field id to value.'],
      ['"text"', 'additionalFields must be a JSON object of field id to value.'],
      ['42', 'additionalFields must be a JSON object of field id to value.'],
    ] as const) {
      const refused = await visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1, additionalFields } });
      expect([additionalFields, refused.status, String(refused.json.message).startsWith(message)]).toEqual([additionalFields, 400, true]);
    }
    const pen = await visitor.post(ENTRIES, { json: { itemId: 'engraved-pen', sku: 'SQ-PEN', quantity: 1, additionalFields: 'null' } });
    expect([pen.status, pen.json.errors]).toEqual([400, { 'engraving-text': 'Required', 'engraving-font': 'Required' }]);
  });

  it('requires valid additional fields for a product with an additional-fields form', async () => {
    const visitor = test.session();
    const missing = await visitor.post(ENTRIES, { json: { itemId: 'engraved-pen', sku: 'SQ-PEN', quantity: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual({ 'engraving-text': 'Required', 'engraving-font': 'Required' });
    const tooLong = await visitor.post(ENTRIES, {
      json: { itemId: 'engraved-pen', sku: 'SQ-PEN', quantity: 1, additionalFields: JSON.stringify({ 'engraving-text': 'x'.repeat(41), 'engraving-font': 'Serif' }) },
    });
    expect(tooLong.json.errors).toEqual({ 'engraving-text': 'You have exceeded the character limit.' });
    const good = await visitor.post(ENTRIES, {
      json: { itemId: 'engraved-pen', sku: 'SQ-PEN', quantity: 1, additionalFields: JSON.stringify({ 'engraving-text': 'For Sam', 'engraving-font': 'Script' }) },
    });
    expect(good.status).toBe(200);
    expect(JSON.parse(String((good.json.newlyAdded as { additionalFields: string }).additionalFields))).toEqual({ 'engraving-text': 'For Sam', 'engraving-font': 'Script' });
  });
});

describe('PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields', () => {
  it('replaces the fields and answers shoppingCart + updatedEntry; invalid fields get per-field errors', async () => {
    const visitor = test.session();
    const added = await visitor.post(ENTRIES, {
      json: { itemId: 'engraved-pen', sku: 'SQ-PEN', quantity: 1, additionalFields: JSON.stringify({ 'engraving-text': 'A', 'engraving-font': 'Serif' }) },
    });
    const entryId = (added.json.newlyAdded as { id: string }).id;
    const path = `${ENTRIES}/${entryId}/additionalFields`;
    const updated = await visitor.put(path, { json: { itemId: 'engraved-pen', sku: 'SQ-PEN', additionalFields: JSON.stringify({ 'engraving-text': 'B', 'engraving-font': 'Block' }) } });
    expect(updated.status).toBe(200);
    expect((updated.json.updatedEntry as { id: string }).id).toBe(entryId);
    expect((updated.json.shoppingCart as { entries: { additionalFields: string }[] }).entries[0]?.additionalFields).toBe(JSON.stringify({ 'engraving-text': 'B', 'engraving-font': 'Block' }));
    const invalid = await visitor.put(path, { json: { itemId: 'engraved-pen', sku: 'SQ-PEN', additionalFields: JSON.stringify({ 'engraving-font': 'Comic' }) } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toEqual({ 'engraving-text': 'Required', 'engraving-font': 'Please choose one of the listed options.' });
    const unknown = await visitor.put(`${ENTRIES}/nope/additionalFields`, { json: { itemId: 'engraved-pen', sku: 'SQ-PEN', additionalFields: '{}' } });
    expect(unknown.status).toBe(404);
  });
});

describe('PUT and DELETE /api/commerce/shopping-cart/entries/{entryId} (extensions)', () => {
  async function cartWithTwoLines() {
    const visitor = test.session();
    await visitor.post(ENTRIES, { json: { itemId: 'classic-tee', sku: 'SQ-TEE-M-BLACK', quantity: 1 } });
    const second = await visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 2 } });
    const cart = second.json.shoppingCart as { entries: { id: string }[]; version: number };
    return { visitor, tee: cart.entries[0]!.id, stickers: cart.entries[1]!.id, version: cart.version };
  }

  it('sets a quantity and answers the whole cart with the updated entry and a newer version', async () => {
    const { visitor, tee, version } = await cartWithTwoLines();
    const response = await visitor.put(`${ENTRIES}/${tee}`, { json: { quantity: 3 } });
    expect(response.status).toBe(200);
    expect(response.json.updatedEntry).toMatchObject({ id: tee, quantity: 3, subTotal: 6000, productUrl: '/shop/p/classic-tee' });
    expect(response.json.shoppingCart).toMatchObject({ totalQuantity: 5, subtotalCents: 6000 + 2 * 600, version: version + 1 });
  });

  it('refuses an over-stock quantity with the stock message, and bad quantities with the quantity messages, changing nothing', async () => {
    const { visitor, tee, version } = await cartWithTwoLines();
    const stock = test.server.db.stock(['classic-tee']).find((row) => row.sku === 'SQ-TEE-M-BLACK')?.qtyInStock ?? 0;
    const over = await visitor.put(`${ENTRIES}/${tee}`, { json: { quantity: stock + 1 } });
    expect([over.status, over.json.message]).toEqual([400, NOT_ENOUGH]);
    const cases: [unknown, string][] = [['two', 'Quantity must be a number.'], [1.5, 'Quantity must be a whole number.'], [0, 'Quantity must be from 1 to 9999.'], [10000, 'Quantity must be from 1 to 9999.']];
    for (const [quantity, message] of cases) {
      const refused = await visitor.put(`${ENTRIES}/${tee}`, { json: { quantity } });
      expect([refused.status, refused.json.message]).toEqual([400, message]);
    }
    const cart = (await visitor.get('/api/commerce/shopping-cart')).json as { totalQuantity: number; version: number };
    expect([cart.totalQuantity, cart.version]).toEqual([3, version]);
  });

  it('removes an entry and answers the whole cart; the last removal leaves an empty cart; unknown entries are 404', async () => {
    const { visitor, tee, stickers, version } = await cartWithTwoLines();
    const first = await visitor.delete(`${ENTRIES}/${tee}`);
    expect(first.json.shoppingCart).toMatchObject({ totalQuantity: 2, version: version + 1 });
    const last = await visitor.delete(`${ENTRIES}/${stickers}`);
    expect(last.json.shoppingCart).toMatchObject({ entries: [], totalQuantity: 0, subtotalCents: 0 });
    expect((await visitor.delete(`${ENTRIES}/${stickers}`)).status).toBe(404);
    expect((await visitor.put(`${ENTRIES}/${stickers}`, { json: { quantity: 1 } })).status).toBe(404);
    expect((await test.session().put(`${ENTRIES}/${tee}`, { json: { quantity: 1 } })).status).toBe(404);
  });

  it('never reaches into another visitor\'s cart', async () => {
    const { tee } = await cartWithTwoLines();
    const stranger = test.session();
    await stranger.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 } });
    expect((await stranger.put(`${ENTRIES}/${tee}`, { json: { quantity: 2 } })).status).toBe(404);
    expect((await stranger.delete(`${ENTRIES}/${tee}`)).status).toBe(404);
  });

  it('carries the additional-fields form and a product link on each entry', async () => {
    const visitor = test.session();
    const added = await visitor.post(ENTRIES, {
      json: { itemId: 'engraved-pen', sku: 'SQ-PEN', quantity: 1, additionalFields: JSON.stringify({ 'engraving-text': 'A', 'engraving-font': 'Serif' }) },
    });
    const entry = added.json.newlyAdded as { productUrl: string; additionalFieldsForm: { id: string; fields: unknown[] } };
    expect(entry.productUrl).toBe('/shop/p/engraved-pen');
    expect(entry.additionalFieldsForm.id).toBe('engraving-form');
    expect(entry.additionalFieldsForm.fields.length).toBeGreaterThan(0);
  });
});

describe('GET /api/commerce/shopping-cart', () => {
  it('answers an empty cart without a cookie, the stored cart with one, and a sample with mock=true', async () => {
    const visitor = test.session();
    const empty = await visitor.get('/api/commerce/shopping-cart?timecode=123');
    expect(empty.json).toMatchObject({ id: '', entries: [], totalQuantity: 0, subtotalCents: 0 });
    await visitor.post(ENTRIES, { json: { itemId: 'gift-card', sku: 'SQ-GIFT-25', quantity: 2 } });
    const stored = await visitor.get(`/api/commerce/shopping-cart?timecode=${Date.now()}`);
    expect(stored.json).toMatchObject({ totalQuantity: 2, subtotalCents: 5000 });
    const mock = await test.session().get('/api/commerce/shopping-cart?mock=true');
    expect((mock.json.entries as unknown[]).length).toBe(2);
    const bad = await visitor.get('/api/commerce/shopping-cart?mock=maybe');
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/3/commerce/cart/subscription', () => {
  it('answers a cartToken for a subscribable product and refuses other products', async () => {
    const visitor = test.session();
    const ok = await visitor.post('/api/3/commerce/cart/subscription', { json: { itemId: 'coffee-subscription', sku: 'SQ-COFFEE-WHOLE', qty: 1 } });
    expect(ok.status).toBe(200);
    expect(typeof ok.json.cartToken).toBe('string');
    expect(test.server.db.cartByToken(String(ok.json.cartToken))?.kind).toBe('subscription');
    const refused = await visitor.post('/api/3/commerce/cart/subscription', { json: { itemId: 'classic-tee', sku: 'SQ-TEE-S-BLACK', qty: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Classic Tee is not a subscription product.');
  });
});

describe('GET /api/commerce/inventory/stock/', () => {
  it('answers results with unlimited and qtyInStock per variant', async () => {
    const response = await test.session().get('/api/commerce/inventory/stock/?itemId=ceramic-mug');
    expect(response.json.results).toEqual([
      { itemId: 'ceramic-mug', variantId: 'mug-sand', sku: 'SQ-MUG-SAND', unlimited: false, qtyInStock: 0 },
      { itemId: 'ceramic-mug', variantId: 'mug-slate', sku: 'SQ-MUG-SLATE', unlimited: false, qtyInStock: 0 },
    ]);
  });

  it('answers 400 without itemId and 404 for an unknown item', async () => {
    const visitor = test.session();
    expect((await visitor.get('/api/commerce/inventory/stock/')).status).toBe(400);
    expect((await visitor.get('/api/commerce/inventory/stock/?itemId=nope')).status).toBe(404);
  });
});

describe('checkout', () => {
  it('decrements stock only at checkout, and refuses a second checkout', async () => {
    const visitor = test.session();
    const before = test.server.db.stock(['walnut-board'])[0]?.qtyInStock ?? 0;
    await visitor.post(ENTRIES, { json: { itemId: 'walnut-board', sku: 'SQ-BOARD', quantity: 2 } });
    expect(test.server.db.stock(['walnut-board'])[0]?.qtyInStock).toBe(before);
    const checkout = await visitor.post('/api/dev/checkout', { json: {} });
    expect(checkout.status).toBe(200);
    expect(test.server.db.stock(['walnut-board'])[0]?.qtyInStock).toBe(before - 2);
    const token = (checkout.json.shoppingCart as { cartToken: string }).cartToken;
    const again = await visitor.post('/api/dev/checkout', { json: { cartToken: token } });
    expect(again.status).toBe(409);
  });

  it('refuses a cart version older than the cart\'s with the stale-cart message and checks nothing out', async () => {
    const visitor = test.session();
    const added = await visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 } });
    const seen = (added.json.shoppingCart as { version: number }).version;
    const entryId = (added.json.newlyAdded as { id: string }).id;
    await visitor.put(`${ENTRIES}/${entryId}`, { json: { quantity: 2 } });
    const stale = await visitor.post('/api/dev/checkout', { json: { cartVersion: seen } });
    expect([stale.status, stale.json.message]).toEqual([409, 'Your cart changed in another window or tab. Please review it and check out again.']);
    expect((await visitor.get('/api/commerce/shopping-cart')).json.isPurchased).toBe(false);
    expect((await visitor.post('/api/dev/checkout', { json: { cartVersion: 'x' } })).status).toBe(400);
    const fresh = await visitor.post('/api/dev/checkout', { json: { cartVersion: seen + 1 } });
    expect(fresh.status).toBe(200);
  });
});
