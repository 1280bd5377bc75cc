// Shared set-up of the element benchmarks: the reference server over a temporary database, Debian's
// Chromium through playwright-core, the grid page builders and small statistics helpers.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Project root (two folders above bench/elements/support). */
export const projectRoot = join(here, '..', '..', '..');

/** The build served under /dist/: STOREFRONT_DIST=dist-lite measures the lite build (npm run build:lite). Default 'dist'. */
export const distFolder = process.env.STOREFRONT_DIST ?? 'dist';

/** Fails with a clear message when the build under measure is missing. */
export function requireBuild() {
  const bundle = join(projectRoot, distFolder, 'storefront-elements.js');
  if (!existsSync(bundle)) {
    console.error(`${distFolder}/storefront-elements.js is missing: run \`npm run ${distFolder === 'dist-lite' ? 'build:lite' : 'build'}\` first.`);
    process.exit(1);
  }
}

/** Starts the reference server (dev/server.ts through tsx) over a fresh temporary dataDir, serving `options.distFolder` (default distFolder) under /dist/. */
export async function startBenchServer(options = {}) {
  const { startServer } = await tsImport('../../../dev/server.ts', import.meta.url);
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-bench-'));
  const server = await startServer({ port: 0, dataDir, seed: true, distFolder: options.distFolder ?? distFolder });
  return {
    server,
    url: server.url,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Launches headless Chromium with this machine's flags (same as test/browser/support/launchBrowser.ts). */
export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}

/** Median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Formats milliseconds with two decimals. */
export function ms(value) {
  return `${value.toFixed(2)} ms`;
}

/** JSON for a `<script type="application/json">` body (no `</script>` can close it early). */
function jsonForScript(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The two page shapes compared: the library's elements and the hand-written baseline. */
export const VARIANTS = {
  elements: { product: 'store-product', price: 'store-product-price', button: 'store-add-to-cart', stars: 'store-review-stars', pill: 'store-installment-pill', script: '/dist/storefront-elements.js' },
  baseline: { product: 'bench-product', price: 'bench-product-price', button: 'bench-add-to-cart', stars: 'bench-review-stars', pill: 'bench-installment-pill', script: '/bench/baseline-elements.js' },
};

/**
 * The grid shapes: each cell is a product with two elements, and the page is ready when `count` of each show one of
 * their ready states (and match `also`, where set) with the given part in their shadow root (non-empty text where `text` is set).
 */
export const GRID_SHAPES = {
  grid: {
    title: 'price + add-to-cart',
    /** What a shopper clicks in the INP measure: the add-to-cart button. */
    click: (tags) => `${tags.button}[data-state=idle]${tags.button === 'store-add-to-cart' ? '[data-cart=started]' : ''}`,
    clickPart: 'button',
    cell: (tags) => `<${tags.price}></${tags.price}><${tags.button}></${tags.button}>`,
    ready: (tags) => [
      { tag: tags.price, states: ['initial', 'selected'], part: 'price', text: true },
      // A store button is shown (not visibility: hidden) once its cart check is done: data-cart=started.
      { tag: tags.button, states: ['idle'], part: 'button', text: false, ...(tags.button === 'store-add-to-cart' ? { also: '[data-cart=started]' } : {}) },
    ],
  },
  reviews: {
    title: 'review stars + installment pill',
    /** What a shopper clicks in the INP measure: the installment pill. */
    click: (tags) => `${tags.pill}:is([data-state=in-range], [data-state=out-of-range])`,
    clickPart: 'pill',
    cell: (tags, json) =>
      `<${tags.stars} merchant-id="${json.merchantId}"><script type="application/json">${json.reviews}</script></${tags.stars}><${tags.pill}><script type="application/json">${json.installments}</script></${tags.pill}>`,
    ready: (tags) => [
      { tag: tags.stars, states: ['rated'], part: 'count', text: true },
      { tag: tags.pill, states: ['in-range', 'out-of-range'], part: 'pill', text: true },
    ],
  },
};

/** What a grid page shows beside its products: for the reviews shape, its merchant's reviews and the installment context. */
export function gridData(extras = {}) {
  return {
    merchantId: extras.merchantId ?? '',
    reviews: jsonForScript({ merchantId: extras.merchantId ?? '', reviews: extras.reviews ?? [] }),
    installments: jsonForScript(extras.installments ?? {}),
  };
}

/** The `index`th product of a grid: `product` with its own title, url, SKUs and prices, as a collection lists different products (its id kept, so its reviews still match). */
function gridProduct(product, index) {
  const copy = JSON.parse(JSON.stringify(product));
  copy.title = `${copy.title} ${index + 1}`;
  if (copy.urlId) copy.urlId = `${copy.urlId}-${index + 1}`;
  for (const variant of copy.structuredContent?.variants ?? []) {
    if (variant.sku) variant.sku = `${variant.sku}-${index + 1}`;
    for (const key of ['priceMoney', 'salePriceMoney']) {
      if (Number(variant[key]?.value) > 0) variant[key].value = (Number(variant[key].value) + index / 100).toFixed(2);
    }
  }
  return copy;
}

/**
 * The grid page's CSS: four columns of product cards of a fixed height at 1280 px (two rows, 8 products, in a 1280 × 800
 * viewport), and each element's final size given to its host before it renders, as the README asks of a page (the
 * same sizes for both variants). Served as /bench/grid.css (the page's CSP allows no inline style).
 */
export const GRID_CSS = `body { margin: 0; font: 16px/1.25 sans-serif; }
.grid { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 16px; list-style: none; margin: 0; padding: 16px; }
.grid > li { display: flex; flex-direction: column; justify-content: flex-end; block-size: 380px; box-sizing: border-box; padding: 8px; border: 1px solid #ccc; }
store-product, bench-product { display: block; }
store-product-price, bench-product-price { display: block; block-size: 1.5em; }
store-add-to-cart, bench-add-to-cart { display: block; block-size: 3em; }
store-review-stars, bench-review-stars { display: block; block-size: 1.5em; }
store-installment-pill, bench-installment-pill { display: block; block-size: 4em; }`;

/** A grid page of `count` different products in one shape (default price + add-to-cart), in one variant's tags. */
export function gridPage(variant, product, count, shape = 'grid', extras = {}) {
  const tags = VARIANTS[variant];
  const { cell, ready } = GRID_SHAPES[shape];
  const json = gridData(extras);
  const html = Array.from(
    { length: count },
    (_, index) => `<li><${tags.product}><script type="application/json">${jsonForScript(gridProduct(product, index))}</script>${cell(tags, json)}</${tags.product}></li>`,
  ).join('');
  const harness = `/bench/ready-harness.js?count=${count}&product=${tags.product}&ready=${encodeURIComponent(JSON.stringify(ready(tags)))}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Grid of ${count} (${shape}, ${variant})</title>
<link rel="stylesheet" href="/bench/grid.css">
<script src="${harness}"></script>
<script src="${tags.script}" defer></script>
</head><body><main><ul class="grid">${html}</ul></main></body></html>`;
}

/**
 * Serves the benchmark pages from the reference server's origin: `/bench/{shape}-{variant}` (grid-elements,
 * reviews-baseline…) answers the grid HTML with the headers (CSP, cookies) the server sends for /shop; the harness
 * and baseline scripts come from this folder. `extras` carries the reviews shape's data. With BENCH_ELEMENTS_SCRIPT set
 * to a file, that file is served as /dist/storefront-elements.js (another build of the full script: the lite build, main's).
 */
export async function routeBenchPages(context, baseUrl, product, count, extras = {}) {
  const harness = await readFile(join(here, 'readyHarness.js'), 'utf8');
  const baseline = await readFile(join(here, 'baselineElements.js'), 'utf8');
  const replacement = process.env.BENCH_ELEMENTS_SCRIPT;
  if (replacement) await context.route(`${baseUrl}/dist/storefront-elements.js`, (route) => route.fulfill({ path: replacement, contentType: 'text/javascript' }));
  await context.route(`${baseUrl}/bench/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/bench/ready-harness.js') return route.fulfill({ body: harness, contentType: 'text/javascript' });
    if (url.pathname === '/bench/grid.css') return route.fulfill({ body: GRID_CSS, contentType: 'text/css' });
    if (url.pathname === '/bench/baseline-elements.js') return route.fulfill({ body: baseline, contentType: 'text/javascript' });
    const [, shape, variant] = /^\/bench\/([a-z]+)-([a-z]+)$/.exec(url.pathname) ?? [];
    if (!(shape in GRID_SHAPES) || !(variant in VARIANTS)) return route.fulfill({ status: 404, body: 'no such bench page' });
    const response = await route.fetch({ url: `${baseUrl}/shop` });
    return route.fulfill({ response, body: gridPage(variant, product, count, shape, extras), contentType: 'text/html; charset=utf-8' });
  });
}
