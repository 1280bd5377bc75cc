import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CENSUS_TIMEOUT_MS } from '../../src/core/api/trackingCalls';
import { launchBrowser } from './support/launchBrowser';
import { startDemo, type Demo } from './support/startDemo';
import { recordPageProblems } from './support/pageProblems';

const SETTLED = 10_000;
const RECORD = /^[A-Za-z0-9-]+\|[1-9]\d*\|[1-9]\d*\|[1-9]\d*\|[1-9]\d*$/;
const HIT_FIELDS = [
  'websiteId', 'templateId', 'website_locale', 'userAgent', 'clientDate', 'viewportInnerWidth', 'viewportInnerHeight', 'screenWidth', 'screenHeight',
  'url', 'title', 'itemId', 'recordType', 'collectionId', 'pagePermissionType', 'localStorageSupported', 'queryString', 'referrer',
];

interface Hit {
  readonly event: string;
  readonly data: Record<string, unknown>;
  readonly ss_cvr: string;
}

describe('visitor analytics against the reference server', () => {
  let browser: Browser;
  let demo: Demo;

  beforeAll(async () => {
    [browser, demo] = await Promise.all([launchBrowser(), startDemo()]);
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });

  const hits = () => demo.server.db.events('census-hit').map((event) => event.body as Hit);
  const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((entry) => entry.name === name);
  const settled = (page: Page) => page.locator('store-analytics:not([data-state=loading])').waitFor({ state: 'attached', timeout: SETTLED });

  it('counts a first visit, keeps the count on a reload, counts a new visit once ss_cvt expires, and records no page view on /search', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const before = hits().length;
    await page.goto(`${demo.url}/shop/p/classic-tee?color=red`);
    await page.locator('store-analytics[data-state=running]').waitFor({ state: 'attached', timeout: SETTLED });
    await expect.poll(() => hits().length, { timeout: SETTLED }).toBe(before + 1);

    const record = await cookie(context, 'ss_cvr');
    const timer = await cookie(context, 'ss_cvt');
    expect(record?.value).toMatch(RECORD);
    expect(record?.value.split('|')[4]).toBe('1');
    expect(record?.path).toBe('/');
    // 2 × 365 days is written (unit tests check the Max-Age); Chromium caps any cookie at 400 days (RFC 6265bis).
    expect((record?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(399 * 86_400_000);
    expect(timer?.value).toMatch(/^[1-9]\d*$/);
    expect(timer?.path).toBe('/');
    expect((timer?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((timer?.expires ?? 0) * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const hit = hits().at(-1)!;
    expect(hit.event).toBe('view');
    expect(hit.ss_cvr).toBe(record?.value);
    expect(Object.keys(hit.data).sort()).toEqual([...HIT_FIELDS].sort());
    expect(hit.data).toMatchObject({
      websiteId: 'demo-website',
      templateId: 'demo-template',
      website_locale: 'en-US',
      url: '/shop/p/classic-tee',
      title: 'Classic Tee · Storefront demo',
      recordType: 11,
      collectionId: 'demo-shop',
      pagePermissionType: 1,
      localStorageSupported: true,
      queryString: 'color=red',
      referrer: '',
    });
    expect(typeof hit.data.itemId).toBe('string');
    expect(hit.data.viewportInnerWidth).toBe(page.viewportSize()?.width);

    await page.reload();
    await expect.poll(() => hits().length, { timeout: SETTLED }).toBe(before + 2);
    expect((await cookie(context, 'ss_cvr'))?.value).toBe(record?.value);

    await context.clearCookies({ name: 'ss_cvt' });
    await page.reload();
    await expect.poll(() => hits().length, { timeout: SETTLED }).toBe(before + 3);
    const [id, first, , current, count] = (await cookie(context, 'ss_cvr'))!.value.split('|');
    expect([id, first, count]).toEqual([record!.value.split('|')[0], record!.value.split('|')[1], '2']);
    expect(Number(current)).toBeGreaterThan(Number(record!.value.split('|')[3]));
    expect((await cookie(context, 'ss_cvt'))?.value).toMatch(/^[1-9]\d*$/);

    await page.goto(`${demo.url}/search?q=tee`);
    await settled(page);
    await page.goto(`${demo.url}/shop`);
    await expect.poll(() => hits().length, { timeout: SETTLED }).toBe(before + 4);
    expect(hits().map((entry) => entry.data.url)).not.toContain('/search');
    await context.close();
  });

  it('records nothing for a logged-in non-viewer, and records again for a viewer', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${demo.url}/account?demo-roles=4`);
    await page.locator('store-account [part=email]').fill('shopper@example.com');
    await page.locator('store-account [part=password]').fill('storefront-demo');
    await page.locator('store-account [part=button]').click();
    await page.locator('store-account[data-state=logged-in]').waitFor({ timeout: SETTLED });
    await context.clearCookies({ name: 'ss_cvt' });
    const before = hits().length;
    const visitCount = (await cookie(context, 'ss_cvr'))?.value.split('|')[4];
    await page.goto(`${demo.url}/shop`);
    await page.locator('store-analytics[data-state=off]').waitFor({ state: 'attached', timeout: SETTLED });
    await page.goto(`${demo.url}/shop/p/classic-tee`);
    await page.locator('store-analytics[data-state=off]').waitFor({ state: 'attached', timeout: SETTLED });
    expect(hits().length).toBe(before);
    expect((await cookie(context, 'ss_cvr'))?.value.split('|')[4]).toBe(visitCount);

    await page.goto(`${demo.url}/shop?demo-roles=10`);
    await page.locator('store-analytics[data-state=running]').waitFor({ state: 'attached', timeout: SETTLED });
    await expect.poll(() => hits().length, { timeout: SETTLED }).toBe(before + 1);
    await context.close();
  });

  it('through the ES module autoloader, fetches the analytics chunk only on a page with <store-analytics>', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = await recordPageProblems(page);
    const pageContext = JSON.stringify({ website: { id: 'demo-website' }, pageType: 2 });
    const html = (body: string) =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ESM</title><script type="application/json" id="store-page-context">${pageContext}</script>` +
      `<script type="module" src="/dist/loader.js"></script></head><body><main>${body}</main></body></html>`;
    await page.route(`${demo.url}/esm/*`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'Content-Security-Policy': "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'" },
        body: html(route.request().url().endsWith('/with') ? '<store-cart-pill></store-cart-pill><store-analytics></store-analytics>' : '<store-cart-pill></store-cart-pill>'),
      }),
    );
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const before = hits().length;
    await page.goto(`${demo.url}/esm/without`);
    await page.locator('store-cart-pill[data-state]').waitFor({ state: 'attached', timeout: SETTLED });
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.includes('startAnalytics'))).toEqual([]);
    await page.goto(`${demo.url}/esm/with`);
    await page.locator('store-analytics[data-state=running]').waitFor({ state: 'attached', timeout: SETTLED });
    expect(scripts.filter((path) => path.includes('startAnalytics'))).toHaveLength(1);
    await expect.poll(() => hits().length, { timeout: SETTLED }).toBe(before + 1);
    expect(hits().at(-1)?.data.url).toBe('/esm/with');
    expect(problems.all()).toEqual([]);
    await context.close();
  });

  it('keeps the page working, with nothing on the console, when the census endpoints answer 500 or time out', async () => {
    for (const fault of [{ kind: '500' as const }, { kind: 'delay' as const, ms: 4_000 }]) {
      demo.server.faults.clear();
      demo.server.faults.set({ path: '/api/census/*', ...fault });
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems = await recordPageProblems(page);
      const censusCalls: string[] = [];
      const buttonCallsSettled: Promise<unknown>[] = [];
      page.on('request', (request) => {
        if (!request.url().includes('/api/census/')) return;
        censusCalls.push(new URL(request.url()).pathname);
        if (request.url().includes('/api/census/button-')) buttonCallsSettled.push(request.response().catch(() => null));
      });
      await page.clock.install();
      const scriptConsole: string[] = [];
      await page.exposeFunction('__reportConsole', (line: string) => scriptConsole.push(line));
      await page.addInitScript(() => {
        for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
          const original = console[level].bind(console);
          console[level] = (...args: unknown[]) => {
            if (!String(args[0]).startsWith('[csp-violation]')) void (window as unknown as { __reportConsole(line: string): Promise<void> }).__reportConsole(`${level}: ${args.map(String).join(' ')}`);
            original(...args);
          };
        }
      });
      await page.goto(`${demo.url}/shop/p/sticker-pack`);
      await page.locator('store-analytics[data-state=running]').waitFor({ state: 'attached', timeout: SETTLED });
      await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
      await page.locator('store-add-to-cart[mode=add] [part=button]').click();
      await expect.poll(() => page.locator('store-cart-pill [part=quantity]').textContent(), { timeout: SETTLED }).toBe('1');
      await expect.poll(() => censusCalls, { timeout: SETTLED }).toEqual(expect.arrayContaining(['/api/census/RecordHit', '/api/census/button-render', '/api/census/button-click']));
      if (fault.kind === 'delay') await page.clock.runFor(CENSUS_TIMEOUT_MS);
      await Promise.all(buttonCallsSettled);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      const cartEvent = demo.server.db.events('events').at(-1)?.body as { event: string; itemId: string; data: Record<string, unknown> } | undefined;
      expect(cartEvent).toMatchObject({ event: 'cart-add', itemId: 'sticker-pack', data: { websiteId: 'demo-website', pagePath: '/shop/p/sticker-pack', website_locale: 'en-US' } });
      expect(scriptConsole).toEqual([]);
      expect([...problems.pageErrors, ...problems.cspViolations]).toEqual([]);
      const otherConsole = problems.consoleErrors.filter((line) => !/^Failed to load resource: the server responded with a status of 500 .*\/api\/census\//.test(line));
      expect(otherConsole).toEqual([]);
      await context.close();
    }
    demo.server.faults.clear();
  });
});
