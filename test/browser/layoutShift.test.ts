import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { startDemo, type Demo } from './support/startDemo';

/** How long the page must stay quiet after `load` before the shifts are summed (the issue's "idle", ~1.5 s). */
const IDLE_AFTER_LOAD_MS = 1_500;
/** Extra wait before the element bundle is answered, so the page is painted with every `store-*` element still undefined. */
const SLOW_SCRIPT_DELAY_MS = 400;

const PRODUCT_SLUGS = [
  'classic-tee',
  'canvas-backpack',
  'field-guide-ebook',
  'design-consultation',
  'gift-card',
  'coffee-subscription',
  'engraved-pen',
  'limited-print',
  'ceramic-mug',
  'walnut-board',
  'sticker-pack',
];

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Pages measured at once: each mostly waits out its idle period, so the waits overlap instead of queueing. */
const PAGES_AT_ONCE = 4;

/** Runs `check` over `items`, at most PAGES_AT_ONCE at a time, and returns the failure texts in the order of `items`. */
async function failuresOf<Item>(items: readonly Item[], check: (item: Item) => Promise<string | null>): Promise<string[]> {
  const results: Array<string | null> = items.map(() => null);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await check(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, items.length) }, worker));
  return results.filter((result): result is string => result !== null);
}

/** One `layout-shift` entry as read in the page, with its moved nodes described. */
interface RecordedShift {
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly sources: ReadonlyArray<{ readonly node: string; readonly previous: string; readonly current: string }>;
}

/** Records every layout-shift entry from navigation on, naming each moved node by its path through shadow roots. */
function recordLayoutShifts(): void {
  const describe = (node: Node | null): string => {
    const parts: string[] = [];
    let current: Node | null = node;
    while (current && parts.length < 6) {
      if (current instanceof Element) {
        const id = current.id ? `#${current.id}` : '';
        const part = current.getAttribute('part');
        const state = current.getAttribute('data-state');
        const className = typeof current.className === 'string' && current.className ? `.${current.className.trim().split(/\s+/).join('.')}` : '';
        parts.unshift(`${current.localName}${id}${className}${part ? `[part=${part}]` : ''}${state ? `[data-state=${state}]` : ''}`);
      } else if (current.nodeType === Node.TEXT_NODE) {
        parts.unshift('#text');
      }
      const parent: Node | null = current.parentNode;
      current = parent instanceof ShadowRoot ? parent.host : parent;
    }
    return parts.join(' > ') || '(no node)';
  };
  const rect = (value: DOMRectReadOnly) => `${Math.round(value.x)},${Math.round(value.y)} ${Math.round(value.width)}x${Math.round(value.height)}`;
  const shifts: RecordedShift[] = [];
  (window as unknown as { __layoutShifts: RecordedShift[] }).__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      value: number;
      hadRecentInput: boolean;
      sources: ReadonlyArray<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    }>) {
      shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: entry.sources.map((source) => ({ node: describe(source.node), previous: rect(source.previousRect), current: rect(source.currentRect) })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Loads `path` in a fresh page and returns the layout shifts from navigation until the page has been idle after `load`. */
async function measure(context: BrowserContext, url: string): Promise<RecordedShift[]> {
  const page: Page = await context.newPage();
  await page.addInitScript(recordLayoutShifts);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: RecordedShift[] }).__layoutShifts);
  await page.close();
  return shifts.filter((shift) => !shift.hadRecentInput);
}

/** The failure text: total and every shifting node with its rectangles before and after. */
function describeShifts(url: string, shifts: readonly RecordedShift[]): string {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const lines = shifts.flatMap((shift) => shift.sources.map((source) => `  ${shift.value.toFixed(4)} ${source.node}: ${source.previous} -> ${source.current}`));
  return `${url}: cumulative layout shift ${total.toFixed(4)}\n${lines.join('\n')}`;
}

/** Measures `url` and returns the failure text when its cumulative layout shift is not 0, else null. */
async function shiftFailure(context: BrowserContext, url: string): Promise<string | null> {
  const shifts = await measure(context, url);
  return shifts.reduce((sum, shift) => sum + shift.value, 0) === 0 ? null : describeShifts(url, shifts);
}

/** Adds one item to the context's cart through the API (sets the CART cookie). */
async function addToCart(context: BrowserContext, baseUrl: string, itemId: string, sku: string): Promise<void> {
  const crumbResponse = await context.request.get(`${baseUrl}/api/dev/crumb`);
  const { crumb } = (await crumbResponse.json()) as { crumb: string };
  const response = await context.request.post(`${baseUrl}/api/commerce/shopping-cart/entries`, {
    headers: { 'X-CSRF-Token': crumb },
    data: { itemId, sku, quantity: 1 },
  });
  if (!response.ok()) throw new Error(`add to cart answered ${response.status()}: ${await response.text()}`);
}

describe('no layout shift while elements upgrade and data arrives (Chromium)', () => {
  let browser: Browser;
  let demo: Demo;
  let stickerSku: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    demo = await startDemo();
    const product = demo.server.db.product('sticker-pack') as { structuredContent?: { variants?: Array<{ sku?: string }> } } | undefined;
    const sku = product?.structuredContent?.variants?.[0]?.sku;
    if (!sku) throw new Error('seeded sticker-pack has no variant sku');
    stickerSku = sku;
  });
  afterAll(async () => {
    await demo?.close();
    await browser?.close();
  });

  it('the recorder sees a shift and names the moved node (so a 0 below is a measurement, not silence)', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    try {
      const page = await context.newPage();
      await page.addInitScript(recordLayoutShifts);
      await page.goto(`${demo.url}/shop/p/classic-tee`, { waitUntil: 'load' });
      await page.locator('store-product[data-state=ready]').waitFor();
      await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
      await page.evaluate(() => {
        const spacer = document.createElement('div');
        spacer.style.height = '200px';
        document.querySelector('store-product')!.prepend(spacer);
      });
      const recorded = () => page.evaluate(() => (window as unknown as { __layoutShifts: RecordedShift[] }).__layoutShifts);
      await expect.poll(async () => (await recorded()).reduce((sum, shift) => sum + shift.value, 0)).toBeGreaterThan(0);
      const shifts = await recorded();
      const message = describeShifts('probe', shifts);
      expect(message, message).toMatch(/store-product[^>]* > store-(product-badge|product-price|scarcity|variant-select|quantity-input|add-to-cart)/);
    } finally {
      await context.close();
    }
  });

  const pages = [...PRODUCT_SLUGS.map((slug) => `/shop/p/${slug}`), '/shop', '/search?q=e', '/cart', '/account', '/contact'];

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    for (const slowScript of [false, true]) {
      it(`cumulative layout shift is 0 on every demo page (${viewportName}${slowScript ? `, element bundle delayed ${SLOW_SCRIPT_DELAY_MS} ms` : ''})`, async () => {
        const failures = await failuresOf(pages, async (path) => {
          const context = await browser.newContext({ viewport });
          if (slowScript) {
            await context.route('**/dist/storefront-elements.js', async (route) => {
              await new Promise((resolve) => setTimeout(resolve, SLOW_SCRIPT_DELAY_MS));
              await route.continue();
            });
          }
          try {
            return await shiftFailure(context, `${demo.url}${path}`);
          } finally {
            await context.close();
          }
        });
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  }

  it('cumulative layout shift is 0 on the cart and product pages when a cart cookie makes the cart load at page start', async () => {
    const cases = ['/cart', '/shop/p/sticker-pack', '/shop'].flatMap((path) => Object.values(VIEWPORTS).map((size) => [path, size] as const));
    const failures = await failuresOf(cases, async ([path, viewport]) => {
      const context = await browser.newContext({ viewport });
      try {
        await addToCart(context, demo.url, 'sticker-pack', stickerSku);
        return await shiftFailure(context, `${demo.url}${path}`);
      } finally {
        await context.close();
      }
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
