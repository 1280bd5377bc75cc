// Sizes of the built package: what a page downloads for each entry of dist/ (its static import graph), gzip level 9.
// Shared by the budget tests (test/dist/bundle-size.test.ts) and `npm run bench` (bench/elements/bundle-size.mjs).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readElementManifest } from './readElementManifest.mjs';

const staticImport = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.[^"']+)["']/g;

/** The shared React chunk of the ES build: react, react-dom, scheduler and r2wc. */
export const REACT_CHUNK = 'dist/chunks/react.js';

/** The single-file classic script, for pages that paste a `<script src>`: the package entry with everything it loads inlined. */
export const CLASSIC_SCRIPT = 'dist/storefront-elements.js';

/** The product page of the budget: product, variant select, quantity, price, badge, add-to-cart and the cart pill. */
export const PRODUCT_PAGE_ELEMENTS = ['product', 'variant-select', 'quantity-input', 'product-price', 'product-badge', 'add-to-cart', 'cart-pill'];

/** Every built file an ESM entry in dist/ loads statically, the entry first. */
export function staticGraph(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(staticImport)) visit(join(dirname(file), match[1]));
  };
  visit(entry);
  return [...seen];
}

/** The source modules (from its source map) bundled into one built file. */
export const sourcesOf = (file) => JSON.parse(readFileSync(`${file}.map`, 'utf8')).sources;

/** Gzip bytes (level 9) of built files concatenated, as one download of them all would compress. */
export const gzipBytes = (files) => gzipSync(files.map((file) => readFileSync(file, 'utf8')).join('\n'), { level: 9 }).length;

/** Every per-element entry of the ES build, `<dist>/elements/<folder>.js`, one per row of the element manifest. */
export const elementEntries = (dist = 'dist') => readElementManifest().map(({ folder }) => `${dist}/elements/${folder}.js`);

/** The core of the element build: every chunk that each element entry loads statically, React and the entries themselves aside. */
export function elementCore() {
  const [first = new Set(), ...rest] = elementEntries().map((entry) => new Set(staticGraph(entry)));
  return [...first].filter((file) => file !== REACT_CHUNK && !file.startsWith('dist/elements/') && rest.every((graph) => graph.has(file))).sort();
}

/** The page telemetry chunk (error reporting, performance settings) that `dist/loader.js` starts on every page with a page context. */
export function pageTelemetryChunk() {
  const match = /import\(["']\.\/(chunks\/startTelemetry-[\w-]+\.js)["']\)/.exec(readFileSync('dist/loader.js', 'utf8'));
  if (!match) throw new Error('dist/loader.js does not start the page telemetry');
  return `dist/${match[1]}`;
}

/** The sender chunk the page telemetry (or a chunk of its graph) loads on its first error report or once the page is idle: the page's API connection and session, the error and performance calls. */
export function pageTelemetrySenderChunk() {
  const telemetry = pageTelemetryChunk();
  for (const file of staticGraph(telemetry)) {
    const match = /import\(["']\.\/(telemetrySender-[\w-]+\.js)["']\)/.exec(readFileSync(file, 'utf8'));
    if (match) return join(dirname(file), match[1]);
  }
  throw new Error(`${telemetry} does not load the telemetry sender`);
}

/**
 * The core of a storefront page, what it loads whichever elements it shows, React and the loader's own files aside: the
 * chunks every element loads, and the page telemetry the loader starts on every page with a page context, with its graph
 * and the sender it loads on the first error report or once the page is idle (error reporting and the performance
 * settings through the page's API connection and session).
 */
export function pageCore() {
  const loader = staticGraph('dist/loader.js');
  return [...new Set([...elementCore(), ...staticGraph(pageTelemetryChunk()), ...staticGraph(pageTelemetrySenderChunk())])].filter((file) => file !== REACT_CHUNK && !loader.includes(file)).sort();
}

/** What an element adds to a storefront page beyond React and the page core: its entry and the chunks of its static graph outside the core. */
export const ownFiles = (entry, core = pageCore()) => staticGraph(entry).filter((file) => file !== REACT_CHUNK && !core.includes(file));

/** The static graphs a page through `<dist>/loader.js` loads for `elements` (folder names), the loader's own first. */
export const loaderPageFiles = (elements, dist = 'dist') =>
  [...new Set([...staticGraph(`${dist}/loader.js`), ...elements.flatMap((name) => staticGraph(`${dist}/elements/${name}.js`))])];
