import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COOKIE, type DevContext, type DevRouter } from '../DevContext';
import { DEMO_SHOP_COLLECTION, demoPageContext, readDemoLanguage, readDemoSwitches, withPageContext, type DemoLanguage, type DemoPageFacts, type PageContextScriptOptions } from '../pages/demoPageContext';
import { HttpError } from '../http/HttpError';
import { PageType } from '../../src/core/site/PageType';
import { RecordType } from '../../src/core/site/RecordType';
import {
  renderAccountPage,
  renderCartPage,
  renderCheckoutPage,
  renderCheckoutReviewPage,
  renderContactPage,
  renderContactThanksPage,
  renderNotFoundPage,
  renderProductPage,
  renderSearchPage,
  renderShopPage,
  renderTelemetryProbePage,
  type ProductLookup,
  type TelemetryProbeThrow,
} from '../pages/renderPages';
import { currentCart, parseCartVersion } from './cartRoutes';
import { CART_ERRORS } from '../store/DevStore';
import { PRODUCT_TYPE } from '../store/seedCatalog';
import { signUpForRestock } from './restockRoutes';
import { productImageSvg } from '../pages/productImageSvg';

/** Content-Security-Policy sent with every page (strict: no inline script or style, Trusted Types required, no plugins, no foreign <base>, framed only by the site itself). */
export const PAGE_CSP = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

/** Headers sent with every page: the recommended headers for a store page (dev/README.md); every response also gets `X-Content-Type-Options: nosniff`. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': PAGE_CSP,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Caching of demo pages: revalidated on every load, yet kept for the back/forward cache (no-store would bar it). */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

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

/** The layout's classic script tag, which a page's catalog preload goes before. */
const CLASSIC_SCRIPT_TAG = /<script src="\/dist\/storefront-elements\.js"[^>]*><\/script>/;

/**
 * The page's language (`?lang=fr-CA`, remembered in a cookie) puts the page in that language (`<html lang>`), and a
 * page in another locale than en-US preloads its catalog, which the elements load (`locales/<locale>.js`); `?dir=rtl`
 * lays it out right to left.
 */
function withPageLanguage(html: string, { tag, locale }: Pick<DemoLanguage, 'tag' | 'locale'>, dir: string | null): string {
  const direction = dir === 'rtl' || dir === 'ltr' ? ` dir="${dir}"` : '';
  const withCatalog = locale === 'en-US' ? html : html.replace(CLASSIC_SCRIPT_TAG, `<link rel="modulepreload" href="/dist/locales/${locale}.js">\n$&`);
  if (!tag && !direction) return withCatalog;
  return withCatalog.replace('<html lang="en">', `<html lang="${tag ?? 'en'}"${direction}>`);
}

function page(context: DevContext, html: string, status = 200, facts: DemoPageFacts = { pageType: PageType.PAGE }, options: PageContextScriptOptions = {}) {
  return {
    status,
    body: withPageContext(withPageLanguage(html, readDemoLanguage(context), context.query.get('dir')), demoPageContext(context, facts), options),
    contentType: 'text/html; charset=utf-8',
    headers: { ...PAGE_SECURITY_HEADERS, 'Cache-Control': PAGE_CACHE_CONTROL },
  };
}

/** Finds a catalog item of the context's store by id, for the checkout pages. */
function productOf(context: DevContext): ProductLookup {
  return (itemId) => context.store.product(itemId);
}

function notFound(context: DevContext) {
  return page(context, renderNotFoundPage(readDemoLanguage(context), context.path), 404, { pageType: PageType.NOT_FOUND });
}

function productFacts(item: Record<string, unknown>): DemoPageFacts {
  return {
    pageType: PageType.CONTENT_ITEM,
    item: { id: String(item.id), title: String(item.title ?? ''), recordType: RecordType.STORE_ITEM },
    collection: DEMO_SHOP_COLLECTION,
  };
}

/** Registers the demo storefront pages and static files (/dist/ from the build, /dev/ from dev/public). */
export function registerPageRoutes(router: DevRouter): void {
  router.add('GET', '/', () => ({ status: 302, headers: { Location: '/shop' } }));
  router.add('GET', '/favicon.ico', () => ({ status: 204 }));
  router.add('GET', '/shop', (context) => page(context, renderShopPage(readDemoLanguage(context), context.store.products()), 200, { pageType: PageType.PAGE, collection: DEMO_SHOP_COLLECTION }));
  router.add('GET', '/search', (context) => page(context, renderSearchPage(readDemoLanguage(context), context.query.get('q') ?? '', context.store.products()), 200, { pageType: PageType.SEARCH }));
  router.add('GET', '/account', (context) => {
    const switches = readDemoSwitches(context);
    return page(context, renderAccountPage(readDemoLanguage(context), {
      cookiePolicy: switches.restrictive ? 'restrictive' : 'default',
      roles: switches.roles.length ? switches.roles.join(', ') : 'none',
      census: switches.censusDisabled ? 'off' : 'on',
    }));
  });
  router.add('GET', '/shop/p/:slug', (context) => {
    const item = context.store.product(context.params.slug ?? '');
    if (!item || item.urlId !== context.params.slug) return notFound(context);
    return page(context, renderProductPage(readDemoLanguage(context), item, context.store.reviews(String(item.id)), { crumb: context.crumb }), 200, productFacts(item));
  });
  router.add('POST', '/shop/p/:slug/restock', async (context) => {
    const item = context.store.product(context.params.slug ?? '');
    if (!item || item.urlId !== context.params.slug) return notFound(context);
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
    return page(context, renderProductPage(readDemoLanguage(context, String(item.fullUrl)), item, context.store.reviews(String(item.id)), { crumb: context.crumb, notice }), status, productFacts(item));
  }, { crumb: 'form' });
  router.add('GET', '/contact', (context) => {
    const form = context.store.form('every-field-form');
    if (!form) return page(context, renderNotFoundPage(readDemoLanguage(context), context.path), 404);
    return page(context, renderContactPage(readDemoLanguage(context), form, 'newsletter-form'));
  });
  router.add('GET', '/contact/thanks', (context) => page(context, renderContactThanksPage(readDemoLanguage(context))));
  router.add('GET', '/cart', (context) => page(context, renderCartPage(readDemoLanguage(context), context.store.cartJson(currentCart(context))), 200, { pageType: PageType.CART }));
  for (const [path, heading] of [['/checkout', 'checkout'], ['/checkout/subscription', 'subscription'], ['/subscription', 'subscription']] as const) {
    router.add('GET', path, (context) => {
      const token = context.query.get('cartToken') || context.cookies.get(COOKIE.expressCart) || context.cookies.get(COOKIE.cart) || '';
      const cart = token ? context.store.cartByToken(token) : undefined;
      if (!cart) return page(context, renderCheckoutPage(readDemoLanguage(context), undefined, productOf(context), 'There is no cart with that token.'), 404, { pageType: PageType.CHECKOUT });
      if (cart.is_purchased === 1) return page(context, renderCheckoutPage(readDemoLanguage(context), context.store.cartJson(cart), productOf(context), undefined), 200, { pageType: PageType.ORDER_CONFIRMED });
      const seen = parseCartVersion(context.query.get('cartVersion'));
      const shoppingCart = context.store.cartJson(cart);
      const stale = seen !== undefined && seen !== shoppingCart.version;
      return page(context, renderCheckoutReviewPage(readDemoLanguage(context), shoppingCart, productOf(context), context.crumb, heading, stale ? CART_ERRORS.staleCart : undefined), stale ? 409 : 200, {
        pageType: PageType.CHECKOUT,
      });
    });
  }
  router.add('GET', '/checkout/gift-card', (context) => {
    const itemId = context.query.get('itemId') ?? '';
    const variantId = context.query.get('variantId') ?? '';
    const token = context.cookies.get(COOKIE.expressCart) ?? '';
    const cart = token ? context.store.cartByToken(token) : undefined;
    const shoppingCart = cart ? context.store.cartJson(cart) : undefined;
    const entry = shoppingCart?.entries.find((candidate) => candidate.itemId === itemId && (candidate.variantId === variantId || candidate.sku === variantId));
    if (!cart || !shoppingCart || !entry || entry.productType !== PRODUCT_TYPE.GIFT_CARD) {
      return page(context, renderCheckoutPage(readDemoLanguage(context), undefined, productOf(context), 'There is no gift card purchase for that item and variant.'), 404, { pageType: PageType.CHECKOUT });
    }
    if (cart.is_purchased === 1) return page(context, renderCheckoutPage(readDemoLanguage(context), shoppingCart, productOf(context), undefined), 200, { pageType: PageType.ORDER_CONFIRMED });
    return page(context, renderCheckoutReviewPage(readDemoLanguage(context), shoppingCart, productOf(context), context.crumb, 'giftCard'), 200, { pageType: PageType.CHECKOUT });
  });
  router.add('POST', '/checkout', async (context) => {
    const form = await context.readForm();
    const token = form.get('cartToken') ?? '';
    const cart = token ? context.store.cartByToken(token) : undefined;
    if (!cart) return page(context, renderCheckoutPage(readDemoLanguage(context), undefined, productOf(context), 'There is no cart with that token.'), 404, { pageType: PageType.CHECKOUT });
    try {
      return page(context, renderCheckoutPage(readDemoLanguage(context), context.store.checkout(cart, parseCartVersion(form.get('cartVersion'))), productOf(context), undefined), 200, { pageType: PageType.ORDER_CONFIRMED });
    } catch (error) {
      if (error instanceof HttpError && error.body.staleCart === true) {
        return page(context, renderCheckoutReviewPage(readDemoLanguage(context), context.store.cartJson(cart), productOf(context), context.crumb, 'checkout', error.message), error.status, { pageType: PageType.CHECKOUT });
      }
      if (error instanceof HttpError) return page(context, renderCheckoutPage(readDemoLanguage(context), undefined, productOf(context), error.message), error.status, { pageType: PageType.CHECKOUT });
      throw error;
    }
  }, { crumb: 'form' });
  router.add('GET', '/telemetry-probe', (context) => {
    const kind = context.query.get('throw') ?? 'none';
    if (kind !== 'ours' && kind !== 'theirs' && kind !== 'none') throw new HttpError(400, '"throw" must be ours, theirs or none.');
    return page(context, renderTelemetryProbePage(readDemoLanguage(context), kind as TelemetryProbeThrow), 200, { pageType: PageType.PAGE }, { reportAllErrors: context.query.get('reportAll') === '1' });
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
