import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { startDemo, type Demo } from './support/startDemo';
import { recordPageProblems, type PageProblems } from './support/pageProblems';

const SETTLED = 10_000;
const REQUIRED_DIRECTIVES = ["script-src 'self'", "style-src 'self'", "require-trusted-types-for 'script'"];

describe('demo pages under the strict Content-Security-Policy', () => {
  let browser: Browser;
  let demo: Demo;
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    demo = await startDemo();
    context = await browser.newContext();
    page = await context.newPage();
    problems = await recordPageProblems(page);
  });
  afterEach(async () => {
    await context?.close();
    await demo?.close();
  });

  async function open(path: string): Promise<void> {
    const response = await page.goto(`${demo.url}${path}`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    for (const directive of REQUIRED_DIRECTIVES) expect(policy).toContain(directive);
    await page.waitForFunction(() => [...document.querySelectorAll('store-product')].every((element) => element.getAttribute('data-state') === 'ready'), undefined, { timeout: SETTLED });
    await page.locator('store-cart-pill[data-state]').waitFor({ state: 'attached', timeout: SETTLED });
  }

  it('loads the shop, every product page and the cart without console errors or violations', async () => {
    await open('/shop');
    for (const item of demo.server.db.products()) await open(String(item.fullUrl));
    await open('/cart');
    expect(problems.all()).toEqual([]);
  });

  it('shows prices, adds to the cart, opens the alert and the additional-fields modal without console errors or violations', async () => {
    await open('/shop/p/classic-tee');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.getByRole('alertdialog').waitFor({ timeout: SETTLED });
    await page.keyboard.press('Escape');
    await page.locator('store-variant-select select').nth(0).selectOption('M');
    await page.locator('store-variant-select select').nth(1).selectOption('Black');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator('store-cart-pill[data-state=filled]').waitFor({ timeout: SETTLED });
    expect(await page.locator('store-product-price [part=sale]').count()).toBe(1);

    await open('/shop/p/engraved-pen');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.getByRole('dialog').waitFor({ timeout: SETTLED });
    await page.keyboard.press('Escape');
    await open('/cart');
    expect(await page.locator('store-cart-pill [part=quantity]').textContent()).toBe('1');
    expect(problems.all()).toEqual([]);
  });

  it('reports the styles of every element as adopted stylesheets, not inline style', async () => {
    await open('/shop/p/classic-tee');
    const hosts = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .filter((element) => element.localName.startsWith('store-') && element.shadowRoot)
        .map((element) => ({
          tag: element.localName,
          adopted: element.shadowRoot?.adoptedStyleSheets.length ?? 0,
          inlineStyles: element.shadowRoot?.querySelectorAll('style, [style]').length ?? 0,
        })),
    );
    expect(hosts.length).toBeGreaterThan(5);
    for (const host of hosts) {
      expect(host.adopted, host.tag).toBeGreaterThan(0);
      expect(host.inlineStyles, host.tag).toBe(0);
    }
  });
});
