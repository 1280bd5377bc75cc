// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/HttpSession';

const CSP = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

function productJsonBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}

function pageContextOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="store-page-context">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('the page has no store-page-context script');
  return JSON.parse(match[1] ?? '') as Record<string, unknown>;
}

describe('demo pages', () => {
  it('give every page its context: website id, locale, currency, captcha site key, and the logged-in account', async () => {
    const visitor = test.session();
    const anonymous = pageContextOf((await visitor.get('/shop')).text);
    expect(anonymous).toMatchObject({
      website: { id: 'demo-website', language: 'en-US', captchaSiteKey: expect.any(String), captchaScriptUrl: '/api/dev/captcha.js?render=explicit' },
      websiteSettings: { storeSettings: { selectedCurrency: 'USD' } },
      authenticatedAccount: null,
      websiteRoles: [],
      cookieSettings: { isRestrictiveCookiePolicyEnabled: false },
    });
    await visitor.post('/api/site-users/account/session', { json: { email: 'shopper@example.com', password: 'storefront-demo' } });
    for (const path of ['/shop', '/cart', '/shop/p/classic-tee']) {
      expect(pageContextOf((await visitor.get(path)).text).authenticatedAccount).toEqual({ id: expect.any(String) });
    }
  });

  it('give each page its page type, and a product page its item and collection', async () => {
    const visitor = test.session();
    const types = [];
    for (const path of ['/shop', '/search', '/account', '/cart', '/shop/p/no-such-thing']) types.push(pageContextOf((await visitor.get(path)).text).pageType);
    expect(types).toEqual([2, 102, 2, 200, 100]);
    const product = pageContextOf((await visitor.get('/shop/p/classic-tee')).text);
    expect(product).toMatchObject({ pageType: 50, itemId: expect.any(String), item: { title: 'Classic Tee', recordType: 11 }, collection: { permissionType: 1 } });
    expect(product.itemId).toBe((product.item as { id: string }).id);
  });

  it('switch the restrictive cookie policy (with its banner), the logged-in user’s roles and census by query, remembered in a cookie', async () => {
    const visitor = test.session();
    const first = pageContextOf((await visitor.get('/shop?demo-cookie-policy=restrictive&demo-roles=4,8&demo-census=off')).text);
    expect(first.cookieSettings).toEqual({ isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: false, isCookieBannerEnabled: true });
    expect([first.censusDisabled, first.websiteRoles]).toEqual([true, []]);
    await visitor.post('/api/site-users/account/session', { json: { email: 'shopper@example.com', password: 'storefront-demo' } });
    const later = pageContextOf((await visitor.get('/cart')).text);
    expect([later.cookieSettings, later.websiteRoles, later.censusDisabled]).toEqual([first.cookieSettings, [4, 8], true]);
    const account = await visitor.get('/account?demo-cookie-policy=default&demo-roles=none&demo-census=on');
    expect(pageContextOf(account.text)).toMatchObject({ cookieSettings: { isRestrictiveCookiePolicyEnabled: false }, websiteRoles: [], censusDisabled: false });
    expect(account.text).toContain('(now default)');
  });

  it('serve /account with <store-account> and /search with matching products, both with analytics and the consent banner', async () => {
    const visitor = test.session();
    const account = (await visitor.get('/account')).text;
    expect(account).toContain('<store-account');
    const search = (await visitor.get('/search?q=tee')).text;
    expect(search).toContain('href="/shop/p/classic-tee"');
    expect(search).not.toContain('href="/shop/p/ceramic-mug"');
    expect((await visitor.get('/search?q=zzz')).text).toContain('No products match “zzz”.');
    for (const html of [account, search]) {
      expect(html).toContain('<store-analytics></store-analytics>');
      expect(html).toContain('<store-cookie-consent></store-cookie-consent>');
    }
  });

  it("take ?lang and ?dir: html lang and dir, and the preload of the page's catalog before the classic script, but for en-US", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
    const belgian = (await test.session().get('/shop?lang=fr-BE&dir=rtl')).text;
    expect(belgian).toMatch(/^<!doctype html>\n<html lang="fr-BE" dir="rtl">/);
    expect(preloads(belgian)).toEqual(['/dist/locales/fr-FR.js']);
    expect(belgian.indexOf('<link rel="modulepreload"')).toBeLessThan(belgian.indexOf('<script src="/dist/storefront-elements.js"'));
    const canadian = (await test.session().get('/shop?lang=fr-CA')).text;
    expect(canadian).toMatch(/^<!doctype html>\n<html lang="fr-CA">/);
    expect(preloads(canadian)).toEqual(['/dist/locales/fr-CA.js']);
    const british = (await test.session().get('/shop?lang=en-GB')).text;
    expect(british).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
    expect(preloads(british)).toEqual([]);
    expect(preloads((await test.session().get('/shop?lang=xx-YY')).text)).toEqual([]);
    expect(preloads((await test.session().get('/shop')).text)).toEqual([]);
    expect((await test.session().get('/shop?dir=rtl')).text).toMatch(/^<!doctype html>\n<html lang="en" dir="rtl">/);
    expect((await test.session().get('/shop?lang=%22%3E&dir=up')).text).toMatch(/^<!doctype html>\n<html lang="en">/);
  });

  it('remember ?lang on later pages, with the demo navigation, headings and the switcher in that language', async () => {
    const visitor = test.session();
    const german = (await visitor.get('/search?q=tee&lang=de-DE')).text;
    expect(german).toMatch(/^<!doctype html>\n<html lang="de-DE">/);
    expect(german).toContain('<h1>Suche</h1>');
    expect(german).toContain('<form class="language-switcher" method="get" action="/search">\n<input type="hidden" name="q" value="tee">');
    expect(german).toContain('<option value="de-DE" lang="de-DE" selected>Deutsch (Deutschland)</option>');
    const cart = (await visitor.get('/cart')).text;
    expect(cart).toMatch(/^<!doctype html>\n<html lang="de-DE">/);
    expect(cart).toContain('<h1>Ihr Warenkorb</h1>');
    expect(cart).toContain('<li><a href="/cart">Warenkorb</a></li>');
    expect(cart).toContain('<label for="language-select">Sprache</label>');
    const english = (await visitor.get('/cart?lang=')).text;
    expect(english).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect((await visitor.get('/cart')).text).toContain('<h1>Your cart</h1>');
    expect((await test.session().get('/cart')).text).toContain('<h1>Your cart</h1>');
  });

  it('send the recommended security headers with every page, and nosniff with every response', async () => {
    for (const path of ['/shop', '/shop/p/classic-tee', '/cart', '/contact', '/account', '/shop/p/no-such-product']) {
      const response = await test.session().get(path);
      expect([path, response.headers.get('content-security-policy')]).toEqual([path, CSP]);
      expect([response.headers.get('x-content-type-options'), response.headers.get('referrer-policy'), response.headers.get('cross-origin-opener-policy')])
        .toEqual(['nosniff', 'strict-origin-when-cross-origin', 'same-origin']);
    }
    for (const path of ['/dev/demo.css', '/api/commerce/shopping-cart', '/api/no-such-call']) {
      expect([path, (await test.session().get(path)).headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
    }
  });

  it('serve /shop with the strict CSP, lang, title, landmarks and one <store-product> per product', async () => {
    const response = await test.session().get('/shop');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = response.text;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Shop · Storefront demo</title>');
    for (const landmark of ['<header', '<nav class="site-nav" aria-label="Main">', '<main id="main"', '<footer']) expect(html).toContain(landmark);
    expect(html).toContain('<script src="/dist/storefront-elements.js" defer blocking="render"></script>');
    expect(html).not.toMatch(/<script>|<style|style="/);
    const catalog = (await test.session().get('/api/dev/catalog')).json.items as Record<string, unknown>[];
    expect(productJsonBlocks(html)).toEqual(catalog);
  });

  it('serve a product page whose JSON equals the catalog item, with the product-page elements', async () => {
    const html = (await test.session().get('/shop/p/classic-tee')).text;
    const [item] = productJsonBlocks(html);
    expect(item).toEqual((await test.session().get('/api/dev/catalog/classic-tee')).json);
    for (const tag of ['store-variant-select', 'store-quantity-input', 'store-product-price', 'store-product-badge', 'store-scarcity', 'store-add-to-cart', 'store-cart-pill']) {
      expect(html).toContain(`<${tag}`);
    }
    expect(html).toContain('<h1 id="product-title">Classic Tee</h1>');
    expect(html).toContain('<store-add-to-cart mode="buy-now">');
  });

  it('choose the button mode by product: subscribe, gift card, plain add for personalised products', async () => {
    const visitor = test.session();
    expect((await visitor.get('/shop/p/coffee-subscription')).text).toContain('<store-add-to-cart mode="subscribe">');
    expect((await visitor.get('/shop/p/gift-card')).text).toContain('<store-add-to-cart mode="gift-card">');
    const pen = (await visitor.get('/shop/p/engraved-pen')).text;
    expect(pen).toContain('<store-add-to-cart mode="add">');
    expect(pen).not.toContain('mode="buy-now"');
  });

  it('show review stars, the review list and AggregateRating JSON-LD only on reviewed products', async () => {
    const visitor = test.session();
    const board = (await visitor.get('/shop/p/walnut-board')).text;
    expect(board).toContain('<store-review-stars><script type="application/json">{"merchantId":"demo-website","reviews":[');
    expect(board).toContain('<store-reviews product-id="walnut-board"><script type="application/json">');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(board)?.[1] ?? 'null') as { name: string; aggregateRating: { ratingValue: number; reviewCount: number } };
    expect(jsonLd.name).toBe('Walnut Cutting Board');
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 3 });
    const stickers = (await visitor.get('/shop/p/sticker-pack')).text;
    expect(stickers).not.toContain('<store-review-stars');
    expect(stickers).not.toContain('class="reviews"');
    expect(stickers).not.toContain('application/ld+json');
  });

  it('show the installment pill, opening the stand-in modal pages, on physical products that are not sold out only', async () => {
    const visitor = test.session();
    const tee = (await visitor.get('/shop/p/classic-tee')).text;
    const context = /<store-installment-pill modal-src="\/api\/dev\/installments\/modal\?locale=\{locale\}"><script type="application\/json">(.*?)<\/script><\/store-installment-pill>/.exec(tee)?.[1];
    expect(JSON.parse(context ?? 'null')).toEqual({ afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 100000, shopperLanguage: 'en', stripeAccountCountry: 'US' });
    for (const slug of ['field-guide-ebook', 'design-consultation', 'gift-card', 'ceramic-mug']) expect((await visitor.get(`/shop/p/${slug}`)).text, slug).not.toContain('<store-installment-pill');
  });

  it('escape JSON so a </script> in product data cannot close the data block', async () => {
    const html = (await test.session().get('/shop/p/walnut-board')).text;
    const block = /<script type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(block).toContain('\\u003cp\\u003e');
  });

  it('answer 404 with a page for an unknown product', async () => {
    const response = await test.session().get('/shop/p/nope');
    expect(response.status).toBe(404);
    expect(response.text).toContain('<h1>Page not found</h1>');
    expect(response.text).toContain('<code>/shop/p/nope</code>');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
  });
});

describe('contact page', () => {
  it('serves /contact with the every-field form as inline JSON, the newsletter form by id, and a Contact link in the nav', async () => {
    const visitor = test.session();
    const response = await visitor.get('/contact');
    expect(response.status).toBe(200);
    const html = response.text;
    const json = /<store-form>\s*<script type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(json ?? '{}')).toEqual(test.server.db.form('every-field-form'));
    expect(html).toContain('<store-form form-id="newsletter-form"></store-form>');
    expect(html).toContain('<a href="/contact">Contact</a>');
    expect(html).toContain('<h1>Contact</h1>');
    expect((await visitor.get('/contact/thanks')).text).toContain('<h1>Thanks for signing up</h1>');
  });
});

describe('restock sign-up form on product pages', () => {
  it('shows <store-restock-notification> with a no-script form listing only the sold-out variants (partly sold out: hidden until one is chosen), and nothing when nothing is sold out', async () => {
    const visitor = test.session();
    const mug = (await visitor.get('/shop/p/ceramic-mug')).text;
    expect(mug).toContain('<form class="restock-form" method="post" action="/shop/p/ceramic-mug/restock">');
    expect(mug).toContain('<option value="mug-sand">Sand</option><option value="mug-slate">Slate</option>');
    expect(mug).toContain('<script src="/api/dev/captcha.js" defer></script>');
    expect(mug).toMatch(/<section class="restock" aria-labelledby="restock-title">[\s\S]*<store-restock-notification mailing-list><\/store-restock-notification>\s*<noscript>\s*<form class="restock-form"/);
    expect(mug).toMatch(/<store-product>[\s\S]*<store-restock-notification[\s\S]*<\/store-product>/);
    const tee = (await visitor.get('/shop/p/classic-tee')).text;
    expect([...tee.matchAll(/<option value="([^"]+)">/g)].map((match) => match[1])).toEqual(['tee-l-white']);
    expect(tee).toContain('<section class="restock restock-partial" aria-labelledby="restock-title">');
    const board = (await visitor.get('/shop/p/walnut-board')).text;
    expect(board).not.toContain('restock-form');
    expect(board).not.toContain('store-restock-notification');
    expect(board).not.toContain('<script src="/api/dev/captcha.js"');
  });

  it('signs up through a plain form post with the crumb field, showing the store success text', async () => {
    const visitor = test.session();
    await visitor.get('/shop/p/ceramic-mug');
    const crumb = visitor.cookies.get('crumb') ?? '';
    const form = { crumb, variantId: 'mug-slate', siteVisitorEmail: 'form@example.com', isJoinMailingList: 'true', 'g-recaptcha-response': 'dev-captcha.0123456789abcdef01234567' };
    const response = await visitor.post('/shop/p/ceramic-mug/restock', { crumb: false, form });
    expect(response.status).toBe(200);
    expect(response.text).toContain('<p class="notice notice-success" role="status">Signed up! We will email you when it is back in stock.</p>');
    const stored = test.server.db.raw.prepare('SELECT variant_id, join_mailing_list FROM restock_signups WHERE email = ?').all('form@example.com');
    expect(stored).toEqual([{ variant_id: 'mug-slate', join_mailing_list: 1 }]);
  });

  it('shows the error message for a bad email or an unticked captcha, and refuses a missing crumb', async () => {
    const visitor = test.session();
    await visitor.get('/shop/p/ceramic-mug');
    const crumb = visitor.cookies.get('crumb') ?? '';
    const invalid = await visitor.post('/shop/p/ceramic-mug/restock', { crumb: false, form: { crumb, variantId: 'mug-sand', siteVisitorEmail: 'nope' } });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('<p class="notice" role="alert">Email is invalid</p>');
    const unticked = await visitor.post('/shop/p/ceramic-mug/restock', { crumb: false, form: { crumb, variantId: 'mug-sand', siteVisitorEmail: 'a@example.com', 'g-recaptcha-response': '' } });
    expect(unticked.text).toContain('<p class="notice" role="alert">Complete CAPTCHA before submitting.</p>');
    const noCrumb = await visitor.post('/shop/p/ceramic-mug/restock', { crumb: false, form: { variantId: 'mug-sand', siteVisitorEmail: 'a@example.com' } });
    expect(noCrumb.status).toBe(401);
  });
});

describe('cart and checkout pages', () => {
  it('render the empty cart, then the cart from the cookie, and check out through the crumb-protected form', async () => {
    const visitor = test.session();
    const cartJsonOf = (html: string) => JSON.parse(/<store-cart [^>]*><script type="application\/json">([\s\S]*?)<\/script><\/store-cart>/.exec(html)?.[1] ?? 'null') as { entries: unknown[]; totalQuantity: number };
    expect(cartJsonOf((await visitor.get('/cart')).text).entries).toEqual([]);
    await visitor.post('/api/commerce/shopping-cart/entries', { json: { itemId: 'classic-tee', sku: 'SQ-TEE-M-BLACK', quantity: 2 } });
    const cart = (await visitor.get('/cart')).text;
    expect(cart).toContain('<store-cart id="sqs-cart-root" class="cart-root" continue-url="/shop" checkout-url="/checkout">');
    expect(cartJsonOf(cart)).toMatchObject({ totalQuantity: 2, entries: [{ title: 'Classic Tee', quantity: 2, chosenVariant: { attributes: { Size: 'M', Color: 'Black' } } }] });
    expect(cart).toContain('<store-installment-pill source="cart" modal-src="/api/dev/installments/modal?locale={locale}"><script type="application/json">{"afterPayAvailable":true,');
    const token = visitor.cookies.get('CART') ?? '';
    const review = (await visitor.get(`/checkout?cartToken=${encodeURIComponent(token)}`)).text;
    expect(review).toContain('<button type="submit">Place order</button>');
    const forged = await visitor.post('/checkout', { crumb: false, form: { cartToken: token, crumb: 'forged' } });
    expect(forged.status).toBe(401);
    const before = test.server.db.stock(['classic-tee']).find((row) => row.sku === 'SQ-TEE-M-BLACK')?.qtyInStock ?? 0;
    const placed = await visitor.post('/checkout', { crumb: false, form: { cartToken: token, crumb: visitor.cookies.get('crumb') ?? '' } });
    expect(placed.status).toBe(200);
    expect(placed.text).toContain('<h1>Order confirmed</h1>');
    expect(test.server.db.stock(['classic-tee']).find((row) => row.sku === 'SQ-TEE-M-BLACK')?.qtyInStock).toBe(before - 2);
    expect(cartJsonOf((await visitor.get('/cart')).text).entries).toEqual([]);
  });

  it('open the express cart at /checkout without a token, and a subscription cart at /checkout/subscription', async () => {
    const visitor = test.session();
    await visitor.post('/api/commerce/shopping-cart/entries?isExpress=true', { json: { itemId: 'walnut-board', sku: 'SQ-BOARD', quantity: 1 } });
    expect((await visitor.get('/checkout')).text).toContain('<img class="line-item-image" src="/dev/images/walnut-board.svg" alt="" width="64" height="64"><a href="/shop/p/walnut-board">Walnut Cutting Board</a></th>');
    const subscription = await visitor.post('/api/3/commerce/cart/subscription', { json: { itemId: 'coffee-subscription', sku: 'SQ-COFFEE-GROUND', qty: 1 } });
    const page = (await visitor.get(`/checkout/subscription?cartToken=${encodeURIComponent(String(subscription.json.cartToken))}`)).text;
    expect(page).toContain('<h1>Subscription</h1>');
    expect(page).toContain('<img class="line-item-image" src="/dev/images/coffee-subscription.svg" alt="" width="64" height="64"><a href="/shop/p/coffee-subscription">Coffee Subscription</a></th>');
    expect(page).toContain('<td class="numeric">$18.00 every month for 1 year</td>');
    expect((await visitor.get('/checkout?cartToken=nope')).status).toBe(404);
  });

  it('refuse a checkout started from a stale cart version, showing the changed cart with a clear message', async () => {
    const visitor = test.session();
    const added = await visitor.post('/api/commerce/shopping-cart/entries', { json: { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 } });
    const seen = (added.json.shoppingCart as { version: number }).version;
    const entryId = (added.json.newlyAdded as { id: string }).id;
    const token = visitor.cookies.get('CART') ?? '';
    const review = await visitor.get(`/checkout?cartVersion=${seen}`);
    expect(review.status).toBe(200);
    expect(review.text).toContain(`<input type="hidden" name="cartVersion" value="${seen}">`);
    expect(review.text).not.toContain('role="alert"');
    await visitor.put(`/api/commerce/shopping-cart/entries/${entryId}`, { json: { quantity: 3 } });
    const crumb = visitor.cookies.get('crumb') ?? '';
    const refused = await visitor.post('/checkout', { crumb: false, form: { cartToken: token, cartVersion: String(seen), crumb } });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('<p class="notice notice-error" role="alert">Your cart changed in another window or tab. Please review it and check out again.</p>');
    expect(refused.text).toContain('<td class="numeric">3</td>');
    expect(refused.text).toContain(`<input type="hidden" name="cartVersion" value="${seen + 1}">`);
    const staleGet = await visitor.get(`/checkout?cartVersion=${seen}`);
    expect(staleGet.status).toBe(409);
    expect(staleGet.text).toContain('Your cart changed in another window or tab.');
    const placed = await visitor.post('/checkout', { crumb: false, form: { cartToken: token, cartVersion: String(seen + 1), crumb } });
    expect(placed.text).toContain('<h1>Order confirmed</h1>');
  });

  it('serve the gift card page for the express gift card purchase named by item id and variant', async () => {
    const visitor = test.session();
    await visitor.post('/api/commerce/shopping-cart/entries?isExpress=true', { json: { itemId: 'gift-card', sku: 'SQ-GIFT-50', quantity: 1 } });
    const variantId = test.server.db.stock(['gift-card']).find((row) => row.sku === 'SQ-GIFT-50')?.variantId ?? '';
    const page = await visitor.get(`/checkout/gift-card?itemId=gift-card&variantId=${encodeURIComponent(variantId)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Gift card</h1>');
    expect(page.text).toContain('<img class="line-item-image" src="/dev/images/gift-card.svg" alt="" width="64" height="64"><a href="/shop/p/gift-card">Gift Card</a></th>');
    expect(page.text).toContain('<button type="submit">Place order</button>');
    expect((await visitor.get('/checkout/gift-card?itemId=classic-tee&variantId=x')).status).toBe(404);
    expect((await test.session().get(`/checkout/gift-card?itemId=gift-card&variantId=${encodeURIComponent(variantId)}`)).status).toBe(404);
  });
});

describe('static files', () => {
  it('serve the stylesheet, product images and files from dist/, and refuse paths outside them', async () => {
    const visitor = test.session();
    const css = await visitor.get('/dev/demo.css');
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    const image = await visitor.get('/dev/images/classic-tee.svg');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.text).toContain('Classic Tee');
    expect((await visitor.get('/dev/%2e%2e/server.ts')).status).toBe(404);
    expect((await visitor.get('/dist/%2e%2e/package.json')).status).toBe(404);
  });

  it('serve /dist/ from the project root it is given', async () => {
    const root = join(test.dataDir, 'project');
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(join(root, 'dist', 'storefront-elements.js'), 'window.loaded = true;\n');
    const own = await startTestServer({ projectRoot: root });
    try {
      const script = await own.session().get('/dist/storefront-elements.js');
      expect([script.status, script.text, script.headers.get('content-type')]).toEqual([200, 'window.loaded = true;\n', 'text/javascript; charset=utf-8']);
    } finally {
      await own.stop();
    }
  });
});

describe('telemetry probe page', () => {
  it('names what the probe script throws, loads it, and opts the page context in to every error only with reportAll=1', async () => {
    const visitor = test.session();
    const ours = await visitor.get('/telemetry-probe?throw=ours');
    expect(ours.status).toBe(200);
    expect(ours.text).toContain('<code id="telemetry-probe" data-throw="ours">');
    expect(ours.text).toContain('<script src="/dev/telemetry-probe.js" defer></script>');
    expect(ours.text).toContain('<script type="application/json" id="store-page-context">');
    expect(pageContextOf(ours.text)).toMatchObject({ website: { id: 'demo-website' }, templateId: 'demo-template' });
    const optedIn = await visitor.get('/telemetry-probe?throw=theirs&reportAll=1');
    expect(optedIn.text).toContain('<script type="application/json" id="store-page-context" data-report-all-errors>');
    expect((await visitor.get('/dev/telemetry-probe.js')).text).toContain("throw new Error('third-party widget failed')");
    expect((await visitor.get('/telemetry-probe?throw=everything')).status).toBe(400);
  });
});
