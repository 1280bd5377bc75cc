import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useDemoPages } from './support/useDemoPages';

const SETTLED = 10_000;

/** Where the screenshots go (git-ignored). */
const SCREENSHOT_DIR = 'test-results/demo-store';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** What a page shows once settled, for the layout checks. */
interface LayoutFacts {
  readonly overflow: number;
  readonly switcherVisible: boolean;
  readonly images: ReadonlyArray<{ readonly src: string; readonly width: number; readonly height: number }>;
}

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('store-product')].every((element) => element.getAttribute('data-state') === 'ready'), undefined, { timeout: SETTLED });
  await page.locator('store-cart-pill[data-state]').waitFor({ state: 'attached', timeout: SETTLED });
}

/** Loads every picture (lazy ones too) and reads the overflow, the switcher and the pictures' rendered sizes. */
async function layoutFacts(page: Page): Promise<LayoutFacts> {
  return page.evaluate(async () => {
    const images = [...document.querySelectorAll('main img')] as HTMLImageElement[];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    const switcher = document.querySelector('.site-header select[name=lang]');
    const box = switcher?.getBoundingClientRect();
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      switcherVisible: !!box && box.width > 0 && box.height > 0 && getComputedStyle(switcher!).visibility === 'visible',
      images: images.map((image) => ({ src: new URL(image.currentSrc || image.src).pathname, width: image.naturalWidth, height: image.getBoundingClientRect().height })),
    };
  });
}

/** The cards of the product grid grouped by row (same top), each with its height. */
async function cardRows(page: Page): Promise<number[][]> {
  return page.evaluate(() => {
    const rows = new Map<number, number[]>();
    for (const card of document.querySelectorAll('.product-grid .product-card article')) {
      const box = card.getBoundingClientRect();
      const top = Math.round(box.top + window.scrollY);
      rows.set(top, [...(rows.get(top) ?? []), Math.round(box.height)]);
    }
    return [...rows.values()];
  });
}

describe('the demo store looks like a store (Chromium, 1280 × 800 and 390 × 844)', () => {
  const pages = useDemoPages();

  async function visit(path: string): Promise<void> {
    await pages.page.goto(`${pages.demo.url}${path}`);
    await settle(pages.page);
  }

  async function checkAndShoot(name: string, viewport: keyof typeof VIEWPORTS): Promise<string[]> {
    const { page } = pages;
    const facts = await layoutFacts(page);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${viewport}.png`, fullPage: true });
    const failures: string[] = [];
    if (facts.overflow > 0) failures.push(`${name} (${viewport}): ${facts.overflow}px horizontal overflow`);
    if (!facts.switcherVisible) failures.push(`${name} (${viewport}): language switcher not visible`);
    for (const image of facts.images) {
      if (!image.src.endsWith('.svg') || image.width === 0 || image.height === 0) failures.push(`${name} (${viewport}): image ${image.src} ${image.width}x${image.height}`);
    }
    return failures;
  }

  /** Adds a sticker pack, opens the cart (where `onCartPage` runs) and follows its checkout link to the review page. */
  async function placeOrder(onCartPage: () => Promise<void> = async () => {}): Promise<void> {
    const { page } = pages;
    await visit('/shop/p/sticker-pack');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator('store-cart-pill[data-state=filled]').waitFor({ timeout: SETTLED });
    await visit('/cart');
    await page.locator('store-cart[data-state=ready]').waitFor({ timeout: SETTLED });
    await onCartPage();
    await page.locator('store-cart[data-state=ready] [part=checkout]').click();
    await page.waitForURL(/\/checkout/);
  }

  it('every page fits the screen, shows the language switcher and SVG product pictures, and is photographed', async () => {
    const { page, demo } = pages;
    const slugs = demo.server.db.products().map((item) => String(item.urlId));
    const paths: Record<string, string> = {
      shop: '/shop',
      'search-results': '/search?q=e',
      'search-empty': '/search?q=umbrella',
      search: '/search',
      'cart-empty': '/cart',
      account: '/account',
      contact: '/contact',
      thanks: '/contact/thanks',
      'not-found': '/shop/p/no-such-product',
      ...Object.fromEntries(slugs.map((slug) => [`product-${slug}`, `/shop/p/${slug}`])),
    };
    const failures: string[] = [];
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]][]) {
      await page.setViewportSize(viewport);
      for (const [name, path] of Object.entries(paths)) {
        await visit(path);
        failures.push(...(await checkAndShoot(name, viewportName)));
      }
    }
    await placeOrder(async () => {
      for (const [viewportName, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]][]) {
        await page.setViewportSize(viewport);
        failures.push(...(await checkAndShoot('cart-filled', viewportName)));
      }
    });
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]][]) {
      await page.setViewportSize(viewport);
      failures.push(...(await checkAndShoot('checkout-review', viewportName)));
    }
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor({ timeout: SETTLED });
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]][]) {
      await page.setViewportSize(viewport);
      failures.push(...(await checkAndShoot('order-confirmed', viewportName)));
    }
    expect(failures).toEqual([]);
  });

  it('serves every product picture as its own SVG drawing, with alt text saying what it shows', async () => {
    const { page, demo } = pages;
    const drawings = new Set<string>();
    for (const item of demo.server.db.products()) {
      const response = await page.request.get(`${demo.url}${String(item.assetUrl)}`);
      expect(response.headers()['content-type']).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toContain('<text');
      expect(svg.match(/<(path|rect|circle|ellipse|polygon)\b/g)?.length ?? 0).toBeGreaterThan(4);
      drawings.add(svg.replace(/<title[^]*?<\/title>/, ''));
    }
    expect(drawings.size).toBe(demo.server.db.products().length);
    await visit('/shop/p/ceramic-mug');
    expect(await page.locator('.product-image').getAttribute('alt')).toBe('A sand-coloured stoneware mug with a slate glaze band and steam rising');
  });

  it('lines the shop cards up: every card of a row starts at the same top and has the same height', async () => {
    const { page } = pages;
    for (const [viewportName, columns] of [['desktop', 4], ['phone', 2]] as const) {
      await page.setViewportSize(VIEWPORTS[viewportName]);
      await visit('/shop');
      const rows = await cardRows(page);
      expect(rows.length, viewportName).toBeGreaterThan(1);
      expect(rows[0]?.length, viewportName).toBe(columns);
      for (const row of rows) expect(new Set(row).size, `${viewportName}: ${JSON.stringify(rows)}`).toBe(1);
    }
  });

  it('shows search results and the order confirmation as a store does: pictures, prices, order number, line items and total', async () => {
    const { page } = pages;
    await visit('/search?q=tee');
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Results for “tee”');
    const result = page.locator('.search-results .product-card');
    expect(await result.count()).toBe(1);
    expect(await result.getByRole('heading', { level: 3 }).textContent()).toBe('Classic Tee');
    expect(await result.locator('img').getAttribute('src')).toBe('/dev/images/classic-tee.svg');
    expect(await result.locator('store-product-price [part=price]').first().textContent()).toMatch(/\$\d+\.\d\d/);
    await visit('/search?q=umbrella');
    expect(await page.locator('.empty-state').textContent()).toBe('No products match “umbrella”.');

    await placeOrder();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order confirmed' }).waitFor({ timeout: SETTLED });
    expect(await page.locator('.order-facts dt').textContent()).toBe('Order number');
    expect(await page.locator('.order-facts dd').textContent()).toMatch(/\S+/);
    const line = page.locator('.cart-table tbody tr');
    expect(await line.count()).toBe(1);
    expect(await line.locator('th').textContent()).toBe('Sticker Pack');
    expect(await line.locator('img').getAttribute('src')).toBe('/dev/images/sticker-pack.svg');
    expect(await page.locator('.cart-table .grand-total').textContent()).toBe('Total$6.00');
  });

  it('keeps the language chosen in the header switcher on every later page, with the demo headings and navigation translated', async () => {
    const { page } = pages;
    await visit('/search?q=tee');
    const switcher = page.getByRole('combobox', { name: 'Language' });
    expect(await switcher.isVisible()).toBe(true);
    await switcher.selectOption('de-DE');
    await page.getByRole('button', { name: 'Change' }).click();
    await page.waitForURL(/lang=de-DE/);
    await settle(page);
    expect(new URL(page.url()).searchParams.get('q')).toBe('tee');
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Suche');
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Ergebnisse für „tee“');

    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Warenkorb' }).click();
    await page.waitForURL(/\/cart$/);
    await settle(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ihr Warenkorb');
    expect(await page.getByRole('combobox', { name: 'Sprache' }).inputValue()).toBe('de-DE');
    expect(await page.getByRole('combobox', { name: 'Sprache' }).isVisible()).toBe(true);

    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Konto' }).click();
    await page.waitForURL(/\/account$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ihr Konto');

    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('ja-JP');
    await page.getByRole('button', { name: 'Wechseln' }).click();
    await page.waitForURL(/lang=ja-JP/);
    await page.getByRole('navigation', { name: 'メイン' }).getByRole('link', { name: 'ショップ' }).click();
    await page.waitForURL(/\/shop$/);
    await settle(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ショップ');

    await page.getByRole('combobox', { name: '言語' }).selectOption('en-US');
    await page.getByRole('button', { name: '変更' }).click();
    await page.waitForURL(/lang=en-US/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }).click();
    await page.waitForURL(/\/cart$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your cart');
  });
});
