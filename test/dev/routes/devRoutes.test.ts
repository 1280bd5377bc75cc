// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startTestServer, type TestServer } from '../helpers/HttpSession';
import { reviewsOfMerchant } from '../../../src/core/reviews';
import { parseMerchantReviews } from '../../../src/core/schemas';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

type Item = { id: string; structuredContent: Record<string, unknown>; variants: Record<string, unknown>[]; [key: string]: unknown };

async function catalog(): Promise<Item[]> {
  return (await test.session().get('/api/dev/catalog')).json.items as Item[];
}

describe('GET /api/dev/catalog', () => {
  it('covers every product kind the storefront shows, in the §3 shape', async () => {
    const items = await catalog();
    const byId = new Map(items.map((item) => [item.id, item]));
    const types = new Set(items.map((item) => item.structuredContent.productType));
    expect([...types].sort()).toEqual([1, 2, 3, 4]);
    const tee = byId.get('classic-tee');
    expect(tee?.structuredContent.variantOptionOrdering).toEqual(['Size', 'Color']);
    expect(tee?.variants.some((variant) => variant.qtyInStock === 0)).toBe(true);
    expect(tee?.variants.find((variant) => variant.onSale)).toMatchObject({ priceMoney: { value: '28.00', currency: 'USD' }, salePriceMoney: { value: '20.00', currency: 'USD' } });
    expect(byId.get('canvas-backpack')?.structuredContent.variantOptionOrdering).toHaveLength(3);
    expect(byId.get('field-guide-ebook')?.structuredContent).toMatchObject({ productType: 2, onSale: true, priceMoney: { value: '15.00' }, salePriceMoney: { value: '9.00' } });
    expect(byId.get('gift-card')?.variants.map((variant) => (variant.attributes as Record<string, string>).Amount)).toEqual(['$25.00', '$50.00', '$100.00']);
    expect(byId.get('coffee-subscription')?.structuredContent).toMatchObject({ isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 } });
    const pen = byId.get('engraved-pen')?.structuredContent;
    expect(pen?.additionalFieldsFormId).toBe('engraving-form');
    expect((pen?.additionalFieldsForm as { id: string }).id).toBe('engraving-form');
    expect(byId.get('limited-print')?.productMerchandisingContext).toEqual({
      'limited-print': { scarcityEnabled: true, scarcityTemplateViews: ['product-detail', 'product-quick-view'], scarcityText: 'Only {quantity} left in stock', scarcityShownByDefault: true },
    });
    expect(byId.get('ceramic-mug')?.variants.every((variant) => variant.qtyInStock === 0 && variant.unlimited === false)).toBe(true);
    expect(byId.get('ceramic-mug')?.storeSettings).toMatchObject({ restockNotificationsEnabled: true });
  });

  it('reflects live stock and finds one product by id or slug', async () => {
    test.server.db.setStock('SQ-MUG-SAND', 4);
    const mug = (await test.session().get('/api/dev/catalog/ceramic-mug')).json as Item;
    expect(mug.variants.find((variant) => variant.sku === 'SQ-MUG-SAND')?.qtyInStock).toBe(4);
    test.server.db.setStock('SQ-MUG-SAND', 0);
    expect((await test.session().get('/api/dev/catalog/nope')).status).toBe(404);
  });
});

describe('reviews', () => {
  it("answers one merchant's reviews of a product with count and average, readable as merchant review data", async () => {
    const response = await test.session().get('/api/dev/reviews?productId=walnut-board');
    expect(response.json.merchantId).toBe('demo-website');
    expect(response.json.count).toBe(3);
    expect(response.json.averageRating).toBeCloseTo(14 / 3);
    expect((response.json.reviews as { productId: string }[]).every((review) => review.productId === 'walnut-board')).toBe(true);
    expect(reviewsOfMerchant(parseMerchantReviews(response.json), 'demo-website').map((review) => review.userName)).toEqual(['Maya R.', 'Tom K.', 'Ana P.']);
    for (const productId of ['classic-tee', 'canvas-backpack', 'engraved-pen', 'limited-print']) {
      expect((await test.session().get(`/api/dev/reviews?productId=${productId}`)).json.count, productId).toBeGreaterThan(0);
    }
    expect((await test.session().get('/api/dev/reviews?productId=sticker-pack')).json.count).toBe(0);
    expect((await test.session().get('/api/dev/reviews')).status).toBe(400);
  });
});

describe('installment modal', () => {
  it('serves HTML for each supported locale (US en, CA en/fr, AU en, NZ en) and 404 for others', async () => {
    const visitor = test.session();
    for (const locale of ['en-US', 'en-CA', 'fr-CA', 'en-AU', 'en-NZ']) {
      const response = await visitor.get(`/api/dev/installments/modal?locale=${locale}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.text).toContain('4');
    }
    expect((await visitor.get('/api/dev/installments/modal?locale=fr-CA')).text).toContain('versements');
    expect((await visitor.get('/api/dev/installments/modal?locale=en-GB')).status).toBe(404);
    expect((await visitor.get('/api/dev/installments/modal')).status).toBe(400);
  });
});

describe('stand-in captcha', () => {
  it('serves a script defining grecaptcha render, getResponse and reset without eval', async () => {
    const response = await test.session().get('/api/dev/captcha.js');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    for (const name of ['render', 'getResponse', 'reset']) expect(response.text).toContain(`${name}: ${name}`);
    expect(response.text).not.toMatch(/\beval\(|new Function|innerHTML/);
  });
});

describe('stock control', () => {
  it('sets a variant stock over HTTP and refuses a negative one', async () => {
    const visitor = test.session();
    expect((await visitor.put('/api/dev/stock', { json: { sku: 'SQ-TEE-L-WHITE', qtyInStock: 2 }, crumb: false })).status).toBe(200);
    expect(test.server.db.stock(['classic-tee']).find((row) => row.sku === 'SQ-TEE-L-WHITE')?.qtyInStock).toBe(2);
    expect((await visitor.put('/api/dev/stock', { json: { sku: 'SQ-TEE-L-WHITE', qtyInStock: -1 }, crumb: false })).status).toBe(400);
    expect((await visitor.put('/api/dev/stock', { json: { sku: 'nope', qtyInStock: 1 }, crumb: false })).status).toBe(404);
  });
});

describe('the /api/dev/ switches', () => {
  const FAULT = JSON.stringify({ path: '/api/commerce/shopping-cart', kind: '500' });
  const own = () => `127.0.0.1:${test.server.port}`;
  const switchFault = (headers: Record<string, string>, body = FAULT) =>
    rawRequest(`${test.server.url}/api/dev/faults`, { method: 'POST', headers: { Host: own(), ...headers }, body });

  it('refuse what another web page can send: text/plain, a foreign Origin, a cross-site fetch; nothing is switched', async () => {
    const attempts: Record<string, string>[] = [
      { 'Content-Type': 'text/plain', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      { 'Content-Type': 'application/json', Origin: `http://localhost:${test.server.port}` },
      { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-site' },
    ];
    const statuses = [];
    for (const headers of attempts) statuses.push((await switchFault(headers)).status);
    expect(statuses).toEqual([403, 415, 415, 403, 403, 403, 403]);
    expect((await switchFault({ 'Content-Type': 'text/plain' })).json.message).toBe('The dev switches take Content-Type: application/json; got "text/plain".');
    expect(test.server.faults.list()).toEqual([]);
  });

  it('refuse a Host that is not this server (DNS rebinding), for reads too', async () => {
    const rebound = `rebound.example:${test.server.port}`;
    const write = await switchFault({ Host: rebound, Origin: `http://${rebound}`, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' });
    expect(write.status).toBe(403);
    expect(write.json.message).toContain('"rebound.example:');
    expect((await rawRequest(`${test.server.url}/api/dev/submissions`, { headers: { Host: rebound } })).status).toBe(403);
    expect((await rawRequest(`${test.server.url}/api/dev/faults`, { headers: { Host: `localhost:${test.server.port + 1}` } })).status).toBe(403);
    expect(test.server.faults.list()).toEqual([]);
  });

  it('answer JSON from the server itself, by any of its local host names', async () => {
    for (const host of [own(), `localhost:${test.server.port}`]) {
      const switched = await switchFault({ Host: host, Origin: `http://${host}`, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json; charset=utf-8' });
      expect(switched.status).toBe(201);
    }
    expect((await rawRequest(`${test.server.url}/api/dev/faults`, { method: 'DELETE', headers: { Host: own() } })).status).toBe(200);
    expect(test.server.faults.list()).toEqual([]);
  });

  it('are off unless the server is started with devControls, while the dev reads still answer', async () => {
    const plain = await startTestServer({ devControls: false });
    try {
      const visitor = plain.session();
      const refused = await visitor.post('/api/dev/faults', { json: { path: '/api/commerce/shopping-cart', kind: '500' }, crumb: false });
      expect([refused.status, refused.json.message]).toEqual([403, 'The dev switches are off: start the server with devControls: true (DEV_CONTROLS=1 npm start).']);
      expect((await visitor.put('/api/dev/stock', { json: { sku: 'SQ-STICKERS', qtyInStock: 0 }, crumb: false })).status).toBe(403);
      expect((await visitor.post('/api/dev/checkout', { json: {}, crumb: false })).status).toBe(403);
      expect(plain.server.faults.list()).toEqual([]);
      expect((await visitor.get('/api/dev/catalog')).status).toBe(200);
    } finally {
      await plain.stop();
    }
  });
});
