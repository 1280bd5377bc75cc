import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axeViolations';
import { cumulativeLayoutShift, recordCumulativeLayoutShift } from './support/cumulativeLayoutShift';
import { deepActiveElement } from './support/deepActiveElement';
import { launchBrowser } from './support/launchBrowser';
import { recordPageProblems, type PageProblems } from './support/pageProblems';
import { startDemo, type Demo } from './support/startDemo';

const SETTLED = 10_000;
const PILL = 'store-installment-pill';
const MODAL = `${PILL} dialog[part=modal]`;
/** Extra wait before the element bundle is answered, so the page is painted with the pill still undefined. */
const SLOW_SCRIPT_DELAY_MS = 400;

const pillText = (page: Page) => page.locator(`${PILL} [part=text]`).textContent();

describe('installment pill in Chromium against the reference server', () => {
  let browser: Browser;
  let demo: Demo;

  beforeAll(async () => {
    [browser, demo] = await Promise.all([launchBrowser(), startDemo()]);
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });

  async function openPage(context: BrowserContext, path: string, options: { slowScript?: boolean } = {}): Promise<{ page: Page; problems: PageProblems; requests: string[] }> {
    const page = await context.newPage();
    const problems = await recordPageProblems(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await recordCumulativeLayoutShift(page, options.slowScript ? { delayBundleMs: SLOW_SCRIPT_DELAY_MS } : {});
    await page.goto(`${demo.url}${path}`, { waitUntil: 'load' });
    await page.locator(`${PILL}[data-state]:not([data-state=loading])`).waitFor({ state: 'attached', timeout: SETTLED });
    return { page, problems, requests };
  }

  async function expectFocusOnPill(page: Page, when: string): Promise<void> {
    const focused = await deepActiveElement(page);
    expect(focused?.path, when).toEqual([PILL, 'button']);
    expect(focused?.part, when).toBe('pill');
  }

  it('follows the variant and the quantity, shows the out-of-range texts, and requests nothing remote before the modal opens', async () => {
    const context = await browser.newContext();
    try {
      const { page, problems, requests } = await openPage(context, '/shop/p/classic-tee', { slowScript: true });
      await page.waitForLoadState('networkidle');
      expect(await cumulativeLayoutShift(page)).toBe(0);
      expect(await pillText(page)).toBe('Afterpay available for orders over $35.00');
      expect(await page.locator(PILL).getAttribute('data-state')).toBe('out-of-range');
      expect(await axeViolations(page)).toEqual([]);

      const selects = page.locator('store-variant-select select');
      await selects.nth(0).selectOption('S');
      await selects.nth(1).selectOption('Black');
      expect(await pillText(page)).toBe('Afterpay available for orders over $35.00');
      await page.locator('store-quantity-input input').fill('2');
      await expect.poll(() => pillText(page)).toBe('or 4 interest-free payments of $14.00 with Afterpay');
      expect(await page.locator(PILL).getAttribute('data-state')).toBe('in-range');
      await selects.nth(0).selectOption('M');
      await expect.poll(() => pillText(page)).toBe('or 4 interest-free payments of $10.00 with Afterpay');
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('store-quantity-input input').fill('51');
      await expect.poll(() => pillText(page)).toBe('Afterpay available for orders up to $1,000.00');
      await selects.nth(0).selectOption('L');
      await selects.nth(1).selectOption('White');
      await expect.poll(() => page.locator(PILL).getAttribute('data-state')).toBe('hidden');
      expect(await page.locator(PILL).boundingBox(), 'a hidden pill takes no space').toBeNull();

      const origin = new URL(demo.url).origin;
      expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
      expect(requests.filter((url) => url.includes('/installments/modal'))).toEqual([]);
      expect(problems.all()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens the modal by mouse and by keyboard; Escape, an outside click and the close button close it and focus returns to the pill', async () => {
    const context = await browser.newContext();
    try {
      const { page, problems, requests } = await openPage(context, '/shop/p/walnut-board');
      expect(await pillText(page)).toBe('or 4 interest-free payments of $27.50 with Afterpay');
      const pill = page.locator(`${PILL} [part=pill]`);

      const ways: [opening: string, open: () => Promise<unknown>, closing: string, close: () => Promise<unknown>][] = [
        ['mouse', () => pill.click(), 'Escape', () => page.keyboard.press('Escape')],
        ['Enter', () => page.keyboard.press('Enter'), 'an outside click', () => page.mouse.click(5, 5)],
        ['Space', () => page.keyboard.press('Space'), 'Enter on the focused close button', () => page.keyboard.press('Enter')],
        ['mouse', () => pill.click(), 'a click on the close button', () => page.locator(`${PILL} [part=modal-close]`).click()],
      ];
      for (const [opening, open, closing, close] of ways) {
        await open();
        await page.locator(MODAL).waitFor({ timeout: SETTLED });
        expect((await deepActiveElement(page))?.part, `opened by ${opening}`).toBe('modal-close');
        expect(await page.locator(`${PILL} [part=modal-body] h2`).textContent()).toBe('Pay in 4 interest-free installments');
        expect(await page.getByRole('dialog', { name: 'Interest-free payments' }).count()).toBe(1);
        await close();
        await page.locator(MODAL).waitFor({ state: 'detached' });
        await expectFocusOnPill(page, `closed by ${closing}`);
      }
      await pill.click();
      await page.locator(MODAL).waitFor({ timeout: SETTLED });
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      expect(requests.filter((url) => url.includes('/installments/modal'))).toEqual([`${demo.url}/api/dev/installments/modal?locale=en-US`]);
      expect(problems.all()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('only warns when the modal cannot be loaded; runs nothing from modal HTML holding <script> or onerror (the only CSP reports are its handler and style attributes blocked while DOMPurify parses them)', async () => {
    const context = await browser.newContext();
    try {
      const { page, problems } = await openPage(context, '/shop/p/sticker-pack');
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.route('**/api/dev/installments/modal**', (route) => route.abort('failed'));
      await page.locator('store-quantity-input input').fill('10');
      await expect.poll(() => pillText(page)).toBe('or 4 interest-free payments of $15.00 with Afterpay');
      const pill = page.locator(`${PILL} [part=pill]`);
      await pill.click();
      await expect.poll(() => warnings.some((text) => text.startsWith('[storefront-elements] <store-installment-pill> could not load the installment info'))).toBe(true);
      expect(await page.locator(MODAL).count()).toBe(0);
      expect(await page.locator(PILL).getAttribute('data-state')).toBe('in-range');

      await page.unroute('**/api/dev/installments/modal**');
      await page.route('**/api/dev/installments/modal**', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: '<h2>Pay in 4</h2><img src="/nope.png" onerror="window.__ran = \'onerror\'"><script>window.__ran = \'script\'</script><a href="javascript:window.__ran=1">terms</a><p style="color:red" onclick="window.__ran=2">Fine print</p>',
        }),
      );
      await pill.click();
      await page.locator(MODAL).waitFor({ timeout: SETTLED });
      await page.waitForTimeout(300);
      const body = page.locator(`${PILL} [part=modal-body]`);
      expect(await body.locator('h2').textContent()).toBe('Pay in 4');
      expect(await body.locator('script, [onerror], [onclick], [style]').count()).toBe(0);
      expect(await body.locator('a').getAttribute('href')).toBeNull();
      expect(await page.evaluate(() => (window as unknown as { __ran?: unknown }).__ran)).toBeUndefined();
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations.filter((report) => !/^(script|style)-src-attr inline /.test(report))).toEqual([]);
      const expectedConsole = /net::ERR_FAILED \(.*\/api\/dev\/installments\/modal|404 \(Not Found\) \(.*\/nope\.png\)|violates the following Content Security Policy directive '(script|style)-src 'self''/;
      expect(problems.consoleErrors.filter((text) => !expectedConsole.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('follows the cart total on /cart, with CLS 0 while the pill appears', async () => {
    const context = await browser.newContext();
    try {
      await context.request.get(`${demo.url}/api/dev/crumb`);
      const crumb = (await context.cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
      const add = (itemId: string, sku: string, quantity: number) =>
        context.request.post(`${demo.url}/api/commerce/shopping-cart/entries`, { headers: { 'X-CSRF-Token': crumb }, data: { itemId, sku, quantity } });
      expect((await add('sticker-pack', 'SQ-STICKERS', 10)).ok()).toBe(true);

      const { page, problems } = await openPage(context, '/cart', { slowScript: true });
      await expect.poll(() => pillText(page), { timeout: SETTLED }).toBe('or 4 interest-free payments of $15.00 with Afterpay');
      await page.waitForLoadState('networkidle');
      expect(await cumulativeLayoutShift(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      const shop = await context.newPage();
      await shop.goto(`${demo.url}/shop/p/sticker-pack`);
      await shop.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
      await shop.locator('store-quantity-input input').fill('10');
      await shop.locator('store-add-to-cart[mode=add] [part=button]').click();
      await expect.poll(() => pillText(page), { timeout: SETTLED }).toBe('or 4 interest-free payments of $30.00 with Afterpay');

      expect((await add('field-guide-ebook', 'SQ-EBOOK', 1)).ok()).toBe(true);
      await page.reload();
      await expect.poll(() => page.locator(PILL).getAttribute('data-state'), { timeout: SETTLED }).toBe('hidden');
      expect(problems.all()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
