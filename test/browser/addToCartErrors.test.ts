import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import englishCatalog from '../../src/locales/en-US.json';
import { launchBrowser } from './support/launchBrowser';
import { startDemo, type Demo } from './support/startDemo';
import { readCart } from './support/cartApi';
import { deepActiveElement } from './support/deepActiveElement';

const ENTRIES_PATH = '/api/commerce/shopping-cart/entries';
const ADD_HOST = 'store-add-to-cart[mode=add]';
const ADD_BUTTON = `${ADD_HOST} [part=button]`;
const PILL_QUANTITY = 'store-cart-pill [part=quantity]';
const SETTLED = 10_000;

type FaultKind = '429' | '500' | 'drop';

const expectedMessages: Record<FaultKind, string> = {
  '429': 'Please try again in a few seconds.',
  '500': 'Internal server error (injected fault).',
  drop: englishCatalog['api.error.network'],
};

describe('add-to-cart failures through the UI', () => {
  let browser: Browser;
  let demo: Demo;
  let context: BrowserContext;
  let page: Page;

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
  });
  afterEach(async () => {
    await context?.close();
    await demo?.close();
  });

  async function addOnceSuccessfully(): Promise<void> {
    await page.locator(ADD_BUTTON).click();
    await page.locator(`${ADD_HOST}[data-state=added]`).waitFor({ timeout: SETTLED });
    await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor({ timeout: SETTLED });
  }

  for (const kind of ['429', '500', 'drop'] as const) {
    it(`shows the alert for a ${kind} answer, returns to idle and loses nothing`, async () => {
      await page.goto(`${demo.url}/shop/p/sticker-pack`);
      await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor();
      await addOnceSuccessfully();
      await expect.poll(() => page.locator(PILL_QUANTITY).textContent()).toBe('1');

      demo.server.faults.set({ path: ENTRIES_PATH, kind });
      await page.locator(ADD_BUTTON).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor({ timeout: SETTLED });
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await dialog.locator('[part=dialog-title]').textContent()).toBe('Unable to Add Item');
      expect(await dialog.locator('[part=dialog-message]').textContent()).toBe(expectedMessages[kind]);
      const labelledBy = await dialog.getAttribute('aria-labelledby');
      expect(await dialog.locator('[part=dialog-title]').getAttribute('id')).toBe(labelledBy);
      expect((await deepActiveElement(page))?.part).toBe('dialog-close');

      await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor({ timeout: SETTLED });
      expect(await page.locator(`${ADD_HOST} [part=label]`).textContent()).toBe('Add To Cart');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(async () => (await deepActiveElement(page))?.path, { timeout: 5_000 }).toEqual(['store-add-to-cart', 'button']);

      const cart = await readCart(context, demo.url);
      expect(cart.totalQuantity).toBe(1);
      expect(await page.locator(PILL_QUANTITY).textContent()).toBe('1');

      demo.server.faults.clear();
      await addOnceSuccessfully();
      await expect.poll(() => page.locator(PILL_QUANTITY).textContent()).toBe('2');
      expect((await readCart(context, demo.url)).totalQuantity).toBe(2);
    });
  }

  /** Opens the sticker pack page with the first add's answer dropped after the server stored it; returns the Idempotency-Key of every add sent. */
  async function stickerPageDroppingFirstAnswer(): Promise<string[]> {
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(ENTRIES_PATH) && request.method() === 'POST') adds.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.goto(`${demo.url}/shop/p/sticker-pack`);
    await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor();
    demo.server.faults.set({ path: ENTRIES_PATH, kind: 'drop-after', times: 1 });
    return adds;
  }

  it('dropped after the answer: a first add the server stored shows as added, once, and is never sent again', async () => {
    const adds = await stickerPageDroppingFirstAnswer();
    await addOnceSuccessfully();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(() => page.locator(PILL_QUANTITY).textContent()).toBe('1');
    expect((await readCart(context, demo.url)).totalQuantity).toBe(1);
    await addOnceSuccessfully();
    await expect.poll(() => page.locator(PILL_QUANTITY).textContent()).toBe('2');
    expect((await readCart(context, demo.url)).totalQuantity).toBe(2);
    expect(adds).toHaveLength(2);
    expect(new Set(adds).size).toBe(2);
  });

  it('dropped after the answer with the cart unreadable too: says it could not tell, and adding again repeats the same add, so nothing doubles', async () => {
    const adds = await stickerPageDroppingFirstAnswer();
    demo.server.faults.set({ path: '/api/commerce/shopping-cart', kind: 'drop' });
    await page.locator(ADD_BUTTON).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor({ timeout: SETTLED });
    expect(await dialog.locator('[part=dialog-message]').textContent()).toBe(englishCatalog['api.error.cartOutcomeUnknown']);
    demo.server.faults.clear();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await readCart(context, demo.url)).totalQuantity).toBe(1);
    await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor({ timeout: SETTLED });
    await addOnceSuccessfully();
    await expect.poll(() => page.locator(PILL_QUANTITY).textContent()).toBe('1');
    expect((await readCart(context, demo.url)).totalQuantity).toBe(1);
    expect(adds).toHaveLength(2);
    expect(adds[1]).toBe(adds[0]);
  });

  it('closes the alert with its OK button (a target of at least 44 × 44 px) and keeps the first add when the cart is new', async () => {
    await page.goto(`${demo.url}/shop/p/sticker-pack`);
    await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor();
    demo.server.faults.set({ path: ENTRIES_PATH, kind: '429', times: 1 });
    await page.locator(ADD_BUTTON).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor({ timeout: SETTLED });
    expect(await dialog.locator('[part=dialog-message]').textContent()).toBe('Please try again in a few seconds.');
    const okBox = await dialog.locator('[part=dialog-close]').boundingBox();
    expect(Math.min(okBox?.width ?? 0, okBox?.height ?? 0)).toBeGreaterThanOrEqual(44);
    await dialog.locator('[part=dialog-close]').click();
    await dialog.waitFor({ state: 'detached' });
    expect((await readCart(context, demo.url)).totalQuantity).toBe(0);
    expect(await page.locator('store-cart-pill').getAttribute('data-state')).toBe('empty');
    await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor({ timeout: SETTLED });
    await addOnceSuccessfully();
    expect((await readCart(context, demo.url)).totalQuantity).toBe(1);
  });
});
