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

/** Starts the reference server (dev/server.ts through tsx) over a fresh temporary dataDir. */
export async function startBenchServer() {
  const { startServer } = await tsImport('../../../dev/server.ts', import.meta.url);
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-bench-'));
  const server = await startServer({ port: 0, dataDir, seed: true, distFolder });
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
  elements: { product: 'store-product', price: 'store-product-price', button: 'store-add-to-cart', script: '/dist/storefront-elements.js' },
  baseline: { product: 'bench-product', price: 'bench-product-price', button: 'bench-add-to-cart', script: '/bench/baseline-elements.js' },
};

/** A grid page of `count` products, each with a price and an add-to-cart button, in one variant's tags. */
export function gridPage(variant, product, count) {
  const tags = VARIANTS[variant];
  const json = jsonForScript(product);
  const cell = `<li><${tags.product}><script type="application/json">${json}</script><${tags.price}></${tags.price}><${tags.button}></${tags.button}></${tags.product}></li>`;
  const harness = `/bench/ready-harness.js?price=${tags.price}&button=${tags.button}&count=${count}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Grid of ${count} (${variant})</title>
<script src="${harness}"></script>
<script src="${tags.script}" defer></script>
</head><body><main><ul class="grid">${cell.repeat(count)}</ul></main></body></html>`;
}

/**
 * Serves the benchmark pages from the reference server's origin: `/bench/grid-{variant}` answers the
 * grid HTML with the headers (CSP, cookies) the server sends for /shop; the harness and baseline
 * scripts come from this folder.
 */
export async function routeBenchPages(context, baseUrl, product, count) {
  const harness = await readFile(join(here, 'readyHarness.js'), 'utf8');
  const baseline = await readFile(join(here, 'baselineElements.js'), 'utf8');
  await context.route(`${baseUrl}/bench/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/bench/ready-harness.js') return route.fulfill({ body: harness, contentType: 'text/javascript' });
    if (url.pathname === '/bench/baseline-elements.js') return route.fulfill({ body: baseline, contentType: 'text/javascript' });
    const variant = url.pathname.replace('/bench/grid-', '');
    if (!(variant in VARIANTS)) return route.fulfill({ status: 404, body: 'no such bench page' });
    const response = await route.fetch({ url: `${baseUrl}/shop` });
    return route.fulfill({ response, body: gridPage(variant, product, count), contentType: 'text/html; charset=utf-8' });
  });
}
