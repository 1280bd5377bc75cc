import { beforeEach, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { HOSTILE_URL_SAMPLE } from '../elements/support/hostileUrls';
import type { Demo } from './support/startDemo';
import { useDemoPages } from './support/useDemoPages';

const SETTLED = 10_000;

/** Every link and image of the page, shadow roots included, as Chromium resolved it: part (or tag) and protocol. */
async function resolvedUrls(page: Page): Promise<[string, string][]> {
  return page.evaluate(() => {
    const found: [string, string][] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        const name = element.getAttribute('part') ?? element.localName;
        if (element instanceof HTMLAnchorElement && element.hasAttribute('href')) found.push([name, new URL(element.href).protocol]);
        if (element instanceof HTMLImageElement && element.hasAttribute('src')) found.push([name, new URL(element.src).protocol]);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
}

const notWeb = (urls: [string, string][]) => urls.filter(([, protocol]) => protocol !== 'http:' && protocol !== 'https:');

/** A page or JSON answer with every `field` of its JSON replaced by `url` (`<` escaped, as in a JSON script). */
const withUrlField = (text: string, field: string, url: string) =>
  text.replace(new RegExp(`"${field}":"[^"]*"`, 'g'), `"${field}":${JSON.stringify(url).replaceAll('<', '\\u003c')}`);

describe('the URL guard in Chromium: no script or other-scheme URL reaches an href or a src', () => {
  const session = useDemoPages();
  let demo: Demo;
  let page: Page;
  beforeEach(() => {
    ({ demo, page } = session);
  });

  it("links a cart line whose productUrl is hostile to the item's page, and keeps the pill, continue and checkout links on the site", async () => {
    await page.goto(`${demo.url}/shop/p/sticker-pack`);
    await page.locator('store-add-to-cart[mode=add][data-cart=started][data-state=idle]').waitFor({ timeout: SETTLED });
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator('store-add-to-cart[mode=add][data-state=added]').waitFor({ timeout: SETTLED });
    let hostile = '';
    const rewrite = async (route: Route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withUrlField(await response.text(), 'productUrl', hostile) });
    };
    await page.route(`${demo.url}/cart`, rewrite);
    await page.route(`${demo.url}/api/commerce/shopping-cart`, rewrite);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const url of HOSTILE_URL_SAMPLE) {
      hostile = url;
      await page.goto(`${demo.url}/cart`);
      await page.locator('store-cart[data-state=ready]').waitFor({ timeout: SETTLED });
      await page.evaluate((value) => {
        document.querySelector('store-cart-pill')!.setAttribute('href', value);
        document.querySelector('store-cart')!.setAttribute('checkout-url', value);
        document.querySelector('store-cart')!.setAttribute('continue-url', value);
      }, url);
      const title = page.locator('store-cart [part=line-title]');
      expect(await title.evaluate((link) => (link as HTMLAnchorElement).href), JSON.stringify(url)).toMatch(new RegExp(`^${demo.url}/`));
      expect(await page.locator('store-cart-pill [part=pill]').evaluate((link) => (link as HTMLAnchorElement).href)).toBe(`${demo.url}/cart`);
      expect(await page.locator('store-cart [part=checkout]').evaluate((link) => new URL((link as HTMLAnchorElement).href).pathname)).toBe('/checkout');
      expect(notWeb(await resolvedUrls(page)), JSON.stringify(url)).toEqual([]);
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.locator('store-cart [part=line-title]').click();
    await page.waitForURL((address) => address.pathname !== '/cart');
    expect(new URL(page.url()).protocol).toBe('http:');
    expect(dialogs).toEqual([]);
  });

  it("leaves out quick view's details link and image when the product's fullUrl and assetUrl are hostile", async () => {
    let hostile = '';
    await page.route(`${demo.url}/shop`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withUrlField(withUrlField(await response.text(), 'fullUrl', hostile), 'assetUrl', hostile) });
    });
    const quickView = page.locator('store-quick-view').first();
    for (const url of HOSTILE_URL_SAMPLE) {
      hostile = url;
      await page.goto(`${demo.url}/shop`);
      await quickView.locator('[part=button]').click();
      await page.locator('store-quick-view[data-state=open]').waitFor({ timeout: SETTLED });
      expect(await quickView.locator('[part=details-link]').count(), JSON.stringify(url)).toBe(0);
      expect(await quickView.locator('[part=image]').count(), JSON.stringify(url)).toBe(0);
      expect(await quickView.locator('[part=view-cart]').evaluate((link) => (link as HTMLAnchorElement).href)).toBe(`${demo.url}/cart`);
      expect(notWeb(await resolvedUrls(page)), JSON.stringify(url)).toEqual([]);
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
