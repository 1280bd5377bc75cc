// @vitest-environment node
import type * as NodeCrypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_RATE_LIMITED } from '../../../dev/routes/siteUserRoutes';
import { DEMO_USER } from '../../../dev/store/DevStore';
import { rawRequest, startTestServer, type HttpSession, type TestServer } from '../helpers/HttpSession';

const passwordHashing = vi.hoisted(() => ({ calls: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>();
  const scryptSync = (...args: Parameters<typeof crypto.scryptSync>) => {
    passwordHashing.calls += 1;
    return crypto.scryptSync(...args);
  };
  return { ...crypto, scryptSync, default: { ...crypto, scryptSync } };
});

const SESSION = '/api/site-users/account/session';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

describe('site-user session', () => {
  it('logs the demo user in, answering an xsrfToken and setting the session cookies', async () => {
    const visitor = test.session();
    const response = await visitor.post(SESSION, { json: { email: DEMO_USER.email, password: DEMO_USER.password, rememberMe: true } });
    expect(response.status).toBe(200);
    expect(String(response.json.xsrfToken).length).toBeGreaterThan(10);
    expect(visitor.cookies.has('SiteUserSession')).toBe(true);
    expect(visitor.cookies.has('SiteUserInfo')).toBe(false);
    const sessionCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('SiteUserSession='));
    expect(sessionCookie).toContain('HttpOnly');
    expect(sessionCookie).toContain('Max-Age=2592000');
    expect((await visitor.get(SESSION)).json).toMatchObject({ authenticated: true, email: DEMO_USER.email });
  });

  it('refuses a wrong password with 401 and missing fields with 400', async () => {
    const visitor = test.session();
    const wrong = await visitor.post(SESSION, { json: { email: DEMO_USER.email, password: 'nope', rememberMe: false } });
    expect([wrong.status, wrong.json.message]).toEqual([401, 'Invalid email or password.']);
    expect(wrong.json.crumbFail).toBeUndefined();
    const missing = await visitor.post(SESSION, { json: { email: DEMO_USER.email } });
    expect([missing.status, missing.json.message]).toEqual([400, '"password" is required.']);
  });

  it('logs out with cloneCart=true keeping a copy of the cart under a new token', async () => {
    const visitor = test.session();
    const login = await visitor.post(SESSION, { json: { email: DEMO_USER.email, password: DEMO_USER.password } });
    visitor.xsrfToken = String(login.json.xsrfToken);
    await visitor.post('/api/commerce/shopping-cart/entries', { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 2 } });
    const before = visitor.cookies.get('CART');
    const logout = await visitor.delete(`${SESSION}?cloneCart=true`);
    expect(logout.status).toBe(200);
    expect(visitor.cookies.has('SiteUserSession')).toBe(false);
    expect(visitor.cookies.get('CART')).not.toBe(before);
    expect((await visitor.get('/api/commerce/shopping-cart')).json.totalQuantity).toBe(2);
    expect((await visitor.get(SESSION)).json.authenticated).toBe(false);
  });

  it('keeps a site user’s cart: it comes back at the next log-in, joined by what the visitor added meanwhile', async () => {
    const visitor = test.session();
    const credentials = { json: { email: DEMO_USER.email, password: DEMO_USER.password } };
    const cart = async () => (await visitor.get('/api/commerce/shopping-cart')).json as { totalQuantity: number };
    visitor.xsrfToken = String((await visitor.post(SESSION, credentials)).json.xsrfToken);
    const before = (await cart()).totalQuantity;
    await visitor.post('/api/commerce/shopping-cart/entries', { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 3 } });
    await visitor.delete(`${SESSION}?cloneCart=false`);
    expect((await cart()).totalQuantity).toBe(0);
    await visitor.post('/api/commerce/shopping-cart/entries', { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 } });
    await visitor.post(SESSION, credentials);
    expect((await cart()).totalQuantity).toBe(before + 4);
    const elsewhere = test.session();
    await elsewhere.post(SESSION, credentials);
    expect(((await elsewhere.get('/api/commerce/shopping-cart')).json as { totalQuantity: number }).totalQuantity).toBe(before + 4);
  });

  it('logs out with cloneCart=false dropping the cart cookie', async () => {
    const visitor = test.session();
    await visitor.post(SESSION, { json: { email: DEMO_USER.email, password: DEMO_USER.password } });
    await visitor.post('/api/commerce/shopping-cart/entries', { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 } });
    await visitor.delete(`${SESSION}?cloneCart=false`);
    expect(visitor.cookies.has('CART')).toBe(false);
  });

  it('answers crumbFail to a logout without the crumb (the client retries once) and 400 to a bad cloneCart', async () => {
    const visitor = test.session();
    await visitor.get('/api/dev/crumb');
    const noCrumb = await visitor.delete(`${SESSION}?cloneCart=true`, { crumb: false });
    expect([noCrumb.status, noCrumb.json.crumbFail]).toEqual([401, true]);
    expect((await visitor.delete(`${SESSION}?cloneCart=yes`)).status).toBe(400);
  });
});

describe('the cart at log-in', () => {
  const ENTRIES = '/api/commerce/shopping-cart/entries';
  const credentials = { json: { email: DEMO_USER.email, password: DEMO_USER.password } };
  const quantityOf = async (visitor: HttpSession) => ((await visitor.get('/api/commerce/shopping-cart')).json as { totalQuantity: number }).totalQuantity;
  let fresh: TestServer;
  beforeEach(async () => {
    fresh = await startTestServer();
  });
  afterEach(async () => {
    await fresh.stop();
  });

  it('adopts the cart this browser session filled before logging in', async () => {
    const visitor = fresh.session();
    await visitor.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 2 } });
    expect((await visitor.post(SESSION, credentials)).status).toBe(200);
    expect(await quantityOf(visitor)).toBe(2);
    const elsewhere = fresh.session();
    await elsewhere.post(SESSION, credentials);
    expect(await quantityOf(elsewhere)).toBe(2);
  });

  it('never adopts a cart another visitor created and planted as the CART cookie: the user shops in a cart of their own', async () => {
    const attacker = fresh.session();
    await attacker.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 5 } });
    const planted = attacker.cookies.get('CART')!;
    const victim = fresh.session();
    await victim.get('/api/dev/crumb');
    victim.cookies.set('CART', planted);
    expect((await victim.post(SESSION, credentials)).status).toBe(200);
    expect(victim.cookies.get('CART')).toBeUndefined();
    expect(await quantityOf(victim)).toBe(0);
    await victim.post(ENTRIES, { json: { itemId: 'walnut-board', sku: 'SQ-BOARD', quantity: 1 } });
    expect(await quantityOf(victim)).toBe(1);
    expect(await quantityOf(attacker)).toBe(5);
  });

  it('gives an adopted cart a new token, so a token known from before the log-in opens nothing of the user’s', async () => {
    const attacker = fresh.session();
    await attacker.post(ENTRIES, { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 } });
    const victim = fresh.session();
    victim.cookies.set('crumb', attacker.cookies.get('crumb')!);
    victim.cookies.set('CART', attacker.cookies.get('CART')!);
    await victim.post(SESSION, credentials);
    expect(victim.cookies.get('CART')).not.toBe(attacker.cookies.get('CART'));
    await victim.post(ENTRIES, { json: { itemId: 'walnut-board', sku: 'SQ-BOARD', quantity: 1 } });
    expect(await quantityOf(victim)).toBe(2);
    expect(await quantityOf(attacker)).toBe(0);
  });
});

/** Logs in over a connection from `localAddress` (another loopback address stands for another client); answers the status. */
async function logInFrom(baseUrl: string, localAddress: string, email: string, password: string): Promise<number> {
  const response = await rawRequest(`${baseUrl}${SESSION}`, {
    method: 'POST',
    localAddress,
    headers: { 'Content-Type': 'application/json', Cookie: 'crumb=from-elsewhere', 'X-CSRF-Token': 'from-elsewhere' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

describe('log-in guessing', () => {
  it('hashes the password for an unknown email as for a known one, so both answers take as long', async () => {
    const visitor = test.session();
    await visitor.get('/api/dev/crumb');
    const hashesOf = async (email: string) => {
      const before = passwordHashing.calls;
      expect((await visitor.post(SESSION, { json: { email, password: 'guess' } })).status).toBe(401);
      return passwordHashing.calls - before;
    };
    expect([await hashesOf('nobody@example.com'), await hashesOf(DEMO_USER.email)]).toEqual([1, 1]);
  });

  it('limits failed log-ins per client address by default, whichever emails they try', async () => {
    const fresh = await startTestServer();
    try {
      const guesser = fresh.session();
      const statuses: number[] = [];
      for (let guess = 0; guess < 12; guess += 1) statuses.push((await guesser.post(SESSION, { json: { email: `guess${guess}@example.com`, password: 'guess' } })).status);
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
      const refused = await guesser.post(SESSION, { json: { email: DEMO_USER.email, password: DEMO_USER.password } });
      expect([refused.status, refused.json.message, Number(refused.headers.get('retry-after')) > 0]).toEqual([429, LOGIN_RATE_LIMITED, true]);
    } finally {
      await fresh.stop();
    }
  });

  it('lets the owner log in from another address while a guesser of the same account is refused', async () => {
    const fresh = await startTestServer({ loginRateLimit: { maxFailuresPerAddress: 4, accountDelayMs: 1, maxAccountDelayMs: 1 } });
    try {
      const statuses: number[] = [];
      for (let guess = 0; guess < 6; guess += 1) statuses.push(await logInFrom(fresh.server.url, '127.0.0.2', DEMO_USER.email, `guess${guess}`));
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      const owner = fresh.session();
      expect((await owner.post(SESSION, { json: { email: DEMO_USER.email, password: DEMO_USER.password } })).status).toBe(200);
      expect(await logInFrom(fresh.server.url, '127.0.0.2', DEMO_USER.email, DEMO_USER.password)).toBe(429);
    } finally {
      await fresh.stop();
    }
  });
});
