import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { startDemo, type Demo } from './support/startDemo';
import { readCart } from './support/cartApi';

const PILL = 'store-cart-pill';
const SETTLED = 10_000;

describe('cart pill in Chromium', () => {
  let browser: Browser;
  let demo: Demo;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    demo = await startDemo();
    context = await browser.newContext();
  });
  afterEach(async () => {
    await context?.close();
    await demo?.close();
  });

  it("shows '100+' above 100 items, named by what it shows and described as 'More than 100 items in cart', and links to /cart", async () => {
    const page = await context.newPage();
    await page.goto(`${demo.url}/shop/p/sticker-pack`);
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor();
    await page.locator('store-quantity-input input').fill('101');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator(`${PILL}[data-state=filled]`).waitFor({ timeout: SETTLED });
    expect(await page.locator(`${PILL} [part=quantity]`).textContent()).toBe('100+');
    const link = page.getByRole('link', { name: '100+ items $606.00', exact: true });
    expect(await link.count()).toBe(1);
    expect(await link.evaluate((node) => node.getRootNode() instanceof ShadowRoot && (node.getRootNode() as ShadowRoot).getElementById(node.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
      'More than 100 items in cart',
    );
    expect((await readCart(context, demo.url)).totalQuantity).toBe(101);
    await page.locator(`${PILL} [part=pill]`).click();
    await page.waitForURL(`${demo.url}/cart`);
    expect(await page.locator(`${PILL} [part=quantity]`).textContent()).toBe('100+');
  });

  it("spaces '2 items' by one space, as the text reads", async () => {
    const page = await context.newPage();
    await page.goto(`${demo.url}/shop/p/sticker-pack`);
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor();
    await page.locator('store-quantity-input input').fill('2');
    await page.locator('store-add-to-cart[mode=add] [part=button]').click();
    await page.locator(`${PILL}[data-state=filled]`).waitFor({ timeout: SETTLED });
    const spacing = await page.locator(`${PILL} [part=pill]`).evaluate((pill) => {
      const glyphs = (part: string) => {
        const range = document.createRange();
        range.selectNodeContents(pill.querySelector(`[part=${part}]`)!);
        return range.getBoundingClientRect();
      };
      const context2d = document.createElement('canvas').getContext('2d')!;
      context2d.font = getComputedStyle(pill).font;
      return { text: pill.querySelector('[part=quantity]')!.textContent + ' ' + pill.querySelector('[part=suffix]')!.textContent, gap: glyphs('suffix').left - glyphs('quantity').right, space: context2d.measureText(' ').width };
    });
    expect(spacing.text).toBe('2 items');
    expect(spacing.gap).toBeGreaterThan(spacing.space * 0.5);
    expect(spacing.gap).toBeLessThan(spacing.space * 1.5);
  });

  it('is hidden from sight, focus and assistive technology while the cart is empty', async () => {
    const page = await context.newPage();
    await page.goto(`${demo.url}/shop`);
    const pill = page.locator(PILL);
    await page.locator(`${PILL}[data-state=empty]`).waitFor({ state: 'attached' });
    expect(await pill.isVisible()).toBe(false);
    expect(await pill.locator('[part=pill]').getAttribute('aria-hidden')).toBe('true');
    expect(await pill.locator('[part=pill]').getAttribute('tabindex')).toBe('-1');
    const box = await pill.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(0);
  });

  it('follows an add made in another tab of the same browser', async () => {
    const shopper = await context.newPage();
    const other = await context.newPage();
    await shopper.goto(`${demo.url}/shop/p/sticker-pack`);
    await shopper.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor();
    await shopper.locator('store-add-to-cart[mode=add] [part=button]').click();
    await shopper.locator(`${PILL}[data-state=filled]`).waitFor({ timeout: SETTLED });
    await other.goto(`${demo.url}/shop`);
    await expect.poll(() => other.locator(`${PILL} [part=quantity]`).textContent(), { timeout: SETTLED }).toBe('1');

    await shopper.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
    await shopper.locator('store-quantity-input input').fill('2');
    await shopper.locator('store-add-to-cart[mode=add] [part=button]').click();
    await expect.poll(() => other.locator(`${PILL} [part=quantity]`).textContent(), { timeout: SETTLED }).toBe('3');
    expect(await other.locator(`${PILL} [part=subtotal]`).textContent()).toBe('$18.00');
  });
});
