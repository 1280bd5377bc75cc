import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COOKIE, type DevContext, type DevRouter } from '../DevContext';
import { demoPageContext, withPageContext, type PageContextScriptOptions } from '../pages/demoPageContext';
import { HttpError } from '../http/HttpError';
import {
  renderCartPage,
  renderCheckoutPage,
  renderCheckoutReviewPage,
  renderNotFoundPage,
  renderProductPage,
  renderShopPage,
  renderTelemetryProbePage,
  type TelemetryProbeThrow,
} from '../pages/renderPages';
import { currentCart } from './cartRoutes';
import { signUpForRestock } from './restockRoutes';
import { productImageSvg } from '../pages/productImageSvg';

/** Content-Security-Policy sent with every page (strict: no inline script or style, Trusted Types required). */
export const PAGE_CSP = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";

const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
};

async function serveFile(root: string, relative: string): Promise<{ body: Buffer; contentType: string }> {
  const base = resolve(root);
  const file = resolve(base, relative);
  if (file !== base && !file.startsWith(base + sep)) throw new HttpError(404, 'Not found.');
  try {
    if (!(await stat(file)).isFile()) throw new Error('not a file');
    return { body: await readFile(file), contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' };
  } catch {
    throw new HttpError(404, `No file ${relative} (run npm run build for /dist/).`);
  }
}

function page(context: DevContext, html: string, status = 200, options: PageContextScriptOptions = {}) {
  return { status, body: withPageContext(html, demoPageContext(context), options), contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': PAGE_CSP } };
}

/** Registers the demo storefront pages and static files (/dist/ from the build, /dev/ from dev/public). */
export function registerPageRoutes(router: DevRouter): void {
  router.add('GET', '/', () => ({ status: 302, headers: { Location: '/shop' } }));
  router.add('GET', '/favicon.ico', () => ({ status: 204 }));
  router.add('GET', '/shop', (context) => page(context, renderShopPage(context.store.products())));
  router.add('GET', '/shop/p/:slug', (context) => {
    const item = context.store.product(context.params.slug ?? '');
    if (!item || item.urlId !== context.params.slug) return page(context, renderNotFoundPage(context.path), 404);
    return page(context, renderProductPage(item, context.store.reviews(String(item.id)), { crumb: context.crumb }));
  });
  router.add('POST', '/shop/p/:slug/restock', async (context) => {
    const item = context.store.product(context.params.slug ?? '');
    if (!item || item.urlId !== context.params.slug) return page(context, renderNotFoundPage(context.path), 404);
    const form = await context.readForm();
    const captcha = form.get('g-recaptcha-response');
    const settings = item.storeSettings as { restockNotificationsSuccessText?: string };
    let notice: { kind: 'success' | 'error'; text: string };
    let status = 200;
    try {
      signUpForRestock(context, {
        productId: item.id,
        variantId: form.get('variantId') ?? '',
        siteVisitorEmail: form.get('siteVisitorEmail') ?? '',
        isJoinMailingList: form.get('isJoinMailingList') === 'true',
        captchaToken: captcha === null ? undefined : captcha,
      });
      notice = { kind: 'success', text: settings.restockNotificationsSuccessText || 'Signed up!' };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      notice = { kind: 'error', text: error.message };
      status = error.status;
    }
    return page(context, renderProductPage(item, context.store.reviews(String(item.id)), { crumb: context.crumb, notice }), status);
  }, { crumb: 'form' });
  router.add('GET', '/cart', (context) => page(context, renderCartPage(context.store.cartJson(currentCart(context)))));
  for (const [path, heading] of [['/checkout', 'Checkout'], ['/checkout/subscription', 'Subscription'], ['/subscription', 'Subscription']] as const) {
    router.add('GET', path, (context) => {
      const token = context.query.get('cartToken') || context.cookies.get(COOKIE.expressCart) || context.cookies.get(COOKIE.cart) || '';
      const cart = token ? context.store.cartByToken(token) : undefined;
      if (!cart) return page(context, renderCheckoutPage(undefined, 'There is no cart with that token.'), 404);
      if (cart.is_purchased === 1) return page(context, renderCheckoutPage(context.store.cartJson(cart), undefined));
      return page(context, renderCheckoutReviewPage(context.store.cartJson(cart), context.crumb, heading));
    });
  }
  router.add('POST', '/checkout', async (context) => {
    const token = (await context.readForm()).get('cartToken') ?? '';
    const cart = token ? context.store.cartByToken(token) : undefined;
    if (!cart) return page(context, renderCheckoutPage(undefined, 'There is no cart with that token.'), 404);
    try {
      return page(context, renderCheckoutPage(context.store.checkout(cart), undefined));
    } catch (error) {
      if (error instanceof HttpError) return page(context, renderCheckoutPage(undefined, error.message), error.status);
      throw error;
    }
  }, { crumb: 'form' });
  router.add('GET', '/telemetry-probe', (context) => {
    const kind = context.query.get('throw') ?? 'none';
    if (kind !== 'ours' && kind !== 'theirs' && kind !== 'none') throw new HttpError(400, '"throw" must be ours, theirs or none.');
    return page(context, renderTelemetryProbePage(kind as TelemetryProbeThrow), 200, { reportAllErrors: context.query.get('reportAll') === '1' });
  });
  router.add('GET', '/dist/*', async (context) => {
    const file = await serveFile(context.distDir, context.params.rest ?? '');
    return { ...file, headers: { 'Cache-Control': 'no-cache' } };
  });
  router.add('GET', '/dev/images/:name', (context) => {
    const slug = (context.params.name ?? '').replace(/\.svg$/, '');
    const seed = context.store.seedProduct(slug);
    if (!seed) throw new HttpError(404, `No image ${context.params.name}.`);
    return { body: productImageSvg(seed.title, seed.slug), contentType: 'image/svg+xml' };
  });
  router.add('GET', '/dev/*', async (context) => serveFile(join(PUBLIC_DIR), context.params.rest ?? ''));
}
