import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/launchBrowser';
import { startStaticServer, type StaticServer } from './support/startStaticServer';
import { declaredTags } from './support/declaredTags';
import { distFolder } from './support/distFolder';
import { recordPageProblems } from './support/pageProblems';
import { loaderPageFiles, sourcesOf, staticGraph } from '../../scripts/distSizes.mjs';
import { seedCatalog, toContentItem } from '../../dev/store/seedCatalog';
import { jsonForScript } from '../../dev/pages/escapeHtml';
import scriptSiblings from '../../src/elements/scriptSiblings.json';

const strictPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";

const page = (scripts: number, body = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bundle</title></head>
<body>${`<script src="/${distFolder}/storefront-elements.js"></script>`.repeat(scripts)}${body}</body></html>`;

/** Tags the classic script defines only once they appear (or through StorefrontElements.loadElement), from `storefront-<name>.js` next to it. */
const SIBLING_TAGS = Object.keys(scriptSiblings);

const classicTee = seedCatalog().find((product) => product.id === 'classic-tee');
if (!classicTee) throw new Error('the seeded catalog has no classic-tee');
const productJson = jsonForScript(toContentItem(classicTee, new Map(), new Map()));

const modulePage = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>loader</title>
<link rel="modulepreload" href="/${distFolder}/chunks/react.js"><script type="module" src="/${distFolder}/loader.js"></script></head>
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
  /src\/core\/(forms|analytics|template|reviews|restock|html|installments)\//,
  /src\/core\/telemetry\/(?!reportError\.ts$)/,
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

describe(`${distFolder}/storefront-elements.js in Chromium`, () => {
  let browser: Browser;
  let server: StaticServer;
  const tags = declaredTags();

  beforeAll(async () => {
    server = await startStaticServer(
      '.',
      {
        '/one.html': page(1),
        '/two.html': page(2),
        '/pill.html': modulePage('<store-cart-pill></store-cart-pill>'),
        '/product.html': productPage,
        '/classic-product.html': page(1, productPageBody),
      },
      { 'content-security-policy': strictPolicy },
    );
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('declares elements in custom-elements.json', () => {
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/^store-[a-z-]+$/);
  });

  it('registers every declared element under a strict Content-Security-Policy: its own at once, the others from their files through loadElement', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await tab.goto(`${server.url}/one.html`);
    const definedAtOnce = await tab.evaluate((names) => names.filter((name) => customElements.get(name) !== undefined), tags);
    expect(definedAtOnce).toEqual(tags.filter((tag) => !SIBLING_TAGS.includes(tag)));
    const loaded = await tab.evaluate(async (names) => {
      const script = (window as unknown as { StorefrontElements: { loadElement(tag: string): Promise<CustomElementConstructor> } }).StorefrontElements;
      return Promise.all(names.map(async (name) => (await script.loadElement(name)) === customElements.get(name)));
    }, SIBLING_TAGS);
    expect(loaded).toEqual(SIBLING_TAGS.map(() => true));
    const defined = await tab.evaluate((names) => names.filter((name) => customElements.get(name) !== undefined), tags);
    expect(defined).toEqual(tags);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns, and never throws, when a second copy of the bundle loads', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors: string[] = [];
    const warnings: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await tab.goto(`${server.url}/two.html`);
    const defined = await tab.evaluate((names) => names.every((name) => customElements.get(name) !== undefined), tags.filter((tag) => !SIBLING_TAGS.includes(tag)));
    expect(defined).toBe(true);
    expect(errors).toEqual([]);
    expect(warnings.some((text) => text.includes('already defined by another copy of storefront-elements'))).toBe(true);
    await context.close();
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
    expect(sources.filter((source) => /src\/elements\/(?!(?:mounting|page|selection|i18n|styles|modal|form-fields|telemetry|layers|merchant-reviews)\/|strictCspZod|cart-pill\/|registry|loader|startLoader|define)/.test(source))).toEqual([]);
  });

  it('with the classic script, the product page requests no file beside the script', async () => {
    const { files, problems } = await requestsOf('/classic-product.html', PRODUCT_PAGE_TAGS);
    expect(problems).toEqual([]);
    expect(files.filter((file) => file.startsWith(`${distFolder}/`))).toEqual([`${distFolder}/storefront-elements.js`]);
  });

  it("through the loader, the product page loads the union of its elements' static graphs and the cart layers of add-to-cart and the pill, nothing else", async () => {
    const { files, problems } = await requestsOf('/product.html', PRODUCT_PAGE_TAGS);
    expect(problems).toEqual([]);
    expect(files).toEqual([...new Set([...allowedFiles(PRODUCT_PAGE_TAGS), ...addToCartLayer(), ...cartPillLayer()])].sort());
    const sources = files.flatMap(sourcesOf);
    for (const pattern of PRODUCT_PAGE_FOREIGN_CODE) expect(sources.filter((source) => pattern.test(source))).toEqual([]);
  });
});
