// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, ApiConnection, ApiError, MemoryCookieJar, cartCalls, createNodeHttpAdapter, restockCalls, sessionCalls } from '../../../src/core/api';
import { Translator, englishCatalog } from '../../../src/core/i18n';
import { SiteUserSession } from '../../../src/core/session';
import { startServer } from '../../../dev/server';

type RunningServer = Awaited<ReturnType<typeof startServer>>;

const translator = new Translator(englishCatalog);
const DEMO_USER = { email: 'shopper@example.com', password: 'storefront-demo' };
const STICKERS = { itemId: 'sticker-pack', sku: 'SQ-STICKERS' };
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'api-client-'));
  server = await startServer({ port: 0, dataDir, seed: true, restockPageSize: 2, devControls: true });
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(() => server.faults.clear());

/** fetch that drops the crumb from the Cookie header, as a browser that never sends that cookie back would. */
const fetchWithoutCrumbCookie: typeof fetch = (input, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set('Cookie', (headers.get('Cookie') ?? '').split('; ').filter((pair) => !pair.startsWith('crumb=')).join('; '));
  return fetch(input, { ...init, headers });
};

function visitor(options: { cookiesEnabled?: boolean; fetch?: typeof fetch } = {}) {
  const cookies = new MemoryCookieJar({ enabled: options.cookiesEnabled ?? true });
  const session = new SiteUserSession();
  const http = createNodeHttpAdapter({ cookieJar: cookies, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const client = new ApiClient({ http, cookies, baseUrl: server.url, xsrfTokens: session });
  return { cookies, session, client };
}

/** A visitor whose page load has set the crumb cookie, as a real page load does. */
async function arrivedVisitor() {
  const parts = visitor();
  await parts.client.getCart();
  return parts;
}

async function setFault(path: string, kind: string, extra: Record<string, number> = {}): Promise<void> {
  const response = await fetch(`${server.url}/api/dev/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path, kind, times: 1, ...extra }) });
  expect(response.status).toBe(201);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('ApiClient against the reference server', () => {
  it('keeps the crumb cookie from Set-Cookie and sends it back as X-CSRF-Token', async () => {
    const { client, cookies } = visitor();
    expect(cookies.get('crumb')).toBeUndefined();
    const empty = await client.getCart();
    expect(empty.entries).toEqual([]);
    expect(cookies.get('crumb')).toMatch(/.+/);
    const added = await client.addCartEntry({ ...STICKERS, quantity: 2 });
    expect(added.newlyAdded.quantity).toBe(2);
    expect(cookies.get('CART')).toMatch(/.+/);
    const cart = await client.getCart({ timecode: 123 });
    expect(cart.entries.map((entry) => entry.quantity)).toEqual([2]);
    expect(cart.subtotalCents).toBe(1200);
  });

  it('reads a mock cart', async () => {
    const { client } = visitor();
    const mock = await client.getCart({ mock: true });
    expect(mock.id).toBe('mock-cart');
    expect(mock.entries.length).toBeGreaterThan(0);
  });

  it('updates additional fields of an entry and validates them on the server', async () => {
    const { client } = await arrivedVisitor();
    const invalid = await failure(client.addCartEntry({ itemId: 'engraved-pen', sku: 'SQ-PEN', quantity: 1, additionalFields: {} }));
    expect(invalid.code).toBe('http-error');
    expect(translator.render(invalid.userMessage)).toBe('One or more fields is invalid, please check your entries.');
    expect(Object.keys(invalid.fieldErrors).sort()).toEqual(['engraving-font', 'engraving-text']);
    const { newlyAdded } = await client.addCartEntry({ itemId: 'engraved-pen', sku: 'SQ-PEN', quantity: 1, additionalFields: { 'engraving-text': 'ADA', 'engraving-font': 'Serif' } });
    const { updatedEntry, shoppingCart } = await client.updateEntryAdditionalFields(newlyAdded.id, {
      itemId: 'engraved-pen',
      sku: 'SQ-PEN',
      additionalFields: { 'engraving-text': 'GRACE', 'engraving-font': 'Script' },
    });
    expect(updatedEntry.id).toBe(newlyAdded.id);
    expect(String(updatedEntry.additionalFields)).toContain('GRACE');
    expect(shoppingCart.entries).toHaveLength(1);
  });

  it('express purchase puts the item in its own cart, not the visitor cart', async () => {
    const { client } = await arrivedVisitor();
    const express = await client.addCartEntry({ ...STICKERS, quantity: 1 }, { purpose: 'express' });
    expect(express.shoppingCart.entries).toHaveLength(1);
    expect((await client.getCart()).entries).toHaveLength(0);
  });

  it('creates a subscription cart and reads stock', async () => {
    const { client } = await arrivedVisitor();
    expect(await client.createSubscriptionCart({ itemId: 'coffee-subscription', sku: 'SQ-COFFEE-WHOLE', qty: 1 })).toMatch(/.+/);
    const stock = await client.getInventoryStock('ceramic-mug');
    expect(stock).toHaveLength(2);
    expect(stock.every((row) => row.unlimited === false && row.qtyInStock === 0)).toBe(true);
  });

  it('maps a lost crumb cookie (cookies enabled) to the session-expired message and title', async () => {
    const { client, cookies } = await arrivedVisitor();
    cookies.remove('crumb');
    const error = await failure(client.addCartEntry({ ...STICKERS, quantity: 1 }));
    expect(error.code).toBe('crumb-failure');
    expect(error.status).toBe(401);
    expect(translator.render(error.userMessage)).toBe('Your session has expired. Please reload the page and try again.');
    expect(translator.render(error.title!)).toBe('Unable to Add Item');
  });

  it('maps a crumb failure with cookies disabled to the enable-cookies message', async () => {
    const { client } = visitor({ cookiesEnabled: false });
    await client.getCart();
    const error = await failure(client.addCartEntry({ ...STICKERS, quantity: 1 }, { purpose: 'express' }));
    expect(error.code).toBe('crumb-failure');
    expect(translator.render(error.userMessage)).toBe('Please enable cookies in your browser, reload the page, and try again.');
    expect(translator.render(error.title!)).toBe('Unable to Purchase Item');
  });

  it('maps 429 to "Please try again in a few seconds."', async () => {
    const { client } = await arrivedVisitor();
    await setFault('/api/commerce/shopping-cart/entries', '429');
    const error = await failure(client.addCartEntry({ itemId: 'gift-card', sku: 'SQ-GIFT-25', quantity: 1 }, { purpose: 'gift-card' }));
    expect(error.code).toBe('rate-limited');
    expect(translator.render(error.userMessage)).toBe('Please try again in a few seconds.');
    expect(translator.render(error.title!)).toBe('Unable to purchase Gift Card');
  });

  it('shows the server message for other add failures', async () => {
    const { client } = await arrivedVisitor();
    const error = await failure(client.addCartEntry({ itemId: 'ceramic-mug', sku: 'SQ-MUG-SAND', quantity: 1 }));
    expect(error.status).toBe(400);
    expect(translator.render(error.userMessage)).toBe('Sorry, we do not have enough of that item available.');
  });

  it('maps 500, a dropped connection and a malformed body to clear messages and keeps the cart', async () => {
    const { client } = await arrivedVisitor();
    await client.addCartEntry({ ...STICKERS, quantity: 3 });

    await setFault('/api/commerce/shopping-cart/entries', '500');
    const serverError = await failure(client.addCartEntry({ ...STICKERS, quantity: 1 }));
    expect([serverError.code, serverError.status]).toEqual(['server-error', 500]);
    expect(translator.render(serverError.userMessage)).toBe('Internal server error (injected fault).');

    await setFault('/api/commerce/shopping-cart/entries', 'drop');
    const dropped = await failure(client.addCartEntry({ ...STICKERS, quantity: 1 }));
    expect(dropped.code).toBe('network');
    expect(translator.render(dropped.userMessage)).toBe('We could not reach the store. Check your connection and try again.');
    expect(translator.render(dropped.title!)).toBe('Unable to Add Item');

    await setFault('/api/commerce/shopping-cart', 'malformed');
    const malformed = await failure(client.getCart());
    expect([malformed.code, malformed.field]).toEqual(['malformed-response', '(body)']);
    expect(translator.render(malformed.userMessage)).toBe('The store sent an answer we could not read. Please reload the page and try again.');

    expect((await client.getCart()).entries.map((entry) => entry.quantity)).toEqual([3]);
  });

  it('reports a timeout when the server is slower than the census limit', async () => {
    const { client } = visitor();
    await setFault('/api/census/button-click', 'delay', { ms: 2700 });
    const result = await client.recordButtonClick({ visitorCookie: 'v', pageTitle: 'Home', pageId: 'p1', contentSource: 'i', pagePath: '/', pagePermissionTypeValue: 1 });
    expect(result.ok ? 'ok' : result.error.code).toBe('timeout');
  }, 15_000);

  it('50 parallel adds give exactly 50 units in one cart', async () => {
    const { client } = await arrivedVisitor();
    const results = await Promise.all(Array.from({ length: 50 }, () => client.addCartEntry({ ...STICKERS, quantity: 1 })));
    expect(results).toHaveLength(50);
    const cart = await client.getCart();
    expect(cart.entries.reduce((sum, entry) => sum + entry.quantity, 0)).toBe(50);
    expect(new Set(results.map((result) => result.shoppingCart.id)).size).toBe(1);
  });

  it("a connection's feature calls share its state: adds from two callers on a first visit create one cart, login keeps the token for later calls", async () => {
    const cookies = new MemoryCookieJar();
    const session = new SiteUserSession();
    const connection = new ApiConnection({ http: createNodeHttpAdapter({ cookieJar: cookies }), cookies, baseUrl: server.url, xsrfTokens: session });
    expect(cartCalls(connection)).toBe(cartCalls(connection));
    await cartCalls(connection).getCart();
    expect(cookies.get('CART')).toBeUndefined();
    const adds = Array.from({ length: 10 }, (_, index) => cartCalls(connection).addCartEntry({ ...STICKERS, quantity: index + 1 }));
    const results = await Promise.all(adds);
    expect(new Set(results.map((result) => result.shoppingCart.id)).size).toBe(1);
    expect((await cartCalls(connection).getCart()).entries.reduce((sum, entry) => sum + entry.quantity, 0)).toBe(55);
    await sessionCalls(connection).login(DEMO_USER);
    expect(session.isAuthenticated()).toBe(true);
    expect((await restockCalls(connection).getAllRestockSignUpGroups()).length).toBeGreaterThan(0);
  });

  it('logs in, sends the token as X-XSRF-Token, and logs out retrying once after a crumb failure', async () => {
    const { client, cookies, session } = await arrivedVisitor();
    const wrong = await failure(client.login({ email: DEMO_USER.email, password: 'nope' }));
    expect([wrong.status, translator.render(wrong.userMessage)]).toEqual([401, 'Invalid email or password.']);
    await client.login(DEMO_USER);
    expect(session.isAuthenticated()).toBe(true);
    const groups = await client.getAllRestockSignUpGroups();
    expect(groups.length).toBeGreaterThan(0);
    await client.sendRestockNotifications({ productId: 'ceramic-mug', variantId: 'mug-slate' });
    await client.sendAllRestockNotifications([{ productId: 'classic-tee', variantId: 'tee-l-white' }]);

    cookies.remove('crumb');
    await client.logout({ cloneCart: false });
    expect(session.isAuthenticated()).toBe(false);
    expect(cookies.get('crumb')).toMatch(/.+/);
    expect(cookies.get('SiteUserSession')).toBeUndefined();
  });

  it('fails logout after the single retry when the crumb cookie never reaches the server', async () => {
    const methods: string[] = [];
    const { client } = visitor({
      fetch: (input, init = {}) => {
        methods.push(init.method ?? 'GET');
        return fetchWithoutCrumbCookie(input, init);
      },
    });
    await client.getCart();
    const error = await failure(client.logout());
    expect(error.code).toBe('crumb-failure');
    expect(methods).toEqual(['GET', 'DELETE', 'DELETE']);
    expect(translator.render(error.userMessage)).toBe('Your session has expired. Please reload the page and try again.');
  });

  it('without the login token, site-user writes fail as crumb failures', async () => {
    const { client, session } = await arrivedVisitor();
    await client.login(DEMO_USER);
    session.setXsrfToken('wrong-token');
    const error = await failure(client.sendAllRestockNotifications([{ productId: 'ceramic-mug', variantId: 'mug-sand' }]));
    expect(error.code).toBe('crumb-failure');
  });

  it('pages restock sign-ups and groups by cursor to the end', async () => {
    const { client } = await arrivedVisitor();
    await client.login(DEMO_USER);
    const firstPage = await client.getRestockSignUpsPage('ceramic-mug', 'mug-sand');
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.hasNextPage).toBe(true);
    const all = await client.getAllRestockSignUps('ceramic-mug', 'mug-sand');
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(new Set(all.map((signUp) => signUp.id)).size).toBe(all.length);
    expect(all.every((signUp) => signUp.productId === 'ceramic-mug' && signUp.variantId === 'mug-sand')).toBe(true);
    const viaIterator: unknown[] = [];
    for await (const group of client.restockSignUpGroups()) viaIterator.push(group);
    expect(viaIterator.length).toBeGreaterThanOrEqual(5);
  });

  it('signs up for a restock notice and reads the server message on errors', async () => {
    const { client } = await arrivedVisitor();
    const email = `visitor-${Date.now()}@example.com`;
    await client.signUpForRestock({ productId: 'ceramic-mug', variantId: 'mug-slate', siteVisitorEmail: email, isJoinMailingList: true });
    const blank = await failure(client.signUpForRestock({ productId: 'ceramic-mug', variantId: 'mug-slate', siteVisitorEmail: '', isJoinMailingList: false }));
    expect(translator.render(blank.userMessage)).toBe('Email cannot be blank');
    const duplicate = await failure(client.signUpForRestock({ productId: 'ceramic-mug', variantId: 'mug-slate', siteVisitorEmail: email, isJoinMailingList: false }));
    expect(duplicate.status).toBe(409);
    await client.login(DEMO_USER);
    await client.createRestockNotification({ productId: 'ceramic-mug', variantId: 'mug-sand', isJoinMailingList: false });
  });

  it('runs the form calls: schema, validate, key and save with credentials', async () => {
    const { client } = await arrivedVisitor();
    const schema = await client.getFormTemplateSchema('form');
    expect(Array.isArray(schema.fields)).toBe(true);
    const invalid = await client.validateForm('contact-form', {});
    expect(invalid.valid).toBe(false);
    const key = await client.getFormSubmissionKey();
    await client.saveFormSubmission({ key, form: { anything: 'x' }, eventFields: { pageId: 'p1' } });
    const reused = await failure(client.saveFormSubmission({ key, form: {} }));
    expect(translator.render(reused.userMessage)).toBe('The form submission key is unknown or has already been used.');
    await setFault('/api/form/SaveFormSubmission', '429');
    const limited = await failure(client.saveFormSubmission({ key: await client.getFormSubmissionKey(), form: {} }));
    expect(translator.render(limited.userMessage)).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    await setFault('/api/form/SaveFormSubmission', '500');
    const broken = await failure(client.saveFormSubmission({ key: await client.getFormSubmissionKey(), form: {} }));
    expect(translator.render(broken.userMessage)).toBe('Unable to send form. Please try again later.');
    await setFault('/api/form/FormSubmissionKey', 'drop');
    const noKey = await failure(client.getFormSubmissionKey());
    expect(translator.render(noKey.userMessage)).toBe('Could not get a form submission key, please try again later.');
  });

  it('sends every tracking call, and tracking failures resolve instead of rejecting', async () => {
    const { client } = await arrivedVisitor();
    const page = { visitorCookie: 'v', pageTitle: 'Home', pageId: 'p1', contentSource: 'c' as const, pagePath: '/', pagePermissionTypeValue: 1 };
    const results = await Promise.all([
      client.recordEvent('pageview', { websiteId: 'demo-website', pagePath: '/' }),
      client.recordCensusHit('view', { url: '/' }, 'cvr-value'),
      client.recordButtonClick(page),
      client.recordButtonRender(page),
      client.recordFormRender('contact-form', 'v', { pagePath: '/' }),
      client.recordOverlay('v'),
      client.recordQuickView('classic-tee'),
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, true, true, true, true, true, true]);
    await setFault('/api/events/RecordEvent', 'drop');
    await setFault('/api/census/RecordHit', '500');
    const failed = await Promise.all([client.recordEvent('pageview', {}), client.recordCensusHit('view', {})]);
    expect(failed.map((result) => (result.ok ? 'ok' : result.error.code))).toEqual(['network', 'server-error']);
    await client.recordJavascriptErrors([{ event: 'interface_error_cart', data: { message: 'boom' }, timestamp: Date.now() }]);
    const settings = await client.getPerformanceSettings(5000);
    await client.sendPerformanceRecords([{ app: 'storefront', data: {}, event: 'user', pageLoadId: settings.pageLoadId, ts: Date.now() }]);
    await setFault('/api/1/performance/settings', '500');
    expect((await failure(client.getPerformanceSettings(5000))).code).toBe('server-error');
  });
});
