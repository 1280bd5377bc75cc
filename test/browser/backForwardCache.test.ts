import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readCart } from './support/cartApi';
import { launchBrowserWithBackForwardCache } from './support/launchBrowser';
import { recordPageProblems, type PageProblems } from './support/pageProblems';
import { startDemo, type Demo } from './support/startDemo';

const PILL = 'store-cart-pill';
const SETTLED = 10_000;

interface PageShows {
  readonly marker: string | null;
  readonly restoredFromCache: boolean | null;
  readonly notRestoredReasons: unknown;
}

/** What the page that is showing now remembers: the marker set before leaving it, whether its last pageshow came from the back/forward cache, and why not. */
function pageShows(page: Page): Promise<PageShows> {
  return page.evaluate(() => {
    const state = window as unknown as { __marker?: string; __restoredFromCache?: boolean };
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
    return { marker: state.__marker ?? null, restoredFromCache: state.__restoredFromCache ?? null, notRestoredReasons: navigation.notRestoredReasons ?? null };
  });
}

describe('store pages in the back/forward cache (Chromium with the cache on)', () => {
  let browser: Browser;
  let demo: Demo;
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    browser = await launchBrowserWithBackForwardCache();
    demo = await startDemo();
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
    problems = await recordPageProblems(page);
    await page.addInitScript(() => {
      addEventListener('pageshow', (event) => {
        (window as unknown as { __restoredFromCache: boolean }).__restoredFromCache = event.persisted;
      });
    });
  });
  afterEach(async () => {
    expect(problems.all()).toEqual([]);
    await context?.close();
  });

  async function leaveMarked(path: string): Promise<void> {
    await page.goto(`${demo.url}${path}`);
    await page.locator(`${PILL}[data-state]`).waitFor({ state: 'attached', timeout: SETTLED });
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'kept';
    });
  }

  it('restores a product page on Back after an add on another page, and its cart pill shows the cart as it is now', async () => {
    await leaveMarked('/shop/p/ceramic-mug');
    expect(await page.locator(`${PILL}[data-state=empty]`).count()).toBe(1);

    await page.goto(`${demo.url}/shop/p/sticker-pack`);
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
    await page.locator('store-quantity-input input').fill('2');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator(`${PILL}[data-state=filled]`).waitFor({ timeout: SETTLED });

    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL(`${demo.url}/shop/p/ceramic-mug`, { waitUntil: 'commit' });
    expect(await pageShows(page)).toEqual({ marker: 'kept', restoredFromCache: true, notRestoredReasons: null });
    await expect.poll(() => page.locator(`${PILL} [part=quantity]`).textContent(), { timeout: SETTLED }).toBe('2');
    expect((await readCart(context, demo.url)).totalQuantity).toBe(2);
  });

  it('restores a page on Back after the cart was emptied on the cart page, and its pill is hidden again', async () => {
    await page.goto(`${demo.url}/shop/p/sticker-pack`);
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator(`${PILL}[data-state=filled]`).waitFor({ timeout: SETTLED });
    await leaveMarked('/shop');
    expect(await page.locator(`${PILL} [part=quantity]`).textContent()).toBe('1');

    await page.goto(`${demo.url}/cart`);
    await page.getByRole('button', { name: /remove/i }).first().click();
    await expect.poll(() => readCart(context, demo.url).then((cart) => cart.totalQuantity), { timeout: SETTLED }).toBe(0);
    await page.locator(`${PILL}[data-state=empty]`).waitFor({ state: 'attached', timeout: SETTLED });

    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL(`${demo.url}/shop`, { waitUntil: 'commit' });
    expect(await pageShows(page)).toEqual({ marker: 'kept', restoredFromCache: true, notRestoredReasons: null });
    await page.locator(`${PILL}[data-state=empty]`).waitFor({ state: 'attached', timeout: SETTLED });
  });
});
