import { isValidCaptchaToken } from '../captcha';
import type { DevContext, DevRouter } from '../DevContext';
import { HttpError } from '../http/HttpError';
import type { RestockSignUpJson } from '../store/DevStore';

/** Errors of the public restock sign-up, answered as `{ message }` (spec §5 wording where the spec has one). */
export const RESTOCK_ERRORS = {
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  captcha: 'Complete CAPTCHA before submitting.',
  inStock: 'This item is in stock: restock sign-up is only for sold-out variants.',
  disabled: 'Restock notifications are not enabled for this store.',
} as const;

/** Path of the public restock sign-up (the spec leaves it open). */
export const RESTOCK_SIGNUP_PATH = '/api/commerce/restock-notifications';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function objectBody(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, 'The request body must be a JSON object.');
  return value as Record<string, unknown>;
}

function resolveSoldOutVariant(context: DevContext, productId: unknown, variantId: unknown): { productId: string; variantId: string } {
  if (typeof productId !== 'string' || productId === '') throw new HttpError(400, '"productId" is required.');
  if (typeof variantId !== 'string' || variantId === '') throw new HttpError(400, '"variantId" is required.');
  const product = context.store.seedProduct(productId);
  if (!product) throw new HttpError(404, `No product with id ${JSON.stringify(productId)}.`);
  const stock = context.store.stock([product.id]).find((row) => row.variantId === variantId);
  if (!stock) throw new HttpError(404, `Product ${product.id} has no variant ${JSON.stringify(variantId)}.`);
  if (stock.unlimited || stock.qtyInStock > 0) throw new HttpError(400, RESTOCK_ERRORS.inStock);
  return { productId: product.id, variantId };
}

function sendRequestOf(value: unknown, index: number): { productId: string; variantId: string } {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (typeof record.productId !== 'string' || typeof record.variantId !== 'string') {
    throw new HttpError(400, `sendRequests[${index}] must have string "productId" and "variantId".`);
  }
  return { productId: record.productId, variantId: record.variantId };
}

/** Validates and stores a public restock sign-up (payload of spec §3); errors are HttpErrors whose message the client shows. */
export function signUpForRestock(context: DevContext, body: Record<string, unknown>): RestockSignUpJson {
  const email = typeof body.siteVisitorEmail === 'string' ? body.siteVisitorEmail.trim() : '';
  if (email === '') throw new HttpError(400, RESTOCK_ERRORS.emailBlank);
  if (email.length < 3 || email.length > 256 || !EMAIL_PATTERN.test(email)) throw new HttpError(400, RESTOCK_ERRORS.emailInvalid);
  if (body.captchaToken !== undefined && body.captchaToken !== null && !isValidCaptchaToken(body.captchaToken)) {
    throw new HttpError(400, RESTOCK_ERRORS.captcha);
  }
  const settings = typeof body.productId === 'string' ? (context.store.product(body.productId)?.storeSettings as { restockNotificationsEnabled?: boolean } | undefined) : undefined;
  if (settings && settings.restockNotificationsEnabled !== true) throw new HttpError(400, RESTOCK_ERRORS.disabled);
  const target = resolveSoldOutVariant(context, body.productId, body.variantId);
  return context.store.addRestockSignUp(target.productId, target.variantId, email, body.isJoinMailingList === true);
}

/** Registers the public restock sign-up and the site-user restock management calls (cursor-paged). */
export function registerRestockRoutes(router: DevRouter): void {
  router.add('POST', RESTOCK_SIGNUP_PATH, async (context) => ({ json: { signUp: signUpForRestock(context, objectBody(await context.readJson())) } }));

  router.add('POST', '/api/site-users/account/notifications/restock', async (context) => {
    const body = objectBody(await context.readJson());
    const target = resolveSoldOutVariant(context, body.productId, body.variantId);
    const email = context.siteUser?.email ?? '';
    return { json: { signUp: context.store.addRestockSignUp(target.productId, target.variantId, email, body.isJoinMailingList === true) } };
  }, { siteUser: 'xsrf' });

  router.add('GET', '/api/site-users/account/notifications/restock/groups', (context) => {
    const page = context.store.restockGroups(context.query.get('cursor') || undefined);
    return { json: { signUpGroups: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor } };
  }, { siteUser: 'session' });

  router.add('GET', '/api/site-users/account/notifications/restock', (context) => {
    const page = context.store.restockSignUps(
      context.query.get('productId') || undefined,
      context.query.get('variantId') || undefined,
      context.query.get('cursor') || undefined,
    );
    return { json: { signUps: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor } };
  }, { siteUser: 'session' });

  router.add('POST', '/api/site-users/account/notifications/restock/send', async (context) => {
    const request = sendRequestOf(objectBody(await context.readJson()), 0);
    return { json: { sentCount: context.store.sendRestockNotifications(request.productId, request.variantId) } };
  }, { siteUser: 'xsrf' });

  router.add('POST', '/api/site-users/account/notifications/restock/send/all', async (context) => {
    const body = objectBody(await context.readJson());
    if (!Array.isArray(body.sendRequests)) throw new HttpError(400, '"sendRequests" must be a list of { productId, variantId }.');
    const requests = body.sendRequests.map((value, index) => sendRequestOf(value, index));
    const sentCount = requests.reduce((sum, request) => sum + context.store.sendRestockNotifications(request.productId, request.variantId), 0);
    return { json: { sentCount } };
  }, { siteUser: 'xsrf' });
}
