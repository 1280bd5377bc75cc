import { DEV_CAPTCHA_SCRIPT } from '../captcha';
import type { DevRouter } from '../DevContext';
import { parseFault } from '../FaultSwitches';
import { HttpError } from '../http/HttpError';
import { DEV_INSTALLMENT_MODAL_PATH, INSTALLMENT_MODAL_LOCALES, installmentModalHtml } from '../installmentModals';
import { DEMO_WEBSITE_ID } from '../store/DevStore';
import { currentCart, parseCartVersion } from './cartRoutes';

/** Registers the /api/dev/ control endpoints: faults, catalog, reviews, installment modal, captcha, checkout, stock, crumb, events. */
export function registerDevRoutes(router: DevRouter): void {
  const exempt = { crumb: 'none' } as const;

  router.add('GET', '/api/dev/faults', (context) => ({ json: { faults: context.faults.list() } }));
  router.add('POST', '/api/dev/faults', async (context) => {
    const fault = context.faults.set(parseFault(await context.readJson()));
    return { status: 201, json: { fault, faults: context.faults.list() } };
  }, exempt);
  router.add('DELETE', '/api/dev/faults', (context) => {
    context.faults.clear(context.query.get('path') ?? undefined);
    return { json: { faults: context.faults.list() } };
  }, exempt);

  router.add('GET', '/api/dev/catalog', (context) => ({ json: { items: context.store.products() } }));
  router.add('GET', '/api/dev/catalog/:idOrSlug', (context) => {
    const item = context.store.product(context.params.idOrSlug ?? '');
    if (!item) throw new HttpError(404, `No product with id or slug ${JSON.stringify(context.params.idOrSlug)}.`);
    return { json: item };
  });

  router.add('GET', '/api/dev/forms', (context) => ({ json: { forms: context.store.forms() } }));
  router.add('GET', '/api/dev/forms/:formId', (context) => {
    const form = context.store.form(context.params.formId ?? '');
    if (!form) throw new HttpError(404, `No form with id ${JSON.stringify(context.params.formId)}.`);
    return { json: form };
  });

  router.add('GET', '/api/dev/reviews', (context) => {
    const productId = context.query.get('productId');
    if (!productId) throw new HttpError(400, 'Query parameter "productId" is required.');
    if (!context.store.seedProduct(productId)) throw new HttpError(404, `No product with id ${JSON.stringify(productId)}.`);
    const reviews = context.store.reviews(productId);
    const total = reviews.reduce((sum, review) => sum + review.starRating, 0);
    return { json: { merchantId: DEMO_WEBSITE_ID, reviews, count: reviews.length, averageRating: reviews.length ? total / reviews.length : 0 } };
  });

  router.add('GET', DEV_INSTALLMENT_MODAL_PATH, (context) => {
    const locale = context.query.get('locale');
    if (!locale) throw new HttpError(400, 'Query parameter "locale" is required.');
    const html = installmentModalHtml(locale);
    if (html === undefined) throw new HttpError(404, `No installment modal for locale ${JSON.stringify(locale)}; supported: ${INSTALLMENT_MODAL_LOCALES.join(', ')}.`);
    return { body: html, contentType: 'text/html; charset=utf-8' };
  });

  router.add('GET', '/api/dev/captcha.js', () => ({ body: DEV_CAPTCHA_SCRIPT, contentType: 'text/javascript; charset=utf-8' }));

  router.add('GET', '/api/dev/crumb', (context) => ({ json: { crumb: context.crumb } }));

  router.add('POST', '/api/dev/checkout', async (context) => {
    const body = await context.readJson({});
    const token = typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>).cartToken === 'string'
      ? String((body as Record<string, unknown>).cartToken)
      : currentCart(context)?.token;
    const cart = token ? context.store.cartByToken(token) : undefined;
    if (!cart) throw new HttpError(404, 'No cart to check out: pass "cartToken" or send the CART cookie.');
    const version = typeof body === 'object' && body !== null ? parseCartVersion((body as Record<string, unknown>).cartVersion) : undefined;
    const shoppingCart = context.store.checkout(cart, version);
    return { json: { orderId: shoppingCart.orderId, shoppingCart } };
  }, exempt);

  router.add('PUT', '/api/dev/stock', async (context) => {
    const body = (await context.readJson()) as Record<string, unknown>;
    const variant = body?.sku ?? body?.variantId;
    if (typeof variant !== 'string') throw new HttpError(400, '"sku" (or "variantId") is required.');
    if (typeof body.qtyInStock !== 'number' || !Number.isInteger(body.qtyInStock) || body.qtyInStock < 0) {
      throw new HttpError(400, '"qtyInStock" must be a whole number of at least 0.');
    }
    context.store.setStock(variant, body.qtyInStock, body.unlimited === true);
    return { json: { ok: true } };
  }, exempt);

  router.add('GET', '/api/dev/events', (context) => ({ json: { events: context.store.events(context.query.get('channel') ?? undefined) } }));
  router.add('GET', '/api/dev/submissions', (context) => ({ json: { submissions: context.store.submissions() } }));
}
