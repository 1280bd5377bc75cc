import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { startDemo, type Demo } from './support/startDemo';
import { readCart } from './support/cartApi';
import { deepActiveElement } from './support/deepActiveElement';

const ADD_HOST = 'store-add-to-cart[mode=add]';
const ADD_BUTTON = `${ADD_HOST} [part=button]`;
const SETTLED = 10_000;

describe('additional-fields product in Chromium', () => {
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
    await page.goto(`${demo.url}/shop/p/engraved-pen`);
    await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor();
  });
  afterEach(async () => {
    await context?.close();
    await demo?.close();
  });

  const modal = () => page.getByRole('dialog', { name: 'Engraving details' });

  it('opens a modal that contains focus, closes on Escape and returns focus to the button', async () => {
    expect(await page.locator(`${ADD_HOST} [part=label]`).textContent()).toBe('Personalise & Add');
    await page.locator(ADD_BUTTON).focus();
    await page.keyboard.press('Enter');
    await modal().waitFor({ timeout: SETTLED });
    expect(await modal().getAttribute('aria-modal')).toBe('true');

    const first = await deepActiveElement(page);
    expect(first?.path.slice(0, 1)).toEqual(['store-add-to-cart']);
    expect(['field-control', 'cancel', 'submit']).toContain(first?.part);
    const visited = new Set<string>();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await deepActiveElement(page);
      expect(focused?.path[0]).toBe('store-add-to-cart');
      expect(await modal().evaluate((node) => {
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active !== null && node.contains(active);
      })).toBe(true);
      visited.add(`${focused?.part}:${focused?.text}`);
    }
    expect(visited.has('submit:Add To Cart')).toBe(true);
    expect(visited.has('cancel:Cancel')).toBe(true);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await modal().evaluate((node) => {
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active !== null && node.contains(active);
      })).toBe(true);
    }

    await page.keyboard.press('Escape');
    await modal().waitFor({ state: 'detached' });
    await expect.poll(async () => (await deepActiveElement(page))?.path, { timeout: 5_000 }).toEqual(['store-add-to-cart', 'button']);
    expect((await readCart(context, demo.url)).totalQuantity).toBe(0);
  });

  it('requires the required answers, then adds the item with them', async () => {
    await page.locator(ADD_BUTTON).click();
    await modal().waitFor({ timeout: SETTLED });
    await modal().getByRole('button', { name: 'Add To Cart' }).click();
    const errors = modal().locator('[part=field-error]');
    await expect.poll(() => errors.allTextContents()).toEqual(['Required', 'Required']);
    expect((await readCart(context, demo.url)).totalQuantity).toBe(0);

    await modal().getByLabel('Engraving text').fill('For Ada');
    await modal().getByLabel('Font').selectOption('Script');
    await modal().getByLabel('Gift note').fill('Happy birthday');
    await modal().getByRole('button', { name: 'Add To Cart' }).click();
    await modal().waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('store-cart-pill [part=quantity]').textContent(), { timeout: SETTLED }).toBe('1');

    const cart = await readCart(context, demo.url);
    expect(cart.totalQuantity).toBe(1);
    const [entry] = cart.entries;
    expect(entry?.itemId).toBe('engraved-pen');
    expect(JSON.parse(entry?.additionalFields ?? 'null')).toMatchObject({ 'engraving-text': 'For Ada', 'engraving-font': 'Script', 'gift-note': 'Happy birthday' });
  });

  it('closes on a click outside the dialog (on its backdrop) but not on a click inside, and returns focus to the button', async () => {
    await page.locator(ADD_BUTTON).click();
    await modal().waitFor({ timeout: SETTLED });
    await modal().getByRole('heading').click();
    expect(await modal().isVisible()).toBe(true);
    await page.mouse.click(3, 3);
    await modal().waitFor({ state: 'detached' });
    await expect.poll(async () => (await deepActiveElement(page))?.path, { timeout: 5_000 }).toEqual(['store-add-to-cart', 'button']);
    expect((await readCart(context, demo.url)).totalQuantity).toBe(0);
  });

  it('cancels with the Cancel button without adding', async () => {
    await page.locator(ADD_BUTTON).click();
    await modal().waitFor({ timeout: SETTLED });
    await modal().getByRole('button', { name: 'Cancel' }).click();
    await modal().waitFor({ state: 'detached' });
    await expect.poll(async () => (await deepActiveElement(page))?.path, { timeout: 5_000 }).toEqual(['store-add-to-cart', 'button']);
    expect((await readCart(context, demo.url)).totalQuantity).toBe(0);
  });
});
