// The scripts the demo product page loads in Chromium, as a shopper's browser loads them: every script response until
// the page is ready (add-to-cart idle, the performance settings fetched, the network idle), by file, gzip level 9.
// Shared by the budget test (test/browser/bundle.test.ts) and bench/elements/bundle-size.mjs (its composition by origin).
import { gzipSync } from 'node:zlib';

/** The demo product page of issue 31's budget: product elements, reviews, installment pill, restock form, cart pill, analytics, consent, performance. */
export const DEMO_PRODUCT_PAGE = '/shop/p/classic-tee';

/** The demo's classic script tag, which the module variant replaces by the module loader. */
const CLASSIC_TAG = /<script src="\/dist\/storefront-elements\.js"[^>]*><\/script>/;
const MODULE_TAG = '<script type="module" src="/dist/loader.js"></script>';

/**
 * Opens the demo product page of the server at `url` in a fresh context of `browser`; with `module`, the page loads the
 * module loader in place of the classic script. Returns each script response: its path and its body.
 * @returns {Promise<{ path: string, body: Buffer, gzip: number }[]>}
 */
export async function demoPageScripts(browser, url, { module = false } = {}) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    if (module) {
      await tab.route(`${url}${DEMO_PRODUCT_PAGE}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace(CLASSIC_TAG, MODULE_TAG) });
      });
    }
    const scripts = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, body, gzip: gzipSync(body, { level: 9 }).length })));
    });
    const performanceSettings = tab.waitForResponse((response) => new URL(response.url()).pathname === '/api/1/performance/settings', { timeout: 30_000 });
    await tab.goto(`${url}${DEMO_PRODUCT_PAGE}`);
    await tab.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: 30_000 });
    await performanceSettings;
    await tab.waitForLoadState('networkidle');
    return await Promise.all(scripts);
  } finally {
    await context.close();
  }
}
