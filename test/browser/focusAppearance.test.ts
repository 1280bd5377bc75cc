import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { faintRings, focusRingsByTab, type FocusRing } from './support/focusRing';
import { useDemoPages } from './support/useDemoPages';

const SETTLED = 10_000;
const ADD_HOST = 'store-add-to-cart[mode=add]';

/** The parts met, by name, for asserting which were measured. */
const targets = (rings: readonly FocusRing[]) => [...new Set(rings.map((ring) => ring.target))];

describe('keyboard focus rings on the demo pages in Chromium: 2 px at 3:1 against the page and the part (WCAG 2.4.13)', () => {
  const session = useDemoPages();

  async function open(path: string, ready: string): Promise<Page> {
    const { page, demo } = session;
    await page.goto(`${demo.url}${path}`);
    await page.locator(ready).first().waitFor({ state: 'attached', timeout: SETTLED });
    return page;
  }

  async function addToCart(page: Page): Promise<void> {
    await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor({ timeout: SETTLED });
    await page.locator(`${ADD_HOST} [part=button]`).click();
    await page.locator(`${ADD_HOST}[data-state=added]`).waitFor({ timeout: SETTLED });
  }

  it('product page: selects, quantity, both buy buttons, the installment pill and the filled cart pill', async () => {
    const page = await open('/shop/p/sticker-pack', `${ADD_HOST}[data-state=idle]`);
    await addToCart(page);
    await page.goto(`${session.demo.url}/shop/p/classic-tee`);
    await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor({ timeout: SETTLED });
    await page.locator('store-cart-pill[data-state=filled]').waitFor({ timeout: SETTLED });
    const rings = await focusRingsByTab(page);
    expect(targets(rings)).toEqual(
      expect.arrayContaining([
        'store-cart-pill a[part=pill]',
        'store-variant-select select[part=select]',
        'store-quantity-input input[part=input]',
        'store-add-to-cart button[part=button]',
        'store-installment-pill button[part=pill]',
      ]),
    );
    expect(faintRings(rings)).toEqual([]);
  });

  it('sold-out product: the restock sign-up email, mailing-list box and button', async () => {
    const page = await open('/shop/p/ceramic-mug', 'store-restock-notification[data-state=idle]');
    const rings = await focusRingsByTab(page);
    expect(targets(rings)).toEqual(expect.arrayContaining(['store-restock-notification input[part=email]', 'store-restock-notification button[part=button]']));
    expect(faintRings(rings)).toEqual([]);
  });

  it('shop: the quick-view buttons, and inside the open quick view its controls and close button', async () => {
    const page = await open('/shop', 'store-quick-view');
    const rings = await focusRingsByTab(page);
    expect(targets(rings)).toContain('store-quick-view button[part=button]');
    expect(faintRings(rings)).toEqual([]);

    await page.locator('store-quick-view [part=button]').first().focus();
    await page.keyboard.press('Enter');
    await page.locator('store-quick-view[data-state=open]').waitFor({ timeout: SETTLED });
    const inDialog = await focusRingsByTab(page);
    expect(targets(inDialog)).toContain('store-quick-view button[part=close]');
    expect(faintRings(inDialog)).toEqual([]);
  });

  it('cart: quantity, remove and checkout', async () => {
    const page = await open('/shop/p/sticker-pack', `${ADD_HOST}[data-state=idle]`);
    await addToCart(page);
    await page.goto(`${session.demo.url}/cart`);
    await page.locator('store-cart [part=checkout]').waitFor({ timeout: SETTLED });
    const rings = await focusRingsByTab(page);
    expect(targets(rings)).toEqual(expect.arrayContaining(['store-cart input[part=quantity]', 'store-cart button[part=remove]', 'store-cart a[part=checkout]']));
    expect(faintRings(rings)).toEqual([]);
  });

  it('account and contact forms: every field and button', async () => {
    const account = await open('/account', 'store-account[data-state=logged-out]');
    const accountRings = await focusRingsByTab(account);
    expect(targets(accountRings)).toEqual(expect.arrayContaining(['store-account input[part=email]', 'store-account input[part=password]', 'store-account button[part=button]']));
    expect(faintRings(accountRings)).toEqual([]);

    const contact = await open('/contact', 'store-form[data-state=editing]');
    const contactRings = await focusRingsByTab(contact);
    expect(contactRings.length).toBeGreaterThan(3);
    expect(faintRings(contactRings)).toEqual([]);
  });

  it('cookie banner: accept and decline', async () => {
    const page = await open('/shop/p/sticker-pack?demo-cookie-policy=restrictive', 'store-cookie-consent [part=banner]');
    await page.locator('store-cookie-consent [part=accept]').focus();
    await page.keyboard.press('Shift+Tab');
    const rings = (await focusRingsByTab(page)).filter((ring) => ring.target.startsWith('store-cookie-consent'));
    expect(targets(rings)).toEqual(['store-cookie-consent button[part=accept]', 'store-cookie-consent button[part=decline]']);
    expect(faintRings(rings)).toEqual([]);
  });
});
