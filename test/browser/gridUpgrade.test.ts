import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SLICE_MAX_ELEMENTS } from '../../src/elements/mounting/mountElement';
import { launchBrowser } from './support/launchBrowser';
import { startDemo, type Demo } from './support/startDemo';

/** The collection page of §9: 200 different products, each with a price and an add-to-cart button, in a 1280 × 800 viewport. */
const PRODUCTS = 200;
const VIEWPORT = { width: 1280, height: 800 };
const ELEMENTS_PER_PRODUCT = 3;
/** The product whose JSON script is broken: it fails alone. */
const BROKEN = 120;

/** The page's CSS: four columns of cards two rows of which fill the viewport, and each element's final size given to its host, as the README asks. */
const GRID_CSS = `body { margin: 0; font: 16px/1.25 sans-serif; }
.grid { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 16px; list-style: none; margin: 0; padding: 16px; }
.grid > li { display: flex; flex-direction: column; justify-content: flex-end; block-size: 380px; box-sizing: border-box; padding: 8px; border: 1px solid #ccc; }
store-product { display: block; }
store-product-price { display: block; block-size: 1.5em; }
store-add-to-cart { display: block; block-size: 3em; }`;

type Product = { title: string; urlId?: string };

function gridHtml(product: Product): string {
  const cards = Array.from({ length: PRODUCTS }, (_, index) => {
    const json = index === BROKEN ? '{"id": ' : JSON.stringify({ ...product, title: `${product.title} ${index + 1}` }).replace(/</g, '\\u003c');
    return `<li id="card-${index}"><a href="#card-${index}">Product ${index + 1}</a><store-product><script type="application/json">${json}</script><store-product-price></store-product-price><store-add-to-cart></store-add-to-cart></store-product></li>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Grid</title><link rel="stylesheet" href="/grid-test.css"><script src="/dist/storefront-elements.js" defer></script></head><body><main><ul class="grid">${cards.join('')}</ul></main></body></html>`;
}

/**
 * Records from navigation on: which elements get their first data-state in each MutationObserver callback (one per
 * task that renders), the page's layout shifts, and calls `window.__atFirstRender` (set by a test's init script) in
 * the task of the first render, before the page gets the main thread back.
 */
function recordRenders(): void {
  const state = window as unknown as { __renders: string[][]; __shift: number; __atFirstRender?: () => void };
  state.__renders = [];
  state.__shift = 0;
  new MutationObserver((records) => {
    const rendered = records.filter((record) => record.oldValue === null && record.target instanceof Element && record.target.localName.startsWith('store-'));
    if (rendered.length === 0) return;
    state.__renders.push(rendered.map((record) => `${(record.target as Element).localName}@${(record.target as Element).closest('li')?.id ?? ''}`));
    if (state.__renders.length === 1) state.__atFirstRender?.();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'], attributeOldValue: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) state.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

const renders = (page: Page) => page.evaluate(() => (window as unknown as { __renders: string[][] }).__renders);
const allRendered = (page: Page) =>
  page.waitForFunction((count) => document.querySelectorAll('store-product-price[data-state], store-add-to-cart[data-state], store-product[data-state]').length === count, PRODUCTS * ELEMENTS_PER_PRODUCT, {
    timeout: 60_000,
  });

describe('a collection page of 200 products upgrades without blocking the shopper (Chromium)', () => {
  let browser: Browser;
  let demo: Demo;
  let html: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    demo = await startDemo();
    html = gridHtml(demo.server.db.product('sticker-pack') as Product);
  });
  afterAll(async () => {
    await demo?.close();
    await browser?.close();
  });

  /** A fresh page of the grid, its renders recorded, `atFirstRender` (an init script) run in the task of the first render, `beforeNavigation` given the page first. */
  async function openGrid(atFirstRender?: () => void, beforeNavigation?: (page: Page) => void): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.route(`${demo.url}/grid-test.css`, (route) => route.fulfill({ body: GRID_CSS, contentType: 'text/css' }));
    await context.route(`${demo.url}/grid-test`, async (route) => {
      const response = await route.fetch({ url: `${demo.url}/shop` });
      await route.fulfill({ response, body: html, contentType: 'text/html; charset=utf-8' });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(recordRenders);
    if (atFirstRender) await page.addInitScript(`window.__atFirstRender = ${atFirstRender.toString()};`);
    beforeNavigation?.(page);
    await page.goto(`${demo.url}/grid-test`);
    return { context, page, errors };
  }

  it('renders the products in the viewport in one task, the frame after their definition, every other in later tasks of at most SLICE_MAX_ELEMENTS elements', async () => {
    const { context, page, errors } = await openGrid();
    try {
      await allRendered(page);
      const tasks = await renders(page);
      const inViewport = await page.evaluate(() =>
        [...document.querySelectorAll('li')].filter((card) => card.getBoundingClientRect().top < innerHeight).map((card) => card.id),
      );
      expect(inViewport).toHaveLength(8);
      expect(new Set(tasks[0]!.map((element) => element.split('@')[1]))).toEqual(new Set(inViewport));
      expect(tasks[0]).toHaveLength(8 * ELEMENTS_PER_PRODUCT);
      const later = tasks.slice(1);
      expect(later.length).toBeGreaterThanOrEqual(8);
      expect(Math.max(...later.map((task) => task.length))).toBeLessThanOrEqual(SLICE_MAX_ELEMENTS);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps a failing product to itself: every other product of the grid renders its price and button', async () => {
    const { context, page } = await openGrid();
    try {
      await allRendered(page);
      const states = await page.evaluate(() =>
        [...document.querySelectorAll('store-product')].map((product) => product.getAttribute('data-state')),
      );
      expect(states.filter((state) => state === 'ready')).toHaveLength(PRODUCTS - 1);
      expect(states[BROKEN]).toBe('error');
      const prices = await page.evaluate(() => [...document.querySelectorAll('store-product-price')].filter((price) => price.shadowRoot?.querySelector('[part~=price]')?.textContent?.trim()).length);
      expect(prices).toBe(PRODUCTS - 1);
    } finally {
      await context.close();
    }
  });

  it('has no layout shift while it loads and while the shopper scrolls to the end as it upgrades', async () => {
    const { context, page } = await openGrid();
    try {
      await page.waitForFunction(() => (window as unknown as { __renders: string[][] }).__renders.length > 0);
      await page.evaluate(async () => {
        const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
        while (scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
          scrollBy(0, innerHeight / 2);
          await frame();
        }
      });
      await allRendered(page);
      await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('renders first the products the shopper scrolls to (IntersectionObserver), before the ones in between', async () => {
    const { context, page } = await openGrid(() => window.scrollTo(0, document.documentElement.scrollHeight));
    try {
      await allRendered(page);
      const order = (await renders(page)).flat();
      const last = order.indexOf(`store-product-price@card-${PRODUCTS - 1}`);
      const middle = order.indexOf(`store-product-price@card-${PRODUCTS / 2}`);
      expect(last).toBeGreaterThan(0);
      expect(last).toBeLessThan(middle);
    } finally {
      await context.close();
    }
  });

  it('renders the button a Tab moves to before the focus moves, so the shopper tabs onto it', async () => {
    const { context, page } = await openGrid(() => {
      const link = document.querySelector<HTMLAnchorElement>('#card-150 > a')!;
      const button = document.querySelector('#card-150 store-add-to-cart')!;
      link.focus({ preventScroll: true });
      const before = button.hasAttribute('data-state');
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true }));
      (window as unknown as { __tab: unknown }).__tab = { before, after: button.hasAttribute('data-state') };
    });
    try {
      await page.waitForFunction(() => (window as unknown as { __tab?: unknown }).__tab !== undefined);
      expect(await page.evaluate(() => (window as unknown as { __tab: unknown }).__tab)).toEqual({ before: false, after: true });
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const host = document.activeElement;
        return { host: host?.localName, card: host?.closest('li')?.id, part: host?.shadowRoot?.activeElement?.getAttribute('part') };
      });
      expect(focused).toEqual({ host: 'store-add-to-cart', card: 'card-150', part: 'button' });
    } finally {
      await context.close();
    }
  });

  it('keeps a click that lands on a button before its first render: the item is added once', async () => {
    const adds: string[] = [];
    const countAdds = (page: Page) =>
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/commerce/shopping-cart/entries')) adds.push(request.headers()['idempotency-key'] ?? '');
      });
    const { context, page } = await openGrid(() => {
      const host = document.querySelector('#card-190 store-add-to-cart')!;
      const before = host.hasAttribute('data-state');
      const box = host.getBoundingClientRect();
      const at = { bubbles: true, composed: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
      host.dispatchEvent(new PointerEvent('pointerdown', at));
      host.dispatchEvent(new PointerEvent('pointerup', at));
      const added: string[] = [];
      document.addEventListener('store-cart-add', (event) => added.push((event.target as Element).closest('li')!.id));
      host.dispatchEvent(new MouseEvent('click', at));
      (window as unknown as { __click: unknown; __added: string[] }).__click = { before };
      (window as unknown as { __added: string[] }).__added = added;
    }, countAdds);
    try {
      await page.waitForFunction(() => (window as unknown as { __click?: unknown }).__click !== undefined);
      expect(await page.evaluate(() => (window as unknown as { __click: unknown }).__click)).toEqual({ before: false });
      await page.locator('#card-190 store-add-to-cart[data-state=added]').waitFor({ timeout: 30_000 });
      await allRendered(page);
      await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
      expect(await page.evaluate(() => (window as unknown as { __added: string[] }).__added)).toEqual(['card-190']);
      expect(new Set(adds).size).toBe(1);
    } finally {
      await context.close();
    }
  });
});
