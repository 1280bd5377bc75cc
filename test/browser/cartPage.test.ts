import { beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import englishCatalog from '../../src/locales/en-US.json';
import { axeViolations } from './support/axeViolations';
import { readCart, type CartSummary } from './support/cartApi';
import { deepActiveElement } from './support/deepActiveElement';
import { recordPageProblems } from './support/pageProblems';
import type { Demo } from './support/startDemo';
import { useDemoPages } from './support/useDemoPages';

const SETTLED = 10_000;
const ENTRIES = '/api/commerce/shopping-cart/entries';
const CART = 'store-cart';
const LINE = `${CART} [part=line]`;
const PILL_QUANTITY = 'store-cart-pill [part=quantity]';
const STALE = 'Your cart changed in another window or tab. Please review it and check out again.';

/** What the cart page shows: each line's title and quantity, and the totals. */
async function shownCart(page: Page): Promise<{ lines: [string, number][]; subtotal: string; total: string; quantity: string }> {
  return page.evaluate(() => {
    const root = document.querySelector('store-cart')!.shadowRoot!;
    const text = (selector: string) => root.querySelector(selector)?.textContent ?? '';
    return {
      lines: [...root.querySelectorAll('[part="line"]')].map((line) => [
        line.querySelector('[part="line-title"]')?.textContent ?? '',
        Number((line.querySelector('[part="quantity"]') as HTMLInputElement).value),
      ]) as [string, number][],
      subtotal: root.querySelector('[part~="total-row"] dd')?.textContent ?? '',
      total: text('[part~="grand-total"] dd'),
      quantity: text('[part="total-quantity"]'),
    };
  });
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Adds an item through the API with the context's cookies and crumb (sets the CART cookie). */
async function addThroughApi(context: BrowserContext, baseUrl: string, body: Record<string, unknown>): Promise<void> {
  const crumb = (await (await context.request.get(`${baseUrl}/api/dev/crumb`)).json()) as { crumb: string };
  const response = await context.request.post(`${baseUrl}${ENTRIES}`, { data: body, headers: { 'X-CSRF-Token': crumb.crumb } });
  if (!response.ok()) throw new Error(`add answered ${response.status()}: ${await response.text()}`);
}

function expectShownEqualsServer(shown: Awaited<ReturnType<typeof shownCart>>, server: CartSummary): void {
  expect(shown.lines.map(([, quantity]) => quantity)).toEqual(server.entries.map((entry) => entry.quantity));
  expect(shown.subtotal).toBe(dollars(server.subtotalCents));
}

describe('the cart page against the reference server', () => {
  const session = useDemoPages();
  let demo: Demo;
  let context: BrowserContext;
  let page: Page;
  beforeEach(() => {
    ({ demo, context, page } = session);
  });

  async function openCart(target: Page = page): Promise<void> {
    await target.goto(`${demo.url}/cart`);
    await target.locator(`${CART}[data-state=ready], ${CART}[data-state=empty]`).waitFor({ timeout: SETTLED });
  }

  async function addOnProductPage(slug: string): Promise<void> {
    await page.goto(`${demo.url}/shop/p/${slug}`);
    const host = page.locator('store-add-to-cart[mode=add]');
    await page.locator('store-add-to-cart[mode=add][data-cart=started][data-state=idle]').waitFor({ timeout: SETTLED });
    await host.locator('[part=button]').click();
    await page.locator('store-add-to-cart[mode=add][data-state=added]').waitFor({ timeout: SETTLED });
  }

  async function setQuantity(index: number, quantity: string): Promise<void> {
    const input = page.locator(LINE).nth(index).locator('[part=quantity]');
    await input.fill(quantity);
    await input.press('Enter');
  }

  it('two products: two lines and correct totals; a quantity change moves totals and pill; removals reach the empty state; reloads lose nothing', async () => {
    await addOnProductPage('sticker-pack');
    await addOnProductPage('walnut-board');
    await openCart();
    let server = await readCart(context, demo.url);
    let shown = await shownCart(page);
    expect(shown.lines).toEqual([['Sticker Pack', 1], ['Walnut Cutting Board', 1]]);
    expect([shown.subtotal, shown.total, shown.quantity]).toEqual(['$116.00', '$116.00', '2 items']);
    expectShownEqualsServer(shown, server);
    expect(await axeViolations(page, { include: CART })).toEqual([]);

    await setQuantity(0, '3');
    await expect.poll(async () => (await shownCart(page)).subtotal, { timeout: SETTLED }).toBe('$128.00');
    expect((await shownCart(page)).quantity).toBe('4 items');
    await expect.poll(() => page.locator(PILL_QUANTITY).textContent()).toBe('4');
    server = await readCart(context, demo.url);
    expect(server.entries.map((entry) => entry.quantity)).toEqual([3, 1]);

    await page.reload();
    await page.locator(`${CART}[data-state=ready]`).waitFor({ timeout: SETTLED });
    shown = await shownCart(page);
    expect(shown.lines).toEqual([['Sticker Pack', 3], ['Walnut Cutting Board', 1]]);
    expectShownEqualsServer(shown, server);

    await page.locator(LINE).nth(0).locator('[part=remove]').click();
    await expect.poll(async () => (await shownCart(page)).lines, { timeout: SETTLED }).toEqual([['Walnut Cutting Board', 1]]);
    await expect.poll(() => page.locator(PILL_QUANTITY).textContent()).toBe('1');
    await page.locator(LINE).nth(0).locator('[part=remove]').click();
    await page.locator(`${CART}[data-state=empty]`).waitFor({ timeout: SETTLED });
    expect(await page.locator(`${CART} [part=empty]`).textContent()).toBe('Your cart is empty');
    expect(await page.locator(`${CART} [part=continue]`).getAttribute('href')).toBe('/shop');
    expect(await page.locator('store-cart-pill').getAttribute('data-state')).toBe('empty');
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await page.locator(`${CART}[data-state=empty]`).waitFor({ timeout: SETTLED });
    expect((await readCart(context, demo.url)).entries).toEqual([]);
  });

  it('keeps the totals busy while recalculating, shows bad quantities at the line, and passes axe in each state', async () => {
    await addThroughApi(context, demo.url, { itemId: 'limited-print', sku: 'SQ-PRINT-A3', quantity: 1 });
    await openCart();
    const line = page.locator(LINE).nth(0);
    await setQuantity(0, '1.5');
    expect(await line.locator('[part=line-error]').textContent()).toBe('Quantity must be a whole number.');
    expect(await line.locator('[part=quantity]').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page, { include: CART })).toEqual([]);
    await setQuantity(0, '3');
    await expect.poll(() => line.locator('[part=line-error]').textContent(), { timeout: SETTLED }).toBe('Sorry, we do not have enough of that item available.');
    expect(await line.locator('[part=quantity]').inputValue()).toBe('1');

    demo.server.faults.set({ path: `${ENTRIES}/*`, kind: 'delay', ms: 1500, times: 1 });
    await setQuantity(0, '2');
    await page.locator(`${CART}[data-state=recalculating]`).waitFor({ timeout: SETTLED });
    expect(await page.locator(`${CART} [part=summary]`).getAttribute('aria-busy')).toBe('true');
    expect(await page.locator(`${CART} [part=summary]`).getAttribute('data-state')).toBe('recalculating');
    expect(await axeViolations(page, { include: CART })).toEqual([]);
    await page.locator(`${CART}[data-state=ready]`).waitFor({ timeout: SETTLED });
    expect(await page.locator(`${CART} [part=summary]`).getAttribute('aria-busy')).toBeNull();
    expect((await shownCart(page)).lines).toEqual([['Limited Print', 2]]);
  });

  it('edits additional-field answers: the form opens filled, saves through PUT …/additionalFields, and the page shows them after a reload', async () => {
    await addThroughApi(context, demo.url, { itemId: 'engraved-pen', sku: 'SQ-PEN', quantity: 1, additionalFields: JSON.stringify({ 'engraving-text': 'For Ada', 'engraving-font': 'Serif' }) });
    await openCart();
    const answers = () => page.locator(`${LINE} [part=answer-value]`).allTextContents();
    expect(await answers()).toContain('For Ada');
    await page.locator(`${LINE} [part=edit-answers]`).click();
    const modal = page.locator(`${CART} [part=modal]`);
    await modal.waitFor();
    expect(await modal.locator('[name="engraving-text"]').inputValue()).toBe('For Ada');
    expect(await axeViolations(page, { include: CART })).toEqual([]);
    await modal.locator('[name="engraving-text"]').fill('For Grace');
    await modal.locator('[part=submit]').click();
    await modal.waitFor({ state: 'detached', timeout: SETTLED });
    expect(await answers()).toContain('For Grace');
    expect((await deepActiveElement(page))?.part).toBe('edit-answers');
    const stored = (await readCart(context, demo.url)).entries[0]?.additionalFields ?? '';
    expect(JSON.parse(stored)).toMatchObject({ 'engraving-text': 'For Grace', 'engraving-font': 'Serif' });
    await page.reload();
    await page.locator(`${CART}[data-state=ready]`).waitFor({ timeout: SETTLED });
    expect(await answers()).toContain('For Grace');
  });

  it('the same journeys by keyboard alone', async () => {
    await addThroughApi(context, demo.url, { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 });
    await addThroughApi(context, demo.url, { itemId: 'engraved-pen', sku: 'SQ-PEN', quantity: 1, additionalFields: JSON.stringify({ 'engraving-text': 'Ada', 'engraving-font': 'Serif' }) });
    await openCart();
    const tabTo = async (part: string, nth = 0): Promise<void> => {
      let seen = 0;
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        const focused = await deepActiveElement(page);
        if (focused?.path[0] === 'store-cart' && focused.part === part && seen++ === nth) return;
      }
      throw new Error(`Tab never reached [part=${part}] #${nth}`);
    };
    await tabTo('quantity', 0);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await shownCart(page)).lines[0], { timeout: SETTLED }).toEqual(['Sticker Pack', 4]);
    await expect.poll(() => page.locator(PILL_QUANTITY).textContent()).toBe('5');

    await page.keyboard.press('Shift+Tab');
    await tabTo('edit-answers', 0);
    await page.keyboard.press('Enter');
    const modal = page.locator(`${CART} [part=modal]`);
    await modal.waitFor();
    expect(await page.evaluate(() => (document.querySelector('store-cart')!.shadowRoot!.activeElement as HTMLTextAreaElement | null)?.name)).toBe('engraving-text');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Grace');
    await tabTo('submit', 0);
    await page.keyboard.press('Enter');
    await modal.waitFor({ state: 'detached', timeout: SETTLED });
    expect((await deepActiveElement(page))?.part).toBe('edit-answers');
    expect(JSON.parse((await readCart(context, demo.url)).entries[1]?.additionalFields ?? '{}')).toMatchObject({ 'engraving-text': 'Grace' });

    await page.keyboard.press('Enter');
    await modal.waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect((await deepActiveElement(page))?.part).toBe('edit-answers');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await tabTo('remove', 0);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await shownCart(page)).lines, { timeout: SETTLED }).toEqual([['Engraved Pen', 1]]);
    await tabTo('remove', 0);
    await page.keyboard.press(' ');
    await page.locator(`${CART}[data-state=empty]`).waitFor({ timeout: SETTLED });
    await page.reload();
    await page.locator(`${CART}[data-state=empty]`).waitFor({ timeout: SETTLED });
  });

  it('fault matrix on the update and remove calls: a clear message at the line, the cart shown equals the server\'s, nothing lost or duplicated', async () => {
    await addThroughApi(context, demo.url, { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 2 });
    await addThroughApi(context, demo.url, { itemId: 'walnut-board', sku: 'SQ-BOARD', quantity: 1 });
    await openCart();
    const before = await readCart(context, demo.url);
    const expected: Record<string, string> = {
      '429': 'Please try again in a few seconds.',
      '500': 'Internal server error (injected fault).',
      drop: englishCatalog['api.error.network'],
      malformed: englishCatalog['api.error.malformedResponse'],
    };
    const findings: string[] = [];
    for (const kind of ['429', '500', 'drop', 'malformed'] as const) {
      for (const action of ['update', 'remove'] as const) {
        demo.server.faults.set({ path: `${ENTRIES}/*`, kind });
        const line = page.locator(LINE).nth(0);
        if (action === 'update') await setQuantity(0, '5');
        else await line.locator('[part=remove]').click();
        await expect.poll(() => line.locator('[part=line-error]').textContent(), { timeout: SETTLED }).toBe(expected[kind]);
        demo.server.faults.clear();
        await page.locator(`${CART}[data-state=ready]`).waitFor({ timeout: SETTLED });
        const server = await readCart(context, demo.url);
        const shown = await shownCart(page);
        if (JSON.stringify(server.entries) !== JSON.stringify(before.entries)) findings.push(`${kind} ${action}: server cart changed`);
        expectShownEqualsServer(shown, server);
        expect(await axeViolations(page, { include: CART })).toEqual([]);
      }
    }
    expect(findings).toEqual([]);
    await setQuantity(0, '5');
    await expect.poll(async () => (await shownCart(page)).lines[0], { timeout: SETTLED }).toEqual(['Sticker Pack', 5]);
    expect(await page.locator(LINE).nth(0).locator('[part=line-error]').textContent()).toBe('');
    expect((await readCart(context, demo.url)).entries.map((entry) => entry.quantity)).toEqual([5, 1]);
  });

  it('dropped after the answer: a quantity change, new answers and a removal the server made show as made, with no error and nothing sent twice', async () => {
    await addThroughApi(context, demo.url, { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 2 });
    await addThroughApi(context, demo.url, { itemId: 'engraved-pen', sku: 'SQ-PEN', quantity: 1, additionalFields: JSON.stringify({ 'engraving-text': 'For Ada', 'engraving-font': 'Serif' }) });
    await openCart();
    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`${ENTRIES}/`) && request.method() !== 'GET') changes.push(request.method());
    });
    const line = (index: number) => page.locator(LINE).nth(index);

    demo.server.faults.set({ path: `${ENTRIES}/*`, kind: 'drop-after', times: 1 });
    await setQuantity(0, '5');
    await expect.poll(async () => (await shownCart(page)).lines[0], { timeout: SETTLED }).toEqual(['Sticker Pack', 5]);
    await page.locator(`${CART}[data-state=ready]`).waitFor({ timeout: SETTLED });
    expect(await line(0).locator('[part=line-error]').textContent()).toBe('');

    demo.server.faults.set({ path: `${ENTRIES}/*`, kind: 'drop-after', times: 1 });
    await line(1).locator('[part=edit-answers]').click();
    const modal = page.locator(`${CART} [part=modal]`);
    await modal.waitFor();
    await modal.locator('[name="engraving-text"]').fill('For Grace');
    await modal.locator('[part=submit]').click();
    await modal.waitFor({ state: 'detached', timeout: SETTLED });
    expect(await line(1).locator('[part=answer-value]').allTextContents()).toContain('For Grace');

    demo.server.faults.set({ path: `${ENTRIES}/*`, kind: 'drop-after', times: 1 });
    await line(0).locator('[part=remove]').click();
    await expect.poll(async () => (await shownCart(page)).lines.map(([title]) => title), { timeout: SETTLED }).toEqual(['Engraved Pen']);
    await page.locator(`${CART}[data-state=ready]`).waitFor({ timeout: SETTLED });
    expect(await line(0).locator('[part=line-error]').textContent()).toBe('');

    expect(changes).toEqual(['PUT', 'PUT', 'DELETE']);
    const server = await readCart(context, demo.url);
    expect(server.entries.map((entry) => [entry.quantity, JSON.parse(entry.additionalFields ?? '{}')['engraving-text']])).toEqual([[1, 'For Grace']]);
    expectShownEqualsServer(await shownCart(page), server);
    expect(await page.locator(PILL_QUANTITY).textContent()).toBe('1');
  });

  it('two clicks on Remove in one task send one DELETE', async () => {
    await addThroughApi(context, demo.url, { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 2 });
    await addThroughApi(context, demo.url, { itemId: 'walnut-board', sku: 'SQ-BOARD', quantity: 1 });
    await openCart();
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await page.evaluate(() => {
      const remove = document.querySelector('store-cart')!.shadowRoot!.querySelector<HTMLButtonElement>('[part="line"] [part="remove"]')!;
      remove.click();
      remove.click();
    });
    await expect.poll(async () => (await shownCart(page)).lines.map(([title]) => title), { timeout: SETTLED }).toEqual(['Walnut Cutting Board']);
    await page.locator(`${CART}[data-state=ready]`).waitFor({ timeout: SETTLED });
    expect(deletes).toHaveLength(1);
    expect((await readCart(context, demo.url)).entries.map((entry) => entry.quantity)).toEqual([1]);
  });

  it('two tabs stay in step within a second, and a checkout from a cart changed in another tab sees the changed cart', async () => {
    await addThroughApi(context, demo.url, { itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 });
    const other = await context.newPage();
    const otherProblems = await recordPageProblems(other);
    await openCart();
    await openCart(other);
    const checkoutHref = (target: Page) => target.locator(`${CART} [part=checkout]`).getAttribute('href');
    const firstHref = await checkoutHref(other);
    expect(firstHref).toMatch(/^\/checkout\?cartVersion=\d+$/);

    await setQuantity(0, '2');
    const changedAt = Date.now();
    await expect.poll(async () => (await shownCart(other)).lines, { timeout: 1_000, interval: 50 }).toEqual([['Sticker Pack', 2]]);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
    await expect.poll(() => other.locator(PILL_QUANTITY).textContent(), { timeout: 1_000, interval: 50 }).toBe('2');
    expect(await checkoutHref(other)).not.toBe(firstHref);
    expect(await checkoutHref(other)).toBe(await checkoutHref(page));

    await other.goto(`${demo.url}${firstHref}`);
    expect(await other.locator('.notice-error').textContent()).toBe(STALE);
    expect(await other.locator('.cart-table tbody td.numeric').first().textContent()).toBe('2');

    await other.locator(`a[href="/cart"]`).first().click();
    await other.locator(`${CART}[data-state=ready]`).waitFor({ timeout: SETTLED });
    await other.locator(`${CART} [part=checkout]`).click();
    await other.waitForURL(/\/checkout\?cartVersion=/);
    expect(await other.locator('.notice-error').count()).toBe(0);
    await setQuantity(0, '3');
    await expect.poll(async () => (await readCart(context, demo.url)).entries[0]?.quantity, { timeout: SETTLED }).toBe(3);
    await other.getByRole('button', { name: 'Place order' }).click();
    await other.waitForLoadState();
    expect(await other.locator('.notice-error').textContent()).toBe(STALE);
    expect(await other.locator('.cart-table tbody td.numeric').first().textContent()).toBe('3');
    expect((await readCart(context, demo.url)).entries[0]?.quantity).toBe(3);
    await other.getByRole('button', { name: 'Place order' }).click();
    await other.getByRole('heading', { name: 'Order confirmed' }).waitFor({ timeout: SETTLED });
    expect(otherProblems.cspViolations).toEqual([]);
    expect(otherProblems.pageErrors).toEqual([]);
  });
});
