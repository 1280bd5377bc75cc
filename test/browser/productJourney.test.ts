import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { startDemo, type Demo } from './support/startDemo';
import { readCart } from './support/cartApi';
import { deepActiveElement } from './support/deepActiveElement';

const PILL_QUANTITY = 'store-cart-pill [part=quantity]';
const PILL_SUBTOTAL = 'store-cart-pill [part=subtotal]';
const ADD_BUTTON = 'store-add-to-cart[mode=add] [part=button]';
const SETTLED = 10_000;

describe('product page journey in Chromium', () => {
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

  async function openProduct(slug: string): Promise<void> {
    await page.goto(`${demo.url}/shop/p/${slug}`);
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor();
  }

  async function waitForIdleAfterAdd(): Promise<void> {
    await page.locator('store-add-to-cart[mode=add][data-state=added]').waitFor({ timeout: SETTLED });
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
  }

  it('follows the chosen variant in the price, adds it, shows it in the pill and on the cart page, and keeps the cart across a reload', async () => {
    await openProduct('classic-tee');
    const price = page.locator('store-product-price');
    await expect.poll(() => price.locator('[part=price]').textContent()).toBe('from $20.00');

    const [size, color] = [page.getByLabel('Size', { exact: true }), page.getByLabel('Color', { exact: true })];
    await size.selectOption('S');
    await color.selectOption('Black');
    await expect.poll(() => price.getAttribute('data-state')).toBe('selected');
    expect(await price.locator('[part=price]').textContent()).toBe('$28.00');
    expect(await price.locator('[part=original]').count()).toBe(0);

    await size.selectOption('M');
    await expect.poll(() => price.locator('[part=sale] [aria-hidden=true]').textContent()).toBe('$20.00');
    expect(await price.locator('[part=original] [aria-hidden=true]').textContent()).toBe('$28.00');
    expect(await price.locator('[part=original]').evaluate((node) => node.localName)).toBe('del');
    expect(await price.locator('[part=original]').evaluate((node) => getComputedStyle(node).textDecorationLine)).toContain('line-through');

    await color.selectOption('');
    await expect.poll(() => price.getAttribute('data-state')).toBe('initial');
    expect(await price.locator('[part=price]').textContent()).toBe('from $20.00');
    await color.selectOption('Black');

    expect(await page.locator('store-cart-pill').getAttribute('data-state')).toBe('empty');
    await page.locator('store-quantity-input input').fill('2');
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click();
    await expect.poll(() => page.locator(PILL_QUANTITY).textContent()).toBe('2');
    expect(await page.locator(PILL_SUBTOTAL).textContent()).toBe('$40.00');
    expect(await page.locator('store-cart-pill').getAttribute('data-state')).toBe('filled');
    await waitForIdleAfterAdd();

    const cookies = await context.cookies(demo.url);
    expect(cookies.map((cookie) => cookie.name)).toContain('CART');
    const cart = await readCart(context, demo.url);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.entries.map((entry) => [entry.chosenVariant.sku, entry.quantity])).toEqual([['SQ-TEE-M-BLACK', 2]]);

    await page.reload();
    await expect.poll(() => page.locator(PILL_QUANTITY).textContent(), { timeout: SETTLED }).toBe('2');
    expect(await page.locator(PILL_SUBTOTAL).textContent()).toBe('$40.00');
    await page.goto(`${demo.url}/shop`);
    await expect.poll(() => page.locator(PILL_QUANTITY).textContent(), { timeout: SETTLED }).toBe('2');
    await page.goto(`${demo.url}/cart`);
    await expect.poll(() => page.locator('#sqs-cart-root [part=line-attributes]').textContent(), { timeout: SETTLED }).toBe('Size: M, Color: Black');
  });

  it('shows a 4-digit quantity whole, in small, large, wide and narrow type', async () => {
    await openProduct('sticker-pack');
    const input = page.locator('store-quantity-input input');
    await input.fill('9999');
    for (const font of ['', '10px sans-serif', '24px serif', '12px "DejaVu Sans Mono"', 'bold 9px "DejaVu Sans"', '14px "Liberation Sans Narrow"']) {
      await page.locator('store-quantity-input').evaluate((host, value) => ((host as HTMLElement).style.font = value), font);
      const widths = await input.evaluate((node) => ({ shown: node.clientWidth, needed: node.scrollWidth }));
      expect({ font, fits: widths.needed <= widths.shown, ...widths }).toMatchObject({ font, fits: true });
    }
  });

  it('subscribes to the coffee and shows the subscription checkout price with its billing period', async () => {
    await page.goto(`${demo.url}/shop/p/coffee-subscription`);
    await page.locator('store-add-to-cart[mode=subscribe][data-state=idle]').waitFor();
    await page.locator('store-variant-select select').selectOption('Ground');
    await page.locator('store-add-to-cart[mode=subscribe] [part=button]').click();
    await page.waitForURL(/\/checkout\/subscription\?cartToken=/, { timeout: SETTLED });
    const row = page.getByRole('row', { name: /Coffee Subscription/ });
    expect(await row.locator('td').allTextContents()).toEqual(['Grind: Ground', '1', '$18.00 every month for 1 year', '$18.00 every month for 1 year']);
  });

  it('lets a site script stop an add before it is sent, by mouse and by keyboard, and adds normally once it lets adds through', async () => {
    await openProduct('sticker-pack');
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/commerce/shopping-cart/entries')) adds.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.evaluate(() => {
      const heard: string[] = [];
      Object.assign(globalThis, { heardAdds: heard, cancelAdds: true });
      document.addEventListener('store-cart-add-request', (event) => {
        if ((globalThis as { cancelAdds?: boolean }).cancelAdds) event.preventDefault();
        void event.detail.result.then((outcome) => heard.push(`${event.detail.productId} × ${event.detail.quantity}: ${outcome.kind}`));
      });
      document.addEventListener('store-cart-add', () => heard.push('store-cart-add'));
    });
    const heardAdds = () => page.evaluate(() => (globalThis as { heardAdds?: string[] }).heardAdds);
    const host = page.locator('store-add-to-cart[mode=add]');

    await page.locator(ADD_BUTTON).click();
    await expect.poll(heardAdds).toEqual(['sticker-pack × 1: canceled']);
    expect(await host.getAttribute('data-state')).toBe('idle');
    expect(await host.locator('[part=label]').textContent()).toBe('Add To Cart');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.locator(ADD_BUTTON).press('Enter');
    await page.locator(ADD_BUTTON).press(' ');
    await expect.poll(heardAdds).toEqual(['sticker-pack × 1: canceled', 'sticker-pack × 1: canceled', 'sticker-pack × 1: canceled']);
    expect(await host.getAttribute('data-state')).toBe('idle');
    expect((await deepActiveElement(page))?.path).toEqual(['store-add-to-cart', 'button']);
    expect(adds).toEqual([]);
    expect(await page.locator('store-cart-pill').getAttribute('data-state')).toBe('empty');

    await page.evaluate(() => Object.assign(globalThis, { cancelAdds: false }));
    await page.locator(ADD_BUTTON).click();
    await waitForIdleAfterAdd();
    await page.keyboard.press('Enter');
    await waitForIdleAfterAdd();
    await expect.poll(heardAdds).toEqual([
      'sticker-pack × 1: canceled',
      'sticker-pack × 1: canceled',
      'sticker-pack × 1: canceled',
      'sticker-pack × 1: succeeded',
      'store-cart-add',
      'sticker-pack × 1: succeeded',
      'store-cart-add',
    ]);
    expect(adds).toHaveLength(2);
    expect(new Set(adds).size).toBe(2);
    expect((await readCart(context, demo.url)).totalQuantity).toBe(2);
    expect(await page.locator(PILL_QUANTITY).textContent()).toBe('2');
  });

  it('adds exactly once on a double click', async () => {
    await openProduct('sticker-pack');
    await page.locator(ADD_BUTTON).dblclick();
    await waitForIdleAfterAdd();
    expect((await readCart(context, demo.url)).totalQuantity).toBe(1);
    expect(await page.locator(PILL_QUANTITY).textContent()).toBe('1');
  });

  it('adds exactly once for 20 rapid clicks', async () => {
    await openProduct('sticker-pack');
    await page.evaluate((selector) => {
      const host = document.querySelector(selector) as HTMLElement & { clicksSeen?: number };
      host.clicksSeen = 0;
      host.addEventListener('click', () => (host.clicksSeen = (host.clicksSeen ?? 0) + 1), { capture: true });
    }, 'store-add-to-cart[mode=add]');
    const box = await page.locator(ADD_BUTTON).boundingBox();
    if (!box) throw new Error('the add-to-cart button has no box');
    for (let click = 0; click < 20; click += 1) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await page.locator('store-add-to-cart[mode=add]').evaluate((host) => (host as HTMLElement & { clicksSeen?: number }).clicksSeen)).toBe(20);
    await waitForIdleAfterAdd();
    expect((await readCart(context, demo.url)).totalQuantity).toBe(1);
    expect(await page.locator(PILL_QUANTITY).textContent()).toBe('1');
  });

  it("ignores clicks while 'Added!' is shown, then adds again once idle", async () => {
    await openProduct('sticker-pack');
    await page.locator(ADD_BUTTON).click();
    await page.locator('store-add-to-cart[mode=add][data-state=added]').waitFor({ timeout: SETTLED });
    expect(await page.locator('store-add-to-cart[mode=add] [part=label]').textContent()).toBe('Added!');
    expect(await page.locator(ADD_BUTTON).getAttribute('aria-disabled')).toBe('true');
    await page.locator(ADD_BUTTON).click({ force: true });
    await page.locator(ADD_BUTTON).press('Enter');
    await page.locator(ADD_BUTTON).press(' ');
    await page.locator('store-add-to-cart[mode=add][data-state=idle]').waitFor({ timeout: SETTLED });
    expect((await readCart(context, demo.url)).totalQuantity).toBe(1);
    await page.locator(ADD_BUTTON).click();
    await waitForIdleAfterAdd();
    expect((await readCart(context, demo.url)).totalQuantity).toBe(2);
    expect(await page.locator(PILL_QUANTITY).textContent()).toBe('2');
  });

  it('completes the journey by keyboard alone with a visible focus indicator', async () => {
    await openProduct('classic-tee');
    const focusOn = async (part: string, limit = 30) => {
      for (let step = 0; step < limit; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await deepActiveElement(page);
        if (focused?.part === part) return focused;
      }
      throw new Error(`Tab never reached [part=${part}]`);
    };

    const sizeSelect = await focusOn('select');
    expect(sizeSelect.path).toEqual(['store-variant-select', 'select']);
    expect(sizeSelect.focusVisible).toBe(true);
    expect(sizeSelect.indicatorDrawn).toBe(true);
    await page.keyboard.type('M');
    await page.keyboard.press('Tab');
    const colorSelect = await deepActiveElement(page);
    expect(colorSelect?.part).toBe('select');
    expect(colorSelect?.indicatorDrawn).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('store-variant-select').getAttribute('data-state')).toBe('selected');
    expect(await page.locator('store-variant-select select').evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value))).toEqual(['M', 'Black']);
    expect(await page.locator('store-product-price [part=sale] [aria-hidden=true]').textContent()).toBe('$20.00');

    await page.keyboard.press('Tab');
    const quantity = await deepActiveElement(page);
    expect(quantity?.path).toEqual(['store-quantity-input', 'input']);
    expect(quantity?.indicatorDrawn).toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');

    await page.keyboard.press('Tab');
    const button = await deepActiveElement(page);
    expect(button?.path).toEqual(['store-add-to-cart', 'button']);
    expect(button?.text).toBe('Add To Cart');
    expect(button?.focusVisible).toBe(true);
    expect(button?.indicatorDrawn).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(PILL_QUANTITY).textContent()).toBe('3');
    expect(await page.locator(PILL_SUBTOTAL).textContent()).toBe('$60.00');
    await waitForIdleAfterAdd();

    await expect.poll(async () => (await deepActiveElement(page))?.path, { timeout: 5_000 }).toEqual(['store-add-to-cart', 'button']);
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator(PILL_QUANTITY).textContent()).toBe('6');
    await waitForIdleAfterAdd();
    expect((await readCart(context, demo.url)).totalQuantity).toBe(6);
  });

  describe('sold out', () => {
    const cartPosts: string[] = [];
    beforeEach(() => {
      cartPosts.length = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/api\/(3\/)?commerce\//.test(request.url())) cartPosts.push(request.url());
      });
    });

    /** Mode, label and aria-disabled of every buy button of the page (quick view's included), and whether each can take focus. */
    const buyButtons = (scope = 'body') =>
      page.locator(`${scope} store-add-to-cart`).evaluateAll((hosts) =>
        hosts.map((host) => {
          const button = host.shadowRoot!.querySelector('[part=button]') as HTMLButtonElement;
          return [host.getAttribute('mode'), button.textContent, button.getAttribute('aria-disabled'), !button.disabled && button.tabIndex === 0];
        }),
      );

    /** Tabs to each buy button in turn and presses Enter and Space on it; then clicks each. */
    async function activateEveryWay(count: number): Promise<void> {
      for (let reached = 0; reached < count; reached += 1) {
        for (let step = 0; ; step += 1) {
          if (step > 40) throw new Error(`Tab reached only ${reached} of ${count} buy buttons`);
          await page.keyboard.press('Tab');
          const focused = await deepActiveElement(page);
          if (focused?.path.join(' ') === 'store-add-to-cart button') {
            expect(focused.text).toBe('Sold Out');
            break;
          }
        }
        await page.keyboard.press('Enter');
        await page.keyboard.press('Space');
      }
      for (const button of await page.locator('store-add-to-cart [part=button]').all()) await button.click({ force: true });
    }

    it('turns every buy button of the sold-out Ceramic Mug into a focusable, aria-disabled Sold Out that sends nothing', async () => {
      await page.goto(`${demo.url}/shop/p/ceramic-mug`);
      await page.locator('store-add-to-cart[mode=buy-now][data-state=sold-out]').waitFor();
      expect(await buyButtons()).toEqual([
        ['add', 'Sold Out', 'true', true],
        ['buy-now', 'Sold Out', 'true', true],
      ]);
      expect(await page.locator('store-product-badge [part=badge]').textContent()).toBe('Sold Out');
      expect(await page.locator('store-variant-select select option').allTextContents()).toEqual(['Select Color', 'Sand (Sold Out)', 'Slate (Sold Out)']);
      await page.locator('store-variant-select select').focus();
      await activateEveryWay(2);
      await page.locator('store-variant-select select').selectOption('Slate');
      await page.locator('store-variant-select select').focus();
      await activateEveryWay(2);
      expect(await page.locator('store-add-to-cart [part=dialog]').count()).toBe(0);
      expect(cartPosts).toEqual([]);
      expect(await page.locator('store-restock-notification').getAttribute('data-state')).toBe('idle');
    });

    it('turns the buy buttons of Classic Tee in L / White into Sold Out, with the option and badge marked, and back for L / Black', async () => {
      await openProduct('classic-tee');
      const [size, color] = [page.locator('store-variant-select select').nth(0), page.locator('store-variant-select select').nth(1)];
      await size.selectOption('L');
      expect(await color.locator('option').allTextContents()).toEqual(['Select Color', 'Black', 'White (Sold Out)']);
      await color.selectOption('White');
      await page.locator('store-add-to-cart[mode=buy-now][data-state=sold-out]').waitFor();
      expect(await buyButtons()).toEqual([
        ['add', 'Sold Out', 'true', true],
        ['buy-now', 'Sold Out', 'true', true],
      ]);
      expect(await page.locator('store-product-badge [part=badge]').textContent()).toBe('Sold Out');
      await page.locator('store-variant-select select').first().focus();
      await activateEveryWay(2);
      expect(cartPosts).toEqual([]);
      await color.selectOption('Black');
      expect(await buyButtons()).toEqual([
        ['add', 'Add To Cart', null, true],
        ['buy-now', 'Purchase', null, true],
      ]);
      expect(await page.locator('store-product-badge [part=badge]').count()).toBe(0);
      await page.locator(ADD_BUTTON).click();
      await waitForIdleAfterAdd();
      expect(cartPosts).toEqual([`${demo.url}/api/commerce/shopping-cart/entries`]);
    });

    it("shows Sold Out on quick view's button for the Ceramic Mug, and sends nothing", async () => {
      await page.goto(`${demo.url}/shop`);
      await page.locator('store-quick-view[product-id="ceramic-mug"] [part=button]').click();
      const dialog = 'store-quick-view[product-id="ceramic-mug"]';
      await page.locator(`${dialog} store-add-to-cart[data-state=sold-out]`).waitFor();
      expect(await buyButtons(dialog)).toEqual([['add', 'Sold Out', 'true', true]]);
      await page.locator(`${dialog} store-add-to-cart [part=button]`).click({ force: true });
      await page.locator(`${dialog} store-add-to-cart [part=button]`).press('Enter');
      expect(cartPosts).toEqual([]);
    });
  });
});
