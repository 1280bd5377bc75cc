// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../dev/store/DevStore';
import { HttpSession, startTestServer, type TestServer } from '../helpers/HttpSession';

const SIGN_UP = '/api/commerce/restock-notifications';
const MANAGE = '/api/site-users/account/notifications/restock';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

async function loggedIn(): Promise<HttpSession> {
  const user = test.session();
  const login = await user.post('/api/site-users/account/session', { json: { email: DEMO_USER.email, password: DEMO_USER.password } });
  user.xsrfToken = String(login.json.xsrfToken);
  return user;
}

async function collect(user: HttpSession, path: string, listName: string): Promise<{ pages: number; items: Record<string, unknown>[] }> {
  const items: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const response = await user.get(cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path);
    expect(response.status).toBe(200);
    pages += 1;
    items.push(...(response.json[listName] as Record<string, unknown>[]));
    cursor = response.json.hasNextPage ? String(response.json.nextPageCursor) : null;
    if (!response.json.hasNextPage) expect(response.json.nextPageCursor).toBeNull();
  } while (cursor && pages < 20);
  return { pages, items };
}

describe('public restock sign-up', () => {
  it('signs a visitor up for a sold-out variant', async () => {
    const response = await test.session().post(SIGN_UP, {
      json: { productId: 'ceramic-mug', variantId: 'mug-slate', siteVisitorEmail: 'new@example.com', isJoinMailingList: true, captchaToken: 'dev-captcha.abcdefgh12' },
    });
    expect(response.status).toBe(200);
    expect(response.json.signUp).toMatchObject({ productId: 'ceramic-mug', variantId: 'mug-slate', siteVisitorEmail: 'new@example.com', isJoinMailingList: true });
  });

  it('answers errors as { message } for blank and invalid email, bad captcha, in-stock variant, and a repeat', async () => {
    const visitor = test.session();
    const base = { productId: 'ceramic-mug', variantId: 'mug-sand', isJoinMailingList: false };
    const blank = await visitor.post(SIGN_UP, { json: { ...base, siteVisitorEmail: '  ' } });
    expect([blank.status, blank.json.message]).toEqual([400, 'Email cannot be blank']);
    const invalid = await visitor.post(SIGN_UP, { json: { ...base, siteVisitorEmail: 'nope' } });
    expect([invalid.status, invalid.json.message]).toEqual([400, 'Email is invalid']);
    const captcha = await visitor.post(SIGN_UP, { json: { ...base, siteVisitorEmail: 'a@example.com', captchaToken: 'forged' } });
    expect([captcha.status, captcha.json.message]).toEqual([400, 'Complete CAPTCHA before submitting.']);
    const inStock = await visitor.post(SIGN_UP, { json: { productId: 'classic-tee', variantId: 'tee-s-black', siteVisitorEmail: 'a@example.com', isJoinMailingList: false } });
    expect(inStock.status).toBe(400);
    expect(String(inStock.json.message)).toMatch(/in stock/);
    await visitor.post(SIGN_UP, { json: { ...base, siteVisitorEmail: 'twice@example.com' } });
    const repeat = await visitor.post(SIGN_UP, { json: { ...base, siteVisitorEmail: 'twice@example.com' } });
    expect([repeat.status, repeat.json.message]).toEqual([409, 'This email is already signed up for this item.']);
    const unknown = await visitor.post(SIGN_UP, { json: { ...base, productId: 'nope', siteVisitorEmail: 'a@example.com' } });
    expect(unknown.status).toBe(404);
  });
});

describe('restock management (site user)', () => {
  it('pages sign-up groups by cursor over at least 3 pages of 2', async () => {
    const fresh = await startTestServer();
    try {
      const freshUser = new HttpSession(fresh.server.url);
      const login = await freshUser.post('/api/site-users/account/session', { json: { email: DEMO_USER.email, password: DEMO_USER.password } });
      expect(login.status).toBe(200);
      const { pages, items } = await collect(freshUser, `${MANAGE}/groups`, 'signUpGroups');
      expect(pages).toBe(3);
      expect(items.map((group) => `${group.productId}/${group.variantId}`)).toEqual([
        'canvas-backpack/pack-navy-large-waxed',
        'canvas-backpack/pack-navy-small-waxed',
        'ceramic-mug/mug-sand',
        'ceramic-mug/mug-slate',
        'classic-tee/tee-l-white',
      ]);
      expect(items.find((group) => group.variantId === 'mug-sand')).toMatchObject({ signUpCount: 5, pendingCount: 5, productName: 'Ceramic Mug' });
    } finally {
      await fresh.stop();
    }
  });

  it('pages the sign-ups of one variant by cursor (5 sign-ups → 3 pages)', async () => {
    const user = await loggedIn();
    const { pages, items } = await collect(user, `${MANAGE}?productId=ceramic-mug&variantId=mug-sand`, 'signUps');
    expect(pages).toBe(3);
    expect(items.filter((signUp) => String(signUp.siteVisitorEmail).startsWith('waiting'))).toHaveLength(5);
    expect(new Set(items.map((signUp) => signUp.id)).size).toBe(items.length);
  });

  it('sends notifications for one variant and for a list, counting pending sign-ups', async () => {
    const user = await loggedIn();
    const send = await user.post(`${MANAGE}/send`, { json: { productId: 'classic-tee', variantId: 'tee-l-white' } });
    expect([send.status, send.json.sentCount]).toEqual([200, 1]);
    const again = await user.post(`${MANAGE}/send`, { json: { productId: 'classic-tee', variantId: 'tee-l-white' } });
    expect(again.json.sentCount).toBe(0);
    const all = await user.post(`${MANAGE}/send/all`, {
      json: { sendRequests: [{ productId: 'canvas-backpack', variantId: 'pack-navy-small-waxed' }, { productId: 'canvas-backpack', variantId: 'pack-navy-large-waxed' }] },
    });
    expect(all.json.sentCount).toBe(3);
    const bad = await user.post(`${MANAGE}/send/all`, { json: { sendRequests: [{ productId: 1 }] } });
    expect(bad.status).toBe(400);
  });

  it('signs the logged-in user up with their own email', async () => {
    const user = await loggedIn();
    const response = await user.post(MANAGE, { json: { productId: 'ceramic-mug', variantId: 'mug-slate' } });
    expect(response.status).toBe(200);
    expect(response.json.signUp).toMatchObject({ siteVisitorEmail: DEMO_USER.email });
  });

  it('answers 401 when not logged in, 401 crumbFail without X-XSRF-Token, 400 for a bad cursor', async () => {
    const anonymous = test.session();
    const listing = await anonymous.get(`${MANAGE}/groups`);
    expect([listing.status, listing.json.message]).toEqual([401, 'You must be logged in as a site user.']);
    const user = await loggedIn();
    user.xsrfToken = undefined;
    const noXsrf = await user.post(`${MANAGE}/send`, { json: { productId: 'ceramic-mug', variantId: 'mug-sand' } });
    expect([noXsrf.status, noXsrf.json.crumbFail]).toEqual([401, true]);
    const badCursor = await user.get(`${MANAGE}/groups?cursor=%%%`);
    expect(badCursor.status).toBe(400);
  });
});
