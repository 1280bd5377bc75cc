import { describe, expect, it } from 'vitest';
import { ApiClient, ApiError, MemoryCookieJar, type HttpAdapter, type HttpRequest, type HttpResponse } from '../../../src/core/api';
import { createCartStore } from '../../../src/core/cart';
import {
  accountActivityTransition,
  accountFailureMessage,
  INITIAL_ACCOUNT_ACTIVITY,
  SiteUserAccount,
  SiteUserSession,
  validateLogin,
} from '../../../src/core/session';

function respond(status: number, body: unknown): HttpResponse {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { status, headers: { get: () => 'application/json' }, text: async () => text };
}

const emptyCart = { id: '', entries: [], subtotalCents: 0, totalQuantity: 0 };
const userCart = { id: 'cart-user', entries: [{ id: 'e1', itemId: 'tee', quantity: 2, chosenVariant: { sku: 'SQ-1', attributes: {} }, title: 'Tee', subTotal: 4000, purchasePriceCents: 2000 }], subtotalCents: 4000, totalQuantity: 2 };

/** A client over a scripted server: answers in order per "METHOD path", recording every request. */
function scripted(answers: Record<string, HttpResponse[]>) {
  const requests: HttpRequest[] = [];
  const http: HttpAdapter = {
    async send(request) {
      requests.push(request);
      const key = `${request.method} ${new URL(request.url, 'http://x').pathname}`;
      const queue = answers[key];
      const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
      if (!answer) throw new Error(`no answer for ${key}`);
      return answer;
    },
  };
  const cookies = new MemoryCookieJar();
  const session = new SiteUserSession({ authenticatedAccountId: null });
  const api = new ApiClient({ http, cookies, xsrfTokens: session });
  const cart = createCartStore({ api, cookies, isAuthenticated: () => session.isAuthenticated() });
  return { requests, session, cart, account: new SiteUserAccount({ api, cart, session }) };
}

describe('SiteUserAccount', () => {
  it('logs in with email, password and remember me, keeps the token for later calls, and reloads the cart as the site user’s', async () => {
    const { requests, session, cart, account } = scripted({
      'POST /api/site-users/account/session': [respond(200, { xsrfToken: 'xsrf-1' })],
      'GET /api/commerce/shopping-cart': [respond(200, userCart)],
    });
    await account.logIn({ email: ' shopper@example.com ', password: 'secret', rememberMe: true });
    expect(JSON.parse(requests[0]!.body!)).toEqual({ email: 'shopper@example.com', password: 'secret', rememberMe: true });
    expect(session.getSnapshot()).toEqual({ authenticated: true, xsrfToken: 'xsrf-1', email: 'shopper@example.com' });
    expect(requests[1]!.headers['X-XSRF-Token']).toBe('xsrf-1');
    expect(cart.getSnapshot().totalQuantity).toBe(2);
  });

  it('logs out with cloneCart, retrying once when the answer has crumbFail, then forgets the token and reloads the cart', async () => {
    const { requests, session, cart, account } = scripted({
      'POST /api/site-users/account/session': [respond(200, { xsrfToken: 'xsrf-1' })],
      'DELETE /api/site-users/account/session': [respond(401, { crumbFail: true, error: 'crumb' }), respond(200, { loggedOut: true, cartToken: 'copy' })],
      'GET /api/commerce/shopping-cart': [respond(200, userCart), respond(200, emptyCart)],
    });
    await account.logIn({ email: 'a@b.c', password: 'p' });
    await account.logOut({ cloneCart: true });
    const deletes = requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.url)).toEqual(['/api/site-users/account/session?cloneCart=true', '/api/site-users/account/session?cloneCart=true']);
    expect(session.getSnapshot()).toMatchObject({ authenticated: false, email: undefined });
    expect(cart.getSnapshot().totalQuantity).toBe(0);
    expect(requests.at(-1)!.headers['X-XSRF-Token']).toBeUndefined();
  });

  it('rejects with the server’s message on a wrong password, staying logged out', async () => {
    const { session, account } = scripted({ 'POST /api/site-users/account/session': [respond(401, { error: 'Invalid email or password.', message: 'Invalid email or password.' })] });
    const error = await account.logIn({ email: 'a@b.c', password: 'wrong' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(accountFailureMessage(error)).toEqual({ key: 'api.error.serverMessage', values: { message: 'Invalid email or password.' } });
    expect(session.isAuthenticated()).toBe(false);
  });
});

describe('validateLogin', () => {
  it('needs an email and a password', () => {
    expect(validateLogin({ email: '  ', password: 'x' })).toEqual({ field: 'email', message: { key: 'account.emailBlank' } });
    expect(validateLogin({ email: 'a@b.c', password: '' })).toEqual({ field: 'password', message: { key: 'account.passwordBlank' } });
    expect(validateLogin({ email: 'a@b.c', password: ' ' })).toBeNull();
  });
});

describe('accountActivityTransition', () => {
  it('goes idle → logging-in → idle, and shows a failure until the next edit', () => {
    let state = accountActivityTransition(INITIAL_ACCOUNT_ACTIVITY, { type: 'log-in' });
    expect(state).toEqual({ status: 'logging-in' });
    expect(accountActivityTransition(state, { type: 'log-out' })).toBe(state);
    state = accountActivityTransition(state, { type: 'failed', message: { key: 'api.error.network' } });
    expect(state).toEqual({ status: 'idle', invalid: null, error: { key: 'api.error.network' } });
    expect(accountActivityTransition(state, { type: 'edit' })).toEqual(INITIAL_ACCOUNT_ACTIVITY);
    expect(accountActivityTransition(accountActivityTransition(INITIAL_ACCOUNT_ACTIVITY, { type: 'log-out' }), { type: 'succeeded' })).toEqual(INITIAL_ACCOUNT_ACTIVITY);
  });

  it('keeps a validation error until the next edit or attempt', () => {
    const invalid = { field: 'email' as const, message: { key: 'account.emailBlank' } };
    const state = accountActivityTransition(INITIAL_ACCOUNT_ACTIVITY, { type: 'invalid', invalid });
    expect(state).toEqual({ status: 'idle', invalid, error: null });
    expect(accountActivityTransition(state, { type: 'log-in' })).toEqual({ status: 'logging-in' });
  });
});
