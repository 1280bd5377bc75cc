import { COOKIE, type DevContext, type DevRouter } from '../DevContext';
import { HttpError } from '../http/HttpError';
import type { CartRow } from '../store/DevStore';

/** Lifetime of the cart cookie: 14 days. */
export const CART_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 3600;

function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, `${what} must be a JSON object.`);
  return value as Record<string, unknown>;
}

/**
 * The visitor's open cart: from the CART cookie, else the site user's, else the one created for this browser session
 * (crumb cookie) whose answer, and so its CART cookie, never arrived; undefined when there is none (or it was checked out).
 */
export function currentCart(context: DevContext): CartRow | undefined {
  const token = context.cookies.get(COOKIE.cart);
  const cart = token ? context.store.cartByToken(token) : undefined;
  if (cart && cart.kind === 'standard' && cart.is_purchased === 0) return cart;
  if (context.siteUser) return context.store.userCart(context.siteUser.userId);
  return context.crumb ? context.store.browserSessionCart(context.crumb) : undefined;
}

/** Names the visitor's cart in the CART cookie when the request did not. */
function rememberCart(context: DevContext, cart: CartRow | undefined): CartRow | undefined {
  if (cart && context.cookies.get(COOKIE.cart) !== cart.token) context.setCookie(COOKIE.cart, cart.token, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS });
  return cart;
}

function cartOrCreate(context: DevContext): CartRow {
  const existing = rememberCart(context, currentCart(context));
  if (existing) return existing;
  const cart = context.store.createCart('standard', context.crumb);
  if (context.siteUser) context.store.attachCart(context.siteUser.userId, cart);
  context.setCookie(COOKIE.cart, cart.token, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS });
  return cart;
}

function parseBooleanQuery(context: DevContext, name: string): boolean {
  const value = context.query.get(name);
  if (value === null || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new HttpError(400, `Query parameter "${name}" must be true or false; got ${JSON.stringify(value)}.`);
}

/** Reads an optional cart version (query or form value) for the checkout's stale-cart guard; 400 when it is not a whole number. */
export function parseCartVersion(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
    throw new HttpError(400, `cartVersion must be a whole number; got ${JSON.stringify(value)}.`);
  }
  return number;
}

/** Registers the cart, subscription and inventory endpoints of spec §7 and the entry quantity extension. */
export function registerCartRoutes(router: DevRouter): void {
  router.add('GET', '/api/commerce/shopping-cart', (context) => {
    const mock = parseBooleanQuery(context, 'mock');
    const timecode = context.query.get('timecode');
    if (timecode !== null && timecode !== '' && !/^\d+$/.test(timecode)) {
      throw new HttpError(400, `Query parameter "timecode" must be digits; got ${JSON.stringify(timecode)}.`);
    }
    if (mock) return { json: context.store.mockCartJson() };
    return { json: context.store.cartJson(rememberCart(context, currentCart(context))) };
  });

  router.add('POST', '/api/commerce/shopping-cart/entries', async (context) => {
    const body = asRecord(await context.readJson(), 'The request body');
    const input = { itemId: body.itemId, sku: body.sku, quantity: body.quantity === undefined ? 1 : body.quantity, additionalFields: body.additionalFields };
    if (parseBooleanQuery(context, 'isExpress')) {
      const { cart, entry } = context.store.createSingleItemCart('express', input);
      context.setCookie(COOKIE.expressCart, cart.token, { maxAgeSeconds: 3600 });
      return { json: { shoppingCart: context.store.cartJson(cart), newlyAdded: entry } };
    }
    const cart = cartOrCreate(context);
    const newlyAdded = context.store.addEntry(cart, input);
    return { json: { shoppingCart: context.store.cartJson(cart), newlyAdded } };
  });

  router.add('PUT', '/api/commerce/shopping-cart/entries/:entryId/additionalFields', async (context) => {
    const body = asRecord(await context.readJson(), 'The request body');
    const cart = currentCart(context);
    if (!cart) throw new HttpError(404, 'There is no cart for this visitor.');
    const updatedEntry = context.store.updateAdditionalFields(cart, context.params.entryId ?? '', {
      itemId: body.itemId, sku: body.sku, additionalFields: body.additionalFields,
    });
    return { json: { shoppingCart: context.store.cartJson(cart), updatedEntry } };
  });

  router.add('PUT', '/api/commerce/shopping-cart/entries/:entryId', async (context) => {
    const body = asRecord(await context.readJson(), 'The request body');
    const cart = currentCart(context);
    if (!cart) throw new HttpError(404, 'There is no cart for this visitor.');
    const updatedEntry = context.store.updateEntryQuantity(cart, context.params.entryId ?? '', body.quantity);
    return { json: { shoppingCart: context.store.cartJson(cart), updatedEntry } };
  });

  router.add('DELETE', '/api/commerce/shopping-cart/entries/:entryId', (context) => {
    const cart = currentCart(context);
    if (!cart) throw new HttpError(404, 'There is no cart for this visitor.');
    context.store.removeEntry(cart, context.params.entryId ?? '');
    return { json: { shoppingCart: context.store.cartJson(cart) } };
  });

  router.add('POST', '/api/3/commerce/cart/subscription', async (context) => {
    const body = asRecord(await context.readJson(), 'The request body');
    const { cart } = context.store.createSingleItemCart(
      'subscription',
      { itemId: body.itemId, sku: body.sku, quantity: body.qty === undefined ? 1 : body.qty, additionalFields: body.additionalFields },
      true,
    );
    return { json: { cartToken: cart.token } };
  });

  router.add('GET', '/api/commerce/inventory/stock', (context) => {
    const itemIds = context.query.getAll('itemId').flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
    if (itemIds.length === 0) throw new HttpError(400, 'Query parameter "itemId" is required.');
    const unknown = itemIds.filter((itemId) => !context.store.seedProduct(itemId));
    if (unknown.length > 0) throw new HttpError(404, `No product with itemId ${unknown.map((id) => JSON.stringify(id)).join(', ')}.`);
    return { json: { results: context.store.stock(itemIds) } };
  });
}
