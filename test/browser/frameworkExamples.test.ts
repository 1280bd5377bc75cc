import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../dev/server';
import { launchBrowser } from './support/launchBrowser';
import { readCart } from './support/cartApi';
import { recordPageProblems, type PageProblems } from './support/pageProblems';

const SETTLED = 10_000;
const ADD_BUTTON = 'store-add-to-cart [part=button]';

/** The example apps of examples/ that run in Chromium, each built by `npm run test:examples` into its dist/. */
const EXAMPLES = ['react-vite', 'vue'];

describe.each(EXAMPLES)('examples/%s in Chromium against the reference server', (example) => {
  const build = resolve('examples', example, 'dist');
  let browser: Browser;
  let server: RunningServer;
  let dataDir: string;
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    if (!existsSync(join(build, 'index.html'))) throw new Error(`examples/${example} is not built: run npm run test:examples`);
    browser = await launchBrowser();
    dataDir = await mkdtemp(join(tmpdir(), `storefront-${example}-`));
    server = await startServer({ port: 0, dataDir, seed: true, distFolder: build });
    context = await browser.newContext();
    page = await context.newPage();
    problems = await recordPageProblems(page);
  });
  afterEach(() => {
    expect(problems.all()).toEqual([]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("adds the framework-rendered product by mouse and by keyboard, and the framework's count follows store-cart-add", async () => {
    await page.goto(`${server.url}/dist/index.html`);
    const status = page.getByRole('status');
    await expect.poll(() => status.textContent()).toBe('Added by this page: 0');
    await page.locator('store-add-to-cart[data-state=idle]').waitFor({ timeout: SETTLED });

    await page.locator(ADD_BUTTON).click();
    await expect.poll(() => status.textContent(), { timeout: SETTLED }).toBe('Added by this page: 1');
    await page.locator('store-add-to-cart[data-state=idle]').waitFor({ timeout: SETTLED });

    await page.locator('store-quantity-input input').fill('2');
    await page.locator(ADD_BUTTON).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent(), { timeout: SETTLED }).toBe('Added by this page: 3');

    expect((await readCart(context, server.url)).totalQuantity).toBe(3);
    await expect.poll(() => page.locator('store-cart-pill [part=quantity]').textContent(), { timeout: SETTLED }).toBe('3');
  });
});
