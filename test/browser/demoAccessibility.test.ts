import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { startDemo, type Demo } from './support/startDemo';
import { axeViolations } from './support/axeViolations';

const SETTLED = 10_000;

describe('axe-core on the demo storefront pages', () => {
  let browser: Browser;
  let demo: Demo;
  let context: BrowserContext;
  let page: Page;
  let productSlugs: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    demo = await startDemo();
    productSlugs = demo.server.db.products().map((item) => String(item.urlId));
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
    await demo?.close();
  });

  async function open(path: string): Promise<void> {
    await page.goto(`${demo.url}${path}`);
    await page.waitForFunction(() => [...document.querySelectorAll('store-product')].every((element) => element.getAttribute('data-state') === 'ready'), undefined, { timeout: SETTLED });
    await page.locator('store-cart-pill[data-state]').waitFor({ state: 'attached', timeout: SETTLED });
  }

  it('reports no violations on the shop page and the empty cart page', async () => {
    await open('/shop');
    expect(await axeViolations(page)).toEqual([]);
    await open('/cart');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('reports no violations on the account page, logged out and logged in, and with the cookie banner open', async () => {
    await open('/account');
    await page.locator('store-account[data-state=logged-out]').waitFor({ timeout: SETTLED });
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('store-account [part=email]').fill('shopper@example.com');
    await page.locator('store-account [part=password]').fill('storefront-demo');
    await page.locator('store-account [part=button]').click();
    await page.locator('store-account[data-state=logged-in]').waitFor({ timeout: SETTLED });
    expect(await axeViolations(page)).toEqual([]);
    await open('/shop?demo-cookie-policy=restrictive');
    await page.locator('store-cookie-consent [part=banner]').waitFor({ timeout: SETTLED });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('reports no violations on every product page of the seeded catalog', async () => {
    expect(productSlugs.length).toBeGreaterThan(5);
    const findings: Record<string, unknown> = {};
    for (const slug of productSlugs) {
      await open(`/shop/p/${slug}`);
      const violations = await axeViolations(page);
      if (violations.length > 0) findings[slug] = violations;
    }
    expect(findings).toEqual({});
  });

  it('reports no violations with a variant chosen, the pill filled and on the filled cart page', async () => {
    await open('/shop/p/classic-tee');
    await page.locator('store-variant-select select').nth(0).selectOption('M');
    await page.locator('store-variant-select select').nth(1).selectOption('Black');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator('store-cart-pill[data-state=filled]').waitFor({ timeout: SETTLED });
    await page.locator('store-add-to-cart[mode=add][data-state=added]').waitFor({ timeout: SETTLED });
    expect(await axeViolations(page)).toEqual([]);
    await open('/cart');
    expect(await axeViolations(page)).toEqual([]);
  });

  it("reports no violations with the pill at '100+' on a product page and on the cart page", async () => {
    await open('/shop/p/sticker-pack');
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
    await page.locator('store-quantity-input input').fill('101');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator('store-cart-pill[data-state=filled]').waitFor({ timeout: SETTLED });
    expect(await page.locator('store-cart-pill [part=quantity]').textContent()).toBe('100+');
    expect(await axeViolations(page)).toEqual([]);
    await open('/cart');
    expect(await page.locator('store-cart-pill [part=quantity]').textContent()).toBe('100+');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('reports no violations with the alert dialog open', async () => {
    await open('/shop/p/classic-tee');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.getByRole('alertdialog').waitFor({ timeout: SETTLED });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('reports no violations with the additional-fields modal open, with and without field errors', async () => {
    await open('/shop/p/engraved-pen');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    const modal = page.getByRole('dialog');
    await modal.waitFor({ timeout: SETTLED });
    expect(await axeViolations(page)).toEqual([]);
    await modal.locator('[part=submit]').click();
    await modal.locator('[part=field-error]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('reports no violations with the language switched to German and Japanese, on search results, no results, checkout and order confirmation', async () => {
    await open('/shop');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de-DE');
    await page.getByRole('button', { name: 'Change' }).click();
    await page.waitForURL(/lang=de-DE/);
    await open('/shop');
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    expect(await axeViolations(page)).toEqual([]);
    await open('/search?q=e&lang=ja-JP');
    expect(await page.locator('.search-results .product-card').count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await open('/search?q=umbrella&lang=en-US');
    await page.locator('.empty-state').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await open('/shop/p/sticker-pack');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator('store-cart-pill[data-state=filled]').waitFor({ timeout: SETTLED });
    await open('/checkout');
    await page.getByRole('button', { name: 'Place order' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor({ timeout: SETTLED });
    expect(await axeViolations(page)).toEqual([]);
  });
});
