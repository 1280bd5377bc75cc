// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../dev/server';
import { HttpSession, startTestServer, type TestServer } from './helpers/HttpSession';

const ENTRIES = '/api/commerce/shopping-cart/entries';
const TEE = { itemId: 'classic-tee', sku: 'SQ-TEE-S-BLACK', quantity: 1 };

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});
afterEach(() => {
  test.server.faults.clear();
});

describe('crumb', () => {
  it('sets a crumb cookie on the first response', async () => {
    const visitor = test.session();
    const response = await visitor.get('/shop');
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('crumb='))).toBe(true);
    expect(visitor.cookies.get('crumb')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });

  it('answers 401 crumbFail to a mutating request without the X-CSRF-Token header, and nothing is stored', async () => {
    const visitor = test.session();
    await visitor.get('/api/dev/crumb');
    const response = await visitor.post(ENTRIES, { json: TEE, crumb: false });
    expect(response.status).toBe(401);
    expect(response.json.crumbFail).toBe(true);
    expect(typeof response.json.error).toBe('string');
    expect(visitor.cookies.has('CART')).toBe(false);
  });

  it('answers 401 crumbFail when the header does not match the cookie', async () => {
    const visitor = test.session();
    await visitor.get('/api/dev/crumb');
    const response = await visitor.post(ENTRIES, { json: TEE, crumb: false, headers: { 'X-CSRF-Token': 'forged' } });
    expect([response.status, response.json.crumbFail]).toEqual([401, true]);
  });

  it('issues a fresh crumb with the failure when the cookie is missing, so one retry succeeds', async () => {
    const visitor = test.session();
    const first = await visitor.post(ENTRIES, { json: TEE, crumb: false, headers: { 'X-CSRF-Token': 'anything' } });
    expect(first.json.crumbFail).toBe(true);
    expect(visitor.cookies.has('crumb')).toBe(true);
    const retry = await visitor.post(ENTRIES, { json: TEE });
    expect(retry.status).toBe(200);
  });
});

describe('faults', () => {
  it('injects a 500 once (times: 1), then the call works again', async () => {
    test.server.faults.set({ path: ENTRIES, kind: '500', times: 1 });
    const visitor = test.session();
    const failed = await visitor.post(ENTRIES, { json: TEE });
    expect(failed.status).toBe(500);
    expect(typeof failed.json.message).toBe('string');
    expect(visitor.cookies.has('CART')).toBe(false);
    expect((await visitor.post(ENTRIES, { json: TEE })).status).toBe(200);
  });

  it('injects 429 with Retry-After', async () => {
    test.server.faults.set({ path: ENTRIES, kind: '429', times: 2 });
    const visitor = test.session();
    const first = await visitor.post(ENTRIES, { json: TEE });
    const second = await visitor.post(ENTRIES, { json: TEE });
    const third = await visitor.post(ENTRIES, { json: TEE });
    expect([first.status, second.status, third.status]).toEqual([429, 429, 200]);
    expect(first.headers.get('retry-after')).toBe('1');
  });

  it('drops the connection', async () => {
    test.server.faults.set({ path: '/api/commerce/shopping-cart', kind: 'drop', times: 1 });
    await expect(fetch(`${test.server.url}/api/commerce/shopping-cart`)).rejects.toThrow();
    expect((await fetch(`${test.server.url}/api/commerce/shopping-cart`)).status).toBe(200);
  });

  it("drops the answer midway after the request was handled ('drop-after'): the add is stored, and a cart read without the CART cookie finds it", async () => {
    const visitor = test.session();
    await visitor.get('/api/dev/crumb');
    test.server.faults.set({ path: ENTRIES, kind: 'drop-after', times: 1 });
    await expect(visitor.post(ENTRIES, { json: TEE })).rejects.toThrow();
    visitor.cookies.delete('CART');
    const cart = await visitor.get('/api/commerce/shopping-cart');
    expect((cart.json.entries as { sku: string; quantity: number }[]).map((entry) => [entry.sku, entry.quantity])).toEqual([[TEE.sku, 1]]);
    expect(visitor.cookies.get('CART')).toBe(cart.json.cartToken);
  });

  it('answers a malformed JSON body with status 200', async () => {
    test.server.faults.set({ path: '/api/commerce/shopping-cart', kind: 'malformed' });
    const response = await test.session().get('/api/commerce/shopping-cart');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(() => JSON.parse(response.text)).toThrow();
  });

  it('delays a request by the given ms and then handles it normally', async () => {
    test.server.faults.set({ path: '/api/commerce/shopping-cart', kind: 'delay', ms: 150, times: 1 });
    const visitor = test.session();
    let settled = false;
    const pending = visitor.get('/api/commerce/shopping-cart').then((response) => {
      settled = true;
      return response;
    });
    await new Promise((done) => setTimeout(done, 50));
    expect(settled).toBe(false);
    expect((await pending).status).toBe(200);
  });

  it('is switched on and off over HTTP, and a bad fault is refused with the field named', async () => {
    const control = test.session();
    const set = await control.post('/api/dev/faults', { json: { path: '/api/commerce/inventory/stock', kind: '500' }, crumb: false });
    expect(set.status).toBe(201);
    expect((await control.get('/api/commerce/inventory/stock/?itemId=gift-card')).status).toBe(500);
    expect((await control.get('/api/commerce/inventory/stock/?itemId=gift-card')).status).toBe(500);
    expect(((await control.get('/api/dev/faults')).json.faults as unknown[]).length).toBe(1);
    await control.delete('/api/dev/faults', { crumb: false });
    expect((await control.get('/api/commerce/inventory/stock/?itemId=gift-card')).status).toBe(200);
    const bad = await control.post('/api/dev/faults', { json: { path: '/x', kind: 'explode' }, crumb: false });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('"kind"');
  });
});

describe('Idempotency-Key', () => {
  const withKey = (key: string) => ({ json: TEE, headers: { 'Idempotency-Key': key } });

  it('answers a repeat with the first answer, its CART cookie included, and stores nothing new', async () => {
    const visitor = test.session();
    await visitor.get('/api/dev/crumb');
    test.server.faults.set({ path: ENTRIES, kind: 'drop-after', times: 1 });
    await expect(visitor.post(ENTRIES, withKey('intent-1'))).rejects.toThrow();
    const repeat = await visitor.post(ENTRIES, withKey('intent-1'));
    const again = await visitor.post(ENTRIES, withKey('intent-1'));
    expect([repeat.status, again.status]).toEqual([200, 200]);
    expect(again.json).toEqual(repeat.json);
    expect(visitor.cookies.get('CART')).toBe((repeat.json.shoppingCart as { cartToken: string }).cartToken);
    const cart = await visitor.get('/api/commerce/shopping-cart');
    expect(cart.json.totalQuantity).toBe(1);
    const next = await visitor.post(ENTRIES, withKey('intent-2'));
    expect((next.json.shoppingCart as { totalQuantity: number }).totalQuantity).toBe(2);
  });

  it('keys are per visitor session, a key reused for another request is refused with 422, and edits honour it too', async () => {
    const first = test.session();
    const second = test.session();
    await first.post(ENTRIES, withKey('shared'));
    const other = await second.post(ENTRIES, withKey('shared'));
    expect((other.json.shoppingCart as { totalQuantity: number }).totalQuantity).toBe(1);
    const reused = await first.post(ENTRIES, { json: { ...TEE, quantity: 2 }, headers: { 'Idempotency-Key': 'shared' } });
    expect([reused.status, reused.json.message]).toEqual([422, 'This Idempotency-Key was already used for a different request.']);
    const entryId = (other.json.newlyAdded as { id: string }).id;
    const removed = await second.delete(`${ENTRIES}/${entryId}`, { headers: { 'Idempotency-Key': 'remove-1' } });
    const removedAgain = await second.delete(`${ENTRIES}/${entryId}`, { headers: { 'Idempotency-Key': 'remove-1' } });
    expect([removed.status, removedAgain.status]).toEqual([200, 200]);
    expect(removedAgain.json).toEqual(removed.json);
  });

  it('saves a form submission once for one key', async () => {
    const visitor = test.session();
    const before = test.server.db.submissions().length;
    const key = (await visitor.post('/api/form/FormSubmissionKey')).json.key as string;
    const submission = { json: { key, form: JSON.stringify({ note: 'once' }) }, headers: { 'Idempotency-Key': 'form-1' } };
    test.server.faults.set({ path: '/api/form/SaveFormSubmission', kind: 'drop-after', times: 1 });
    await expect(visitor.post('/api/form/SaveFormSubmission', submission)).rejects.toThrow();
    const repeat = await visitor.post('/api/form/SaveFormSubmission', submission);
    expect([repeat.status, repeat.json.success]).toEqual([200, true]);
    expect(test.server.db.submissions().length).toBe(before + 1);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the configured limit, and is off by default', async () => {
    const limited = await startTestServer({ rateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const visitor = limited.session();
      const statuses: number[] = [];
      for (let index = 0; index < 5; index += 1) statuses.push((await visitor.post(ENTRIES, { json: { ...TEE, sku: 'SQ-STICKERS', itemId: 'sticker-pack' } })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await visitor.post(ENTRIES, { json: TEE });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
    const visitor = test.session();
    for (let index = 0; index < 10; index += 1) expect((await visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 } })).status).toBe(200);
  });
});

describe('concurrency', () => {
  it('50 parallel add-to-cart requests add exactly 50', async () => {
    const visitor = test.session();
    await visitor.post(ENTRIES, { json: { itemId: 'gift-card', sku: 'SQ-GIFT-25', quantity: 1 } });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 } })),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const cart = await visitor.get('/api/commerce/shopping-cart');
    const stickers = (cart.json.entries as { itemId: string; quantity: number }[]).filter((entry) => entry.itemId === 'sticker-pack');
    expect(stickers).toHaveLength(1);
    expect(stickers[0]?.quantity).toBe(50);
    expect(cart.json.totalQuantity).toBe(51);
  });

  it('20 parallel first adds of one browser session (crumb, no CART cookie yet) make one cart', async () => {
    const visitor = test.session();
    await visitor.get('/api/dev/crumb');
    const responses = await Promise.all(Array.from({ length: 20 }, () => visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 } })));
    expect(new Set(responses.map((response) => (response.json.shoppingCart as { id: string }).id)).size).toBe(1);
    expect((await visitor.get('/api/commerce/shopping-cart')).json.totalQuantity).toBe(20);
  });

  it('parallel adds never exceed the stock: of 5 requests for 3 prints, exactly 3 succeed', async () => {
    const visitor = test.session();
    await visitor.post(ENTRIES, { json: { itemId: 'gift-card', sku: 'SQ-GIFT-25', quantity: 1 } });
    test.server.db.setStock('SQ-PRINT-A3', 3);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => visitor.post(ENTRIES, { json: { itemId: 'limited-print', sku: 'SQ-PRINT-A3', quantity: 1 } })),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
    expect(responses.filter((response) => response.status === 400).map((response) => response.json.message)).toEqual([
      'Sorry, we do not have enough of that item available.',
      'Sorry, we do not have enough of that item available.',
    ]);
  });
});

describe('persistence', () => {
  it('keeps the cart across a restart on the same data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-restart-'));
    try {
      const first = await startServer({ port: 0, dataDir });
      const visitor = new HttpSession(first.url);
      await visitor.post(ENTRIES, { json: { itemId: 'classic-tee', sku: 'SQ-TEE-L-BLACK', quantity: 3 } });
      first.db.setStock('SQ-TEE-S-WHITE', 7);
      await first.close();
      const second = await startServer({ port: 0, dataDir });
      try {
        const again = new HttpSession(second.url);
        for (const [name, value] of visitor.cookies) again.cookies.set(name, value);
        const cart = await again.get('/api/commerce/shopping-cart');
        expect(cart.json).toMatchObject({ totalQuantity: 3, entries: [{ itemId: 'classic-tee', quantity: 3 }] });
        expect(second.db.stock(['classic-tee']).find((row) => row.sku === 'SQ-TEE-S-WHITE')?.qtyInStock).toBe(7);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('starts empty with seed: false', async () => {
    const empty = await startTestServer({ seed: false });
    try {
      const catalog = await empty.session().get('/api/dev/catalog');
      expect(catalog.json.items).toEqual([]);
    } finally {
      await empty.stop();
    }
  });
});

describe('routing', () => {
  it('answers 404 for an unknown API path and 405 with Allow for a wrong method', async () => {
    const visitor = test.session();
    const missing = await visitor.get('/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('No route for GET /api/nope.');
    const wrong = await visitor.request('PATCH', '/api/commerce/shopping-cart');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });

  it("grants credentialed CORS only to the site's own origin: a foreign website gets no grant to read the cart", async () => {
    const own = test.server.url;
    const preflight = await fetch(`${test.server.url}${ENTRIES}`, { method: 'OPTIONS', headers: { Origin: own } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(own);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-CSRF-Token');
    for (const foreign of ['https://evil.example', 'http://localhost:6006', 'null', `${own}.evil.example`]) {
      for (const request of [fetch(`${test.server.url}/api/commerce/shopping-cart`, { headers: { Origin: foreign } }), fetch(`${test.server.url}${ENTRIES}`, { method: 'OPTIONS', headers: { Origin: foreign } })]) {
        const response = await request;
        expect([foreign, response.headers.get('access-control-allow-origin'), response.headers.get('access-control-allow-credentials')]).toEqual([foreign, null, null]);
      }
    }
  });

  it('grants the origins of the allow-list (ALLOWED_ORIGINS) as well', async () => {
    const listed = await startTestServer({ allowedOrigins: ['https://shop.example', 'http://localhost:3000/'] });
    try {
      for (const origin of ['https://shop.example', 'http://localhost:3000']) {
        const response = await fetch(`${listed.server.url}/api/commerce/shopping-cart`, { headers: { Origin: origin } });
        expect([response.headers.get('access-control-allow-origin'), response.headers.get('access-control-allow-credentials')]).toEqual([origin, 'true']);
      }
      const foreign = await fetch(`${listed.server.url}/api/commerce/shopping-cart`, { headers: { Origin: 'https://other.example' } });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await listed.stop();
    }
  });
});
