import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { startStaticServer, type StaticServer } from './support/startStaticServer';
import { declaredTags } from './support/declaredTags';
import { distFolder } from './support/distFolder';
import { recordPageProblems } from './support/pageProblems';
import { startDemo, type Demo } from './support/startDemo';
import { loaderPageFiles, sourcesOf, staticGraph } from '../../scripts/distSizes.mjs';
import { DEMO_PRODUCT_PAGE, demoPageScripts } from '../../scripts/demoPageScripts.mjs';
import { seedCatalog, toContentItem } from '../../dev/store/seedCatalog';
import { jsonForScript } from '../../dev/pages/escapeHtml';
import preloadedChunks from '../../src/elements/preloadedChunks.json';

const strictPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";

/** A page that pastes the classic script `scripts` times, and nothing else of the library. */
const page = (scripts: number, body = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bundle</title></head>
<body>${`<script src="/${distFolder}/storefront-elements.js"></script>`.repeat(scripts)}${body}</body></html>`;

/**
 * The demo product page (the reference server's /shop/p/classic-tee: product elements, reviews, installment pill, restock
 * form, cart pill, analytics, consent and the performance collection the demo rolls out), every script it loads: the goal
 * of issue 31 and the ceiling measured where the goal is not met (+ ~500 B). The page pastes the single-file classic
 * script: 128,728 B in 2 files (lite 91,729 B; main's single-file script and the files beside it: 126,347 B in 10 files).
 * It holds every element, every lazy layer and en-US, as a classic script cannot load chunks: React 45.7 KB (react-dom,
 * react, scheduler; lite: preact 8.7 KB), other libraries 16.3 KB (zod 8.6 KB, web-vitals 4.6 KB), en-US 3.4 KB, our
 * code 62.2 KB with the elements this page does not show (cart, form, quick view, account and their form code: ~12 KB).
 * The other catalogs (24.3 KB in it) and DOMPurify (11.4 KB) are files it loads when a page needs them
 * (`node bench/elements/bundle-size.mjs demo`).
 * The same page through the module loader loads 137,810 B in 75 files (React 45.5 KB, the import and export lines of 75
 * files 9.6 KB, zod 8.7 KB, web-vitals 4.5 KB, en-US 3.4 KB, the elements, their chunks and layers).
 * Issue 32's mounting schedule (the viewport first, time-bounded slices, an early click kept) adds about 1.2 KB: 129,943 B
 * in 2 files (lite 92,915 B).
 */
const DEMO_PRODUCT_PAGE_BUDGETS = {
  dist: { goal: 100_000, ceiling: 130_500 },
  'dist-lite': { goal: 60_000, ceiling: 93_500 },
} as const;
const demoProductPageBudget = DEMO_PRODUCT_PAGE_BUDGETS[distFolder as keyof typeof DEMO_PRODUCT_PAGE_BUDGETS] ?? DEMO_PRODUCT_PAGE_BUDGETS.dist;

const classicTee = seedCatalog().find((product) => product.id === 'classic-tee');
if (!classicTee) throw new Error('the seeded catalog has no classic-tee');
const productJson = jsonForScript(toContentItem(classicTee, new Map(), new Map()));

const modulePage = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>loader</title>
${Object.values(preloadedChunks).map((file) => `<link rel="modulepreload" href="/${distFolder}/${file}">`).join('')}<script type="module" src="/${distFolder}/loader.js"></script></head>
<body>${body}</body></html>`;

/** The product page of the budget: product, variant select, quantity, price, badge, add-to-cart and the cart pill. */
const PRODUCT_PAGE_TAGS = ['store-product', 'store-variant-select', 'store-quantity-input', 'store-product-price', 'store-product-badge', 'store-add-to-cart', 'store-cart-pill'];
const productPageBody =
  `<store-cart-pill></store-cart-pill><store-product><script type="application/json">${productJson}</script>` +
  '<store-product-badge></store-product-badge><store-product-price></store-product-price><store-variant-select></store-variant-select>' +
  '<store-quantity-input></store-quantity-input><store-add-to-cart mode="add"></store-add-to-cart></store-product>';
const productPage = modulePage(productPageBody);

const OTHER_ELEMENTS = /src\/elements\/(cart|quick-view|restock-notification|account|analytics|cookie-consent|form|installment-pill|review-stars|reviews|scarcity)\//;

/** Code no element of the product page set loads up front: other elements and features, form fields, DOMPurify, the template engine, big.js, telemetry beyond `reportError` (the per-element error boundary reports through it). */
const PRODUCT_PAGE_FOREIGN_CODE = [
  /node_modules\/dompurify\//,
  /node_modules\/big\.js\//,
  /src\/core\/(forms\/(?!FormFieldType\.ts$)|(analytics|template|reviews|restock|html|installments)\/)/,
  /src\/core\/telemetry\/(?!(reportError|errorReporterLimits)\.ts$)/,
  OTHER_ELEMENTS,
  /src\/elements\/form-fields\//,
];

/** The same and the modal (the add-to-cart alert's) for a page with only a cart pill. */
const FOREIGN_CODE = [...PRODUCT_PAGE_FOREIGN_CODE, /src\/elements\/modal\//];

/** Every static graph a page through the loader may load for `tags`: the loader's and each element entry's. */
const allowedFiles = (tags: readonly string[]) => loaderPageFiles(tags.map((tag) => tag.replace(/^store-/, '')), distFolder).sort();

/** An element's cart layer, the chunk it imports right after its first render (holding `module`), with its static graph. */
function cartLayerOf(element: string, module: string): string[] {
  const imported = staticGraph(`${distFolder}/elements/${element}.js`).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import\(\s*["'](\.[^"']+)["']\s*\)/g)].map((match) => join(dirname(file), match[1]!)),
  );
  const layer = imported.filter((file) => sourcesOf(file).some((source: string) => source.endsWith(module)));
  expect(layer).toHaveLength(1);
  return staticGraph(layer[0]!);
}

/** Add-to-cart's cart layer (holding startAddToCart) and the cart pill's (the storefront module). */
const addToCartLayer = () => cartLayerOf('add-to-cart', 'src/elements/add-to-cart/startAddToCart.ts');
const cartPillLayer = () => cartLayerOf('cart-pill', 'src/elements/page/storefront.ts');

describe(`${distFolder}/ in Chromium: the classic script, the loader and what a page loads`, () => {
  let browser: Browser;
  let server: StaticServer;
  let demo: Demo;
  const tags = declaredTags();

  beforeAll(async () => {
    server = await startStaticServer(
      '.',
      {
        '/one.html': page(1, productPageBody),
        '/two.html': page(2, productPageBody),
        '/pill.html': modulePage('<store-cart-pill></store-cart-pill>'),
        '/product.html': productPage,
      },
      { 'content-security-policy': strictPolicy },
    );
    demo = await startDemo();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await demo?.close();
  });

  it('declares elements in custom-elements.json', () => {
    expect(tags).toHaveLength(18);
    for (const tag of tags) expect(tag).toMatch(/^store-[a-z-]+$/);
  });

  it('a page that pastes only the classic script, under a strict Content-Security-Policy, gets every element defined from that one file', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const problems = await recordPageProblems(tab);
    const requested: string[] = [];
    tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await tab.goto(`${server.url}/one.html`);
    await tab.waitForFunction((names) => names.every((name) => customElements.get(name) !== undefined), tags);
    await tab.locator('store-add-to-cart[data-state=idle]').waitFor({ state: 'attached' });
    expect(requested.filter((path) => path.startsWith(`/${distFolder}/`))).toEqual([`/${distFolder}/storefront-elements.js`]);
    expect(problems.all()).toEqual([]);
    await context.close();
  });

  it('a second copy of the classic script on the page changes nothing and throws nothing', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const problems = await recordPageProblems(tab);
    await tab.goto(`${server.url}/two.html`);
    await tab.waitForFunction((names) => names.every((name) => customElements.get(name) !== undefined), PRODUCT_PAGE_TAGS);
    await tab.locator('store-add-to-cart[data-state=idle]').waitFor({ state: 'attached' });
    expect(await tab.locator('store-product').count()).toBe(1);
    expect(await tab.locator('store-product').evaluate((host) => host.shadowRoot?.childElementCount ?? 0)).toBeGreaterThan(0);
    expect(problems.all()).toEqual([]);
    await context.close();
  });

  it('the loader defines a tag on first sight, also when a script adds it later, and no tag the page never shows', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const problems = await recordPageProblems(tab);
    await tab.goto(`${server.url}/pill.html`);
    await tab.waitForFunction(() => customElements.get('store-cart-pill') !== undefined);
    expect(await tab.evaluate(() => customElements.get('store-review-stars'))).toBeUndefined();
    await tab.evaluate(() => {
      const section = document.createElement('section');
      section.append(document.createElement('store-review-stars'));
      document.body.append(section);
    });
    await tab.waitForFunction(() => customElements.get('store-review-stars') !== undefined);
    const defined = await tab.evaluate((names) => names.filter((name) => customElements.get(name) !== undefined), tags);
    expect(defined.sort()).toEqual(['store-cart-pill', 'store-review-stars']);
    expect(problems.all()).toEqual([]);
    await context.close();
  });

  it(`the demo product page loads at most ${demoProductPageBudget.ceiling} B gzip of script, every script it loads (all its features) counted`, async () => {
    const files = await demoPageScripts(browser, demo.url);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const { goal, ceiling } = demoProductPageBudget;
    console.log(
      `demo product page ${DEMO_PRODUCT_PAGE} (${distFolder}): ${total} B gzip of script in ${files.length} files (goal ${goal}, ceiling ${ceiling})\n  ` +
        files.map((file) => `${file.path} ${file.gzip}`).join('\n  '),
    );
    expect(files.some((file) => /\/(storefront-elements|loader)\.js$/.test(file.path))).toBe(true);
    expect(files.filter((file) => file.path.startsWith('/dist/locales/'))).toEqual([]);
    expect(total).toBeLessThanOrEqual(ceiling);
  });

  /** Opens `path` and returns the path of every request the page made once `tags` are defined and the network is idle. */
  async function requestsOf(path: string, tags: readonly string[]): Promise<{ files: string[]; problems: string[] }> {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const problems = await recordPageProblems(tab);
    const requested: string[] = [];
    tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await tab.goto(`${server.url}${path}`);
    await tab.waitForFunction((names) => names.every((name) => customElements.get(name) !== undefined), tags);
    await tab.waitForLoadState('networkidle');
    await context.close();
    return { files: requested.filter((file) => file !== path).map((file) => file.slice(1)).sort(), problems: problems.all() };
  }

  it('through the loader, a page with only a cart pill loads React, the pill and its chunks, then its cart layer, nothing else', async () => {
    const { files, problems } = await requestsOf('/pill.html', ['store-cart-pill']);
    console.log(`pill page requests:\n  ${files.join('\n  ')}`);
    expect(problems).toEqual([]);
    expect(files).toEqual([...new Set([...allowedFiles(['store-cart-pill']), ...cartPillLayer()])].sort());
    expect(files).toContain(`${distFolder}/chunks/react.js`);
    const sources = files.flatMap((file) => sourcesOf(file).filter((source) => source.includes('src/elements/') || source.includes('node_modules/')));
    for (const pattern of FOREIGN_CODE) expect(sources.filter((source) => pattern.test(source))).toEqual([]);
    expect(sources.filter((source) => /src\/elements\/(?!(?:mounting|page|selection|i18n|styles|modal|form-fields|telemetry|layers|merchant-reviews)\/|strictCspZod|cart-pill\/|manifest|loader|startLoader|define)/.test(source))).toEqual([]);
  });

  it("through the loader, the product page loads the union of its elements' static graphs and the cart layers of add-to-cart and the pill, nothing else", async () => {
    const { files, problems } = await requestsOf('/product.html', PRODUCT_PAGE_TAGS);
    expect(problems).toEqual([]);
    expect(files).toEqual([...new Set([...allowedFiles(PRODUCT_PAGE_TAGS), ...addToCartLayer(), ...cartPillLayer()])].sort());
    const sources = files.flatMap(sourcesOf);
    for (const pattern of PRODUCT_PAGE_FOREIGN_CODE) expect(sources.filter((source) => pattern.test(source))).toEqual([]);
  });
});
