import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { startDemo, type Demo } from './support/startDemo';
import { recordPageProblems } from './support/pageProblems';
import { axeViolations } from './support/axeViolations';
import { readCart } from './support/cartApi';
import { deepActiveElement } from './support/deepActiveElement';
import { tabTo, typeAt } from './support/keyboardFocus';
import englishCatalog from '../../src/locales/en-US.json';

const SETTLED = 10_000;
const PILL = 'store-cart-pill';
const ADD_HOST = 'store-add-to-cart[mode=add]';

/** Stands in for Meta's pixel: `fbq` records every call in `window.pixelCalls`. */
async function installPixel(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { pixelCalls: unknown[][] }).pixelCalls = calls;
    (window as unknown as { fbq: (...args: unknown[]) => void }).fbq = (...args) => calls.push(args);
  });
}

const pixelCalls = (page: Page) => page.evaluate(() => (window as unknown as { pixelCalls: unknown[][] }).pixelCalls.map((call) => call[1]));

async function addToCart(page: Page): Promise<void> {
  await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor({ timeout: SETTLED });
  await page.locator(`${ADD_HOST} [part=button]`).click();
  await page.locator(`${ADD_HOST}[data-state=added]`).waitFor({ timeout: SETTLED });
}

describe('site-user accounts, cookie consent and the pixel in Chromium', () => {
  let browser: Browser;
  let demo: Demo;

  beforeAll(async () => {
    [browser, demo] = await Promise.all([launchBrowser(), startDemo()]);
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });

  const ssCookies = async (context: BrowserContext) => (await context.cookies()).filter((cookie) => cookie.name.startsWith('ss_')).map((cookie) => cookie.name).sort();

  it("sets no ss_ cookie and sends no pixel event under a restrictive policy until 'Accept'; then census and the pixel start without a reload", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = await recordPageProblems(page);
    await installPixel(page);
    const hitsBefore = demo.server.db.events('census-hit').length;
    await page.goto(`${demo.url}/shop/p/sticker-pack?demo-cookie-policy=restrictive`);
    const banner = page.locator('store-cookie-consent [part=banner]');
    await banner.waitFor({ timeout: SETTLED });
    await page.locator('store-analytics[data-state=waiting-for-consent]').waitFor({ state: 'attached', timeout: SETTLED });
    expect(await page.getByRole('region', { name: 'Cookie consent' }).isVisible()).toBe(true);
    expect(await axeViolations(page, { include: 'store-cookie-consent' })).toEqual([]);

    await addToCart(page);
    expect(await ssCookies(context)).toEqual([]);
    expect(await pixelCalls(page)).toEqual([]);
    expect(demo.server.db.events('census-hit').length).toBe(hitsBefore);

    await page.locator('store-cookie-consent [part=accept]').focus();
    await page.keyboard.press('Enter');
    await page.locator('store-cookie-consent[data-state=accepted]').waitFor({ state: 'attached', timeout: SETTLED });
    expect(await banner.count()).toBe(0);
    await page.locator('store-analytics[data-state=running]').waitFor({ state: 'attached', timeout: SETTLED });
    expect(await ssCookies(context)).toEqual(['ss_cookieAllowed', 'ss_cvr', 'ss_cvt']);
    await expect.poll(() => demo.server.db.events('census-hit').length, { timeout: SETTLED }).toBe(hitsBefore + 1);
    expect(await pixelCalls(page)).toEqual(['ViewContent']);

    await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor({ timeout: SETTLED });
    await addToCart(page);
    expect(await pixelCalls(page)).toEqual(['ViewContent', 'AddToCart']);

    await page.goto(`${demo.url}/shop`);
    await page.locator('store-cookie-consent[data-state=hidden]').waitFor({ state: 'attached', timeout: SETTLED });
    await page.locator('store-analytics[data-state=running]').waitFor({ state: 'attached', timeout: SETTLED });
    expect(problems.all()).toEqual([]);
    await context.close();
  });

  it("keeps everything off after 'Decline'", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await installPixel(page);
    await page.goto(`${demo.url}/shop/p/sticker-pack?demo-cookie-policy=restrictive`);
    await page.locator('store-cookie-consent [part=decline]').click();
    await page.locator('store-analytics[data-state=off]').waitFor({ state: 'attached', timeout: SETTLED });
    await addToCart(page);
    await page.reload();
    await page.locator('store-cookie-consent[data-state=hidden]').waitFor({ state: 'attached', timeout: SETTLED });
    await page.locator('store-analytics[data-state=off]').waitFor({ state: 'attached', timeout: SETTLED });
    expect(await ssCookies(context)).toEqual(['ss_cookieAllowed']);
    expect((await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value).toBe('0');
    expect(await pixelCalls(page)).toEqual([]);
    await context.close();
  });

  it('by keyboard: after the log-in focus is on the new state\'s status line, after the log-out on the log-in form, and the keyboard carries on there', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = await recordPageProblems(page);
    await page.goto(`${demo.url}/account`);
    const account = page.locator('store-account');
    await page.locator('store-account[data-state=logged-out]').waitFor({ timeout: SETTLED });

    await typeAt(page, 'email', 'shopper@example.com');
    await typeAt(page, 'password', 'storefront-demo');
    await tabTo(page, 'button');
    await page.keyboard.press('Enter');
    await page.locator('store-account[data-state=logged-in]').waitFor({ timeout: SETTLED });
    const status = (await account.locator('[part=status]').textContent())!;
    await expect.poll(() => deepActiveElement(page)).toMatchObject({ path: ['store-account', 'p'], part: 'status', text: status, focusVisible: true });
    expect(await account.locator('[part=status]').getAttribute('role')).toBe('status');
    expect(await axeViolations(page, { include: 'store-account' })).toEqual([]);

    await page.keyboard.press('Tab');
    expect(await deepActiveElement(page)).toMatchObject({ path: ['store-account', 'button'], part: 'button', text: englishCatalog['account.logOut'] });
    await page.keyboard.press('Enter');
    await page.locator('store-account[data-state=logged-out]').waitFor({ timeout: SETTLED });
    await expect.poll(() => deepActiveElement(page)).toMatchObject({ path: ['store-account', 'form'], part: 'form', text: englishCatalog['account.formLabel'] });
    expect(await axeViolations(page, { include: 'store-account' })).toEqual([]);

    await page.keyboard.press('Tab');
    expect(await deepActiveElement(page)).toMatchObject({ path: ['store-account', 'input'], part: 'email' });
    expect(problems.all()).toEqual([]);
    await context.close();
  });

  it('logs in and out with the cart following the site user, with every pill in step', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = await recordPageProblems(page);
    await page.goto(`${demo.url}/shop/p/sticker-pack`);
    await addToCart(page);
    await expect.poll(() => page.locator(`${PILL} [part=quantity]`).textContent(), { timeout: SETTLED }).toBe('1');

    await page.goto(`${demo.url}/account`);
    const account = page.locator('store-account');
    await page.locator('store-account[data-state=logged-out]').waitFor({ timeout: SETTLED });
    expect(await axeViolations(page, { include: 'store-account' })).toEqual([]);

    await account.locator('[part=email]').fill('shopper@example.com');
    await account.locator('[part=password]').fill('wrong password');
    await account.locator('[part=button]').click();
    await expect.poll(() => account.locator('[part=error]').textContent(), { timeout: SETTLED }).toBe('Invalid email or password.');
    expect(await account.locator('[part=email]').inputValue()).toBe('shopper@example.com');
    expect(await account.locator('[part=password]').inputValue()).toBe('wrong password');
    expect(await axeViolations(page, { include: 'store-account' })).toEqual([]);

    await account.locator('[part=password]').fill('storefront-demo');
    await account.locator('[part=password]').press('Enter');
    await page.locator('store-account[data-state=logged-in]').waitFor({ timeout: SETTLED });
    expect(await account.locator('[part=status]').textContent()).toBe('You are logged in as shopper@example.com.');
    expect(await account.getByRole('button', { name: 'Log Out' }).getAttribute('aria-describedby')).toBe(await account.locator('[part=cart-notice]').getAttribute('id'));
    expect(await account.locator('[part=cart-notice]').textContent()).toBe("Logging out empties this browser's cart.");
    expect((await readCart(context, demo.url)).totalQuantity).toBe(1);
    await expect.poll(() => page.locator(`${PILL} [part=quantity]`).textContent(), { timeout: SETTLED }).toBe('1');

    const shop = await context.newPage();
    await shop.goto(`${demo.url}/shop/p/sticker-pack`);
    await addToCart(shop);
    await expect.poll(() => page.locator(`${PILL} [part=quantity]`).textContent(), { timeout: SETTLED }).toBe('2');
    await shop.close();

    await page.reload();
    await page.locator('store-account[data-state=logged-in]').waitFor({ timeout: SETTLED });
    expect(await account.locator('[part=status]').textContent()).toBe('You are logged in as shopper@example.com.');
    await account.locator('[part=button]').click();
    await page.locator('store-account[data-state=logged-out]').waitFor({ timeout: SETTLED });
    await page.locator(`${PILL}[data-state=empty]`).waitFor({ state: 'attached', timeout: SETTLED });
    expect((await readCart(context, demo.url)).totalQuantity).toBe(0);

    await account.locator('[part=email]').fill('shopper@example.com');
    await account.locator('[part=password]').fill('storefront-demo');
    await account.locator('[part=button]').click();
    await page.locator('store-account[data-state=logged-in]').waitFor({ timeout: SETTLED });
    await expect.poll(() => page.locator(`${PILL} [part=quantity]`).textContent(), { timeout: SETTLED }).toBe('2');
    const wrongPasswordLog = /^console: Failed to load resource: the server responded with a status of 401 .*\/api\/site-users\/account\/session\)$/;
    expect(problems.all().filter((line) => !wrongPasswordLog.test(line))).toEqual([]);
    await context.close();
  });
});
