import { setTimeout as sleep } from 'node:timers/promises';
import { COOKIE, type DevRouter } from '../DevContext';
import { HttpError } from '../http/HttpError';
import { clientAddress } from '../RateLimiter';
import { CART_COOKIE_MAX_AGE_SECONDS, currentCart } from './cartRoutes';

/** Lifetime of a remembered site-user session: 30 days. */
export const REMEMBER_ME_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** Message of a 429 when a client address has failed too many log-ins. */
export const LOGIN_RATE_LIMITED = 'Too many failed log-in attempts from this network. Please try again later.';

/** Registers site-user login, logout and session lookup. */
export function registerSiteUserRoutes(router: DevRouter): void {
  router.add('POST', '/api/site-users/account/session', async (context) => {
    const body = await context.readJson();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object.');
    const { email, password, rememberMe } = body as Record<string, unknown>;
    if (typeof email !== 'string' || email.trim() === '') throw new HttpError(400, '"email" is required.');
    if (typeof password !== 'string' || password === '') throw new HttpError(400, '"password" is required.');
    if (rememberMe !== undefined && typeof rememberMe !== 'boolean') throw new HttpError(400, '"rememberMe" must be true or false.');
    const account = email.trim();
    const throttle = context.loginThrottle;
    const delay = throttle?.accountDelay(account) ?? 0;
    if (delay > 0) await sleep(delay);
    const retryAfterSeconds = throttle?.retryAfter(clientAddress(context.request)) ?? 0;
    if (retryAfterSeconds > 0) {
      return { status: 429, json: { error: LOGIN_RATE_LIMITED, message: LOGIN_RATE_LIMITED }, headers: { 'Retry-After': String(retryAfterSeconds) } };
    }
    const session = context.store.login(account, password, rememberMe === true);
    if (!session) {
      throttle?.recordFailure(clientAddress(context.request), account);
      throw new HttpError(401, 'Invalid email or password.');
    }
    throttle?.recordSuccess(account);
    const maxAgeSeconds = session.rememberMe ? REMEMBER_ME_MAX_AGE_SECONDS : undefined;
    context.setCookie(COOKIE.siteUserSession, session.token, { httpOnly: true, maxAgeSeconds });
    const cart = context.store.adoptCart(session.userId, currentCart(context), context.crumb);
    if (cart) context.setCookie(COOKIE.cart, cart.token, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS });
    else if (context.cookies.has(COOKIE.cart)) context.clearCookie(COOKIE.cart);
    return { json: { xsrfToken: session.xsrfToken } };
  });

  router.add('GET', '/api/site-users/account/session', (context) => {
    const user = context.siteUser;
    return { json: user ? { authenticated: true, email: user.email, displayName: user.displayName } : { authenticated: false } };
  });

  router.add('DELETE', '/api/site-users/account/session', (context) => {
    const cloneCart = context.query.get('cloneCart');
    if (cloneCart !== null && cloneCart !== 'true' && cloneCart !== 'false') {
      throw new HttpError(400, `Query parameter "cloneCart" must be true or false; got ${JSON.stringify(cloneCart)}.`);
    }
    const token = context.cookies.get(COOKIE.siteUserSession);
    if (token) context.store.logout(token);
    context.clearCookie(COOKIE.siteUserSession);
    const cart = currentCart(context);
    let cartToken: string | null = null;
    if (cloneCart === 'true' && cart) {
      const copy = context.store.cloneCart(cart, context.crumb);
      cartToken = copy.token;
      context.setCookie(COOKIE.cart, copy.token, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS });
    } else if (context.cookies.has(COOKIE.cart)) {
      context.clearCookie(COOKIE.cart);
    }
    return { json: { loggedOut: true, cartToken } };
  });
}
