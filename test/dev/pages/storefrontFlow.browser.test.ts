// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/HttpSession';

const BUNDLE = fileURLToPath(new URL('../../../dist/storefront-elements.js', import.meta.url));
const built = existsSync(BUNDLE);

let test: TestServer;
let browser: Browser;

beforeAll(async () => {
  if (!built) return;
  test = await startTestServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await test?.stop();
});

describe.skipIf(!built)('demo storefront with the built elements (needs npm run build)', () => {
  it('adds the chosen variant to the cart through <store-add-to-cart>, and /cart shows it', async () => {
    const page = await browser.newPage();
    await page.goto(`${test.server.url}/shop/p/classic-tee`);
    await page.getByLabel('Size').selectOption('M');
    await page.getByLabel('Color').selectOption('Black');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.waitForFunction(() => document.cookie.includes('CART='));
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'CART')?.value ?? '';
    await expect.poll(() => test.server.db.cartJson(test.server.db.cartByToken(token)).totalQuantity).toBe(1);
    const cart = test.server.db.cartJson(test.server.db.cartByToken(token));
    expect(cart.entries.map((entry) => [entry.sku, entry.quantity])).toEqual([['SQ-TEE-M-BLACK', 1]]);
    await page.goto(`${test.server.url}/cart`);
    await expect.poll(() => page.locator('#sqs-cart-root [part=line-attributes]').textContent()).toContain('Size: M, Color: Black');
    await page.close();
  }, 60_000);
});
