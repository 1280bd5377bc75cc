// @vitest-environment node
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CSP } from '../../../dev/routes/pageRoutes';
import { HttpSession, startTestServer, type TestServer } from '../helpers/HttpSession';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let test: TestServer;
let browser: Browser;

beforeAll(async () => {
  test = await startTestServer();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await test?.stop();
});

/** Opens a page with /dist/ answered by an empty script, so the audit covers this server's markup and not the elements bundle. */
async function open(path: string, cookies: Map<string, string> = new Map(), javaScriptEnabled = true): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled });
  const url = new URL(test.server.url);
  if (cookies.size > 0) await context.addCookies([...cookies].map(([name, value]) => ({ name, value, domain: url.hostname, path: '/' })));
  const page = await context.newPage();
  await page.route('**/dist/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|TrustedHTML|TrustedScript/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${test.server.url}${path}`);
  return { page, violations };
}

async function audit(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Audits what a visitor without scripts gets on `page` (opened with scripts off, where axe cannot run): its markup with the
 * <noscript> content shown, served again at the same origin to a page with scripts on and the bundle left out.
 */
async function auditWithoutScripts(page: Page): Promise<string[]> {
  const markup = (await page.content()).replace(/<\/?noscript>/g, '');
  const context = await browser.newContext();
  try {
    const shown = await context.newPage();
    await shown.route('**/dist/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await shown.route('**/noscript-audit', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: markup }));
    await shown.goto(`${test.server.url}/noscript-audit`);
    return await audit(shown);
  } finally {
    await context.close();
  }
}

describe('demo pages in Chromium', () => {
  it('/shop has no axe violations and no CSP violations', async () => {
    const { page, violations } = await open('/shop');
    expect(await audit(page)).toEqual([]);
    expect(violations).toEqual([]);
    expect(await page.title()).toBe('Shop · Storefront demo');
  });

  it('/account and /search (with and without results) have no axe violations and no CSP violations', async () => {
    const { page, violations } = await open('/account');
    const found = (await audit(page)).map((violation) => `/account ${violation}`);
    for (const path of ['/search', '/search?q=tee', '/search?q=zzz']) {
      await page.goto(`${test.server.url}${path}`);
      found.push(...(await audit(page)).map((violation) => `${path} ${violation}`));
    }
    expect(found).toEqual([]);
    expect(violations).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('every product page has no axe violations and no CSP violations', async () => {
    const items = (await test.session().get('/api/dev/catalog')).json.items as { urlId: string }[];
    const { page, violations } = await open('/shop');
    const found: string[] = [];
    for (const item of items) {
      await page.goto(`${test.server.url}/shop/p/${item.urlId}`);
      found.push(...(await audit(page)).map((violation) => `${item.urlId} ${violation}`));
    }
    expect(found).toEqual([]);
    expect(violations).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('/cart with items (its markup without the elements bundle), the checkout page and the order confirmation have no axe violations', async () => {
    const visitor = new HttpSession(test.server.url);
    await visitor.post('/api/commerce/shopping-cart/entries', { json: { itemId: 'classic-tee', sku: 'SQ-TEE-S-WHITE', quantity: 1 } });
    const cart = await open('/cart', visitor.cookies);
    expect(await audit(cart.page)).toEqual([]);
    await cart.page.goto(`${test.server.url}/checkout`);
    expect(await audit(cart.page)).toEqual([]);
    await cart.page.getByRole('button', { name: 'Place order' }).click();
    await cart.page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
    expect(await audit(cart.page)).toEqual([]);
    expect(cart.violations).toEqual([]);
  }, 60_000);
});

describe('restock form in Chromium', () => {
  it('with scripts off, signs up through the plain form post of the <noscript> fallback', async () => {
    const { page, violations } = await open('/shop/p/ceramic-mug', new Map(), false);
    await page.getByLabel('Sold-out option').selectOption('mug-sand');
    await page.getByLabel('Email', { exact: true }).fill('browser@example.com');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Signed up! We will email you when it is back in stock.');
    expect(await auditWithoutScripts(page)).toEqual([]);
    expect(violations).toEqual([]);
    const stored = test.server.db.raw.prepare('SELECT variant_id FROM restock_signups WHERE email = ?').all('browser@example.com');
    expect(stored).toEqual([{ variant_id: 'mug-sand' }]);
    await page.context().close();
  }, 60_000);

  it('with scripts off, a partly sold-out product shows the fallback form for its sold-out variant', async () => {
    const { page } = await open('/shop/p/classic-tee', new Map(), false);
    expect(await page.getByRole('heading', { name: 'Email me when it is back' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Sold-out option').locator('option').allTextContents()).toEqual(['L / White']);
    await page.context().close();
  }, 60_000);
});

describe('stand-in captcha in Chromium under the page CSP', () => {
  it('renders a checkbox into .g-recaptcha; getResponse gives an accepted token once ticked and reset clears it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Trusted/i.test(message.text())) violations.push(message.text());
    });
    await page.route('**/captcha-test', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': PAGE_CSP },
        body: '<!doctype html><html lang="en"><head><title>captcha</title><script src="/api/dev/captcha.js" defer></script></head><body><main><div class="g-recaptcha"></div></main></body></html>',
      }),
    );
    await page.goto(`${test.server.url}/captcha-test`);
    const box = page.getByRole('checkbox', { name: "I'm not a robot (local test captcha)" });
    await box.waitFor();
    type Captcha = { grecaptcha: { getResponse(id?: number): string; reset(id?: number): void } };
    const read = () => page.evaluate(() => (window as unknown as Captcha).grecaptcha.getResponse());
    expect(await read()).toBe('');
    await box.check();
    const token = await read();
    expect(token).toMatch(/^dev-captcha\.[0-9a-f]{24}$/);
    const accepted = await test.session().post('/api/commerce/restock-notifications', {
      json: { productId: 'ceramic-mug', variantId: 'mug-sand', siteVisitorEmail: 'captcha@example.com', isJoinMailingList: false, captchaToken: token },
    });
    expect(accepted.status).toBe(200);
    await page.evaluate(() => (window as unknown as Captcha).grecaptcha.reset());
    expect(await read()).toBe('');
    expect(await box.isChecked()).toBe(false);
    expect(violations).toEqual([]);
    await context.close();
  });
});
