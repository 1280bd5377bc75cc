import { beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { axeViolations } from './support/axeViolations';
import { readCart } from './support/cartApi';
import { deepActiveElement } from './support/deepActiveElement';
import type { Demo } from './support/startDemo';
import { useDemoPages } from './support/useDemoPages';

const SETTLED = 10_000;
const TEE_CARD = 'store-product:has(store-quick-view[product-id="classic-tee"])';
const QUICK_VIEW = `${TEE_CARD} store-quick-view`;
const DIALOG = `${QUICK_VIEW} [part=modal]`;

describe('quick view, gift card page and the editor frame against the reference server', () => {
  const session = useDemoPages();
  let demo: Demo;
  let context: BrowserContext;
  let page: Page;
  beforeEach(() => {
    ({ demo, context, page } = session);
  });

  const quickViews = () => demo.server.db.events('census-quick-view').map((event) => (event.body as { itemId: string }).itemId);

  it('opens a modal with the product elements on one selection, adds to the cart, records the view, and closes by Escape and by an outside click', async () => {
    await page.goto(`${demo.url}/shop`);
    await page.locator(`${QUICK_VIEW}[data-state=closed]`).waitFor({ timeout: SETTLED });
    const recordedBefore = quickViews().length;
    await page.locator(`${QUICK_VIEW} [part=button]`).click();
    await page.locator(`${QUICK_VIEW}[data-state=open]`).waitFor({ timeout: SETTLED });
    const dialog = page.locator(DIALOG);
    expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open && element.matches(':modal'))).toBe(true);
    expect(await page.locator(`${QUICK_VIEW} [part=title]`).textContent()).toBe('Classic Tee');
    expect(await page.locator(`${QUICK_VIEW} [part=image]`).getAttribute('src')).toBe('/dev/images/classic-tee.svg');
    expect(await dialog.evaluate((element) => element.contains((element.getRootNode() as ShadowRoot).activeElement))).toBe(true);
    await expect.poll(() => quickViews().length, { timeout: SETTLED }).toBe(recordedBefore + 1);
    expect(quickViews().at(-1)).toBe('classic-tee');
    expect(await axeViolations(page)).toEqual([]);

    const selects = dialog.locator('store-variant-select select');
    await selects.nth(0).selectOption('M');
    await selects.nth(1).selectOption('Black');
    await dialog.locator('store-quantity-input input').fill('2');
    await dialog.locator('store-add-to-cart [part=button]').click();
    await dialog.locator('store-add-to-cart[data-state=added]').waitFor({ timeout: SETTLED });
    await expect.poll(() => page.locator('store-cart-pill [part=quantity]').textContent(), { timeout: SETTLED }).toBe('2');
    const cart = await readCart(context, demo.url);
    expect(cart.entries.map((entry) => [entry.chosenVariant.sku, entry.quantity])).toEqual([['SQ-TEE-M-BLACK', 2]]);

    await page.keyboard.press('Escape');
    await page.locator(`${QUICK_VIEW}[data-state=closed]`).waitFor({ timeout: SETTLED });
    expect((await deepActiveElement(page))?.path).toEqual(['store-quick-view', 'button']);

    await page.keyboard.press('Enter');
    await page.locator(`${QUICK_VIEW}[data-state=open]`).waitFor({ timeout: SETTLED });
    expect(await dialog.locator('store-variant-select select').nth(0).inputValue()).toBe('M');
    await page.mouse.click(5, 5);
    await page.locator(`${QUICK_VIEW}[data-state=closed]`).waitFor({ timeout: SETTLED });
    expect((await deepActiveElement(page))?.path).toEqual(['store-quick-view', 'button']);
  });

  it('opens by keyboard alone and ignores a failed census call', async () => {
    demo.server.faults.set({ path: '/api/census/RecordQuickView/*', kind: '500' });
    await page.goto(`${demo.url}/shop`);
    await page.locator(`${QUICK_VIEW}[data-state=closed]`).waitFor({ timeout: SETTLED });
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.closest('store-product')?.querySelector('store-quick-view')?.getAttribute('product-id') ?? null);
      const onButton = (await deepActiveElement(page))?.path.join(' ') === 'store-quick-view button';
      if (onButton && focused === 'classic-tee') break;
    }
    expect((await deepActiveElement(page))?.path).toEqual(['store-quick-view', 'button']);
    await page.keyboard.press('Enter');
    await page.locator(`${QUICK_VIEW}[data-state=open]`).waitFor({ timeout: SETTLED });
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await page.locator(DIALOG).evaluate((element) => element.contains((element.getRootNode() as ShadowRoot).activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.locator(`${QUICK_VIEW}[data-state=closed]`).waitFor({ timeout: SETTLED });
    expect((await deepActiveElement(page))?.path).toEqual(['store-quick-view', 'button']);
  });

  it('sends a gift-card purchase to the gift card page (item id and variant), not the checkout page', async () => {
    await page.goto(`${demo.url}/shop/p/gift-card`);
    await page.locator('store-add-to-cart[mode=gift-card][data-cart=started]').waitFor({ timeout: SETTLED });
    await page.locator('store-variant-select select').first().selectOption({ index: 2 });
    await page.locator('store-add-to-cart[mode=gift-card] [part=button]').click();
    await page.waitForURL(/\/checkout\/gift-card\?itemId=gift-card&variantId=/, { timeout: SETTLED });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Gift card');
    expect(await page.locator('.cart-table tbody th').first().textContent()).toBe('Gift Card');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor({ timeout: SETTLED });
  });

  it('inside a frame, the pill and the View Cart link navigate that frame, never the top window', async () => {
    await page.route(`${demo.url}/editor`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Editor</title></head><body><iframe title="Site" src="/shop/p/sticker-pack" width="1000" height="700"></iframe></body></html>`,
      }),
    );
    await page.goto(`${demo.url}/editor`);
    const site = (): Frame => page.frames().find((frame) => frame !== page.mainFrame())!;
    const aimAtTop = (frame: Frame) => frame.evaluate(() => document.head.append(Object.assign(document.createElement('base'), { target: '_top' })));
    await site().locator('store-add-to-cart[mode=add][data-cart=started]').waitFor({ timeout: SETTLED });
    await aimAtTop(site());
    await site().locator('store-add-to-cart[mode=add] [part=button]').click();
    await site().locator('store-cart-pill[data-state=filled]').waitFor({ timeout: SETTLED });
    await site().locator('store-cart-pill [part=pill]').click();
    await expect.poll(() => site().url(), { timeout: SETTLED }).toBe(`${demo.url}/cart`);
    expect(page.url()).toBe(`${demo.url}/editor`);

    await site().goto(`${demo.url}/shop`);
    await site().locator(`${QUICK_VIEW}[data-state=closed]`).waitFor({ timeout: SETTLED });
    await aimAtTop(site());
    await site().locator(`${QUICK_VIEW} [part=button]`).click();
    await site().locator(`${QUICK_VIEW} [part=view-cart]`).click();
    await expect.poll(() => site().url(), { timeout: SETTLED }).toBe(`${demo.url}/cart`);
    expect(page.url()).toBe(`${demo.url}/editor`);
  });
});
