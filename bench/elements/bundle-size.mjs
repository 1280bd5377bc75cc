// Benchmark: gzip bytes (level 9) of every built entry, each over what a page downloads for it (its static import
// graph), beside the peers' figures: the Commerce Layer drop-in (48 KB), the Shopify Buy Button (59.5 KB) and
// Shopify's theme-app guidance of 10 KB per file. Then the bytes a bundler user ships for add-to-cart alone and for
// every product element, rebundled with rollup from the package's own ES build, against every element (dist/index.js).
// Run: node bench/elements/bundle-size.mjs   (after npm run build)
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import terser from '@rollup/plugin-terser';
import { projectRoot, requireBuild } from './support/benchEnvironment.mjs';
import { bytesByOrigin } from './support/bytesByOrigin.mjs';
import {
  BOOTSTRAP,
  elementCore,
  elementEntries,
  gzipBytes,
  loaderPageFiles,
  ownFiles,
  pageCore,
  PRODUCT_PAGE_ELEMENTS,
  REACT_CHUNK,
  staticGraph,
} from '../../scripts/distSizes.mjs';

requireBuild();
process.chdir(projectRoot);

/** Peers' published sizes, gzip bytes (1 KB = 1,000 B). */
const PEERS = [
  ['Commerce Layer drop-in', 48_000],
  ['Shopify Buy Button', 59_500],
];
/** Shopify's guidance for a theme app's files, gzip bytes per file. */
const THEME_APP_FILE_LIMIT = 10_000;

const core = pageCore();
const entryRows = [
  ['classic bootstrap dist/storefront-elements.js', [BOOTSTRAP]],
  ['product page via loader (React + 7 elements)', loaderPageFiles(PRODUCT_PAGE_ELEMENTS)],
  ['cart-pill page via loader (React + pill)', loaderPageFiles(['cart-pill'])],
  ['dist/index.js (every element, ESM)', staticGraph('dist/index.js')],
  ['dist/core.js (storefront-elements/core)', staticGraph('dist/core.js')],
  ['dist/template.js (storefront-elements/template)', staticGraph('dist/template.js')],
  ['dist/loader.js', staticGraph('dist/loader.js')],
  ['dist/chunks/react.js (React, react-dom, r2wc)', [REACT_CHUNK]],
  ['page core (chunks every element loads + page telemetry)', core],
  ['chunks every element loads', elementCore()],
  ...elementEntries().map((entry) => [`${entry.slice('dist/'.length)} beyond React + page core`, ownFiles(entry, core)]),
];
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(`Entry sizes, gzip level 9 over each entry's static graph, beside the peers (${PEERS.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}; Shopify theme apps: ${kb(THEME_APP_FILE_LIMIT)} per file)`);
console.log(`    ${'entry'.padEnd(54)} ${'gzip'.padStart(9)}  ${PEERS.map(([name]) => `vs ${name}`.padStart(28)).join('')}  ${'largest file vs 10 KB'.padStart(24)}`);
for (const [name, files] of entryRows) {
  const bytes = gzipBytes(files);
  const largest = Math.max(...files.map((file) => gzipBytes([file])));
  const ratios = PEERS.map(([, peer]) => `${(bytes / peer).toFixed(2)}x`.padStart(28)).join('');
  console.log(`    ${name.padEnd(54)} ${kb(bytes).padStart(9)}  ${ratios}  ${`${kb(largest)} ${largest <= THEME_APP_FILE_LIMIT ? 'within' : 'over'}`.padStart(24)}`);
}
console.log('');

/** Issue 18's goal for the lite build's product page through the loader, gzip bytes (35 KiB). */
const LITE_PRODUCT_PAGE_GOAL = 35_840;
const builds = [['default build, dist/', 'dist'], ...(existsSync('dist-lite/loader.js') ? [['lite build, dist-lite/ (npm run build:lite)', 'dist-lite']] : [])];
console.log(`Product page through the loader (React + ${PRODUCT_PAGE_ELEMENTS.length} elements), what each origin of its code costs it in place (gzip without it)`);
for (const [name, folder] of builds) {
  const { total, origins } = bytesByOrigin(loaderPageFiles(PRODUCT_PAGE_ELEMENTS, folder));
  const goal = folder === 'dist-lite' ? `; lite goal ${kb(LITE_PRODUCT_PAGE_GOAL)}: ${(total / LITE_PRODUCT_PAGE_GOAL).toFixed(2)}x of it` : '';
  console.log(`  ${name}: ${kb(total)}${goal}`);
  for (const { origin, bytes } of origins) console.log(`    ${origin.padEnd(54)} ${kb(bytes).padStart(9)}  ${`${((bytes / total) * 100).toFixed(0)}%`.padStart(5)}`);
}
if (builds.length === 1) console.log('  (run npm run build:lite for the lite build)');
console.log('');

const ELEMENTS = [
  ['store-product', 'product', 'StoreProductElement'],
  ['store-variant-select', 'variant-select', 'VariantSelectElement'],
  ['store-quantity-input', 'quantity-input', 'QuantityInputElement'],
  ['store-product-price', 'product-price', 'ProductPriceElement'],
  ['store-product-badge', 'product-badge', 'ProductBadgeElement'],
  ['store-scarcity', 'scarcity', 'ScarcityElement'],
  ['store-add-to-cart', 'add-to-cart', 'AddToCartElement'],
  ['store-cart-pill', 'cart-pill', 'CartPillElement'],
];

function entrySource(elements) {
  return elements
    .map(([tag, folder, name], index) => {
      const file = JSON.stringify(join(projectRoot, 'dist', 'elements', `${folder}.js`));
      return `import { ${name} as E${index} } from ${file};\nif (!customElements.get('${tag}')) customElements.define('${tag}', E${index});`;
    })
    .join('\n');
}

async function bundleBytes(source) {
  const virtualId = '\0bench-entry.js';
  const bundle = await rollup({
    input: virtualId,
    onwarn: () => {},
    plugins: [{ name: 'bench-entry', resolveId: (id) => (id === virtualId ? id : null), load: (id) => (id === virtualId ? source : null) }],
  });
  const { output } = await bundle.generate({ format: 'es', plugins: [terser({ module: true })] });
  await bundle.close();
  const code = output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

const full = (await Promise.all(staticGraph('dist/index.js').map((file) => readFile(join(projectRoot, file), 'utf8')))).join('\n');
const fullBytes = { raw: Buffer.byteLength(full), gzip: gzipSync(full, { level: 9 }).length };
const addToCart = await bundleBytes(entrySource(ELEMENTS.filter(([tag]) => tag === 'store-add-to-cart')));
const productElements = await bundleBytes(entrySource(ELEMENTS));
const baseline = await readFile(join(projectRoot, 'bench', 'elements', 'support', 'baselineElements.js'), 'utf8');
const baselineBytes = { raw: Buffer.byteLength(baseline), gzip: gzipSync(baseline, { level: 9 }).length };

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const row = (name, bytes) =>
  `    ${name.padEnd(44)} ${kib(bytes.gzip).padStart(10)} gzip  ${kib(bytes.raw).padStart(10)} min   ${(bytes.gzip / fullBytes.gzip).toFixed(2)}x of full`;
console.log('Bundle size (gzip level 9; ratio against every element, dist/index.js and its chunks)');
console.log(row('<store-add-to-cart> alone (dist/elements)', addToCart));
console.log(row(`all ${ELEMENTS.length} product elements (dist/elements)`, productElements));
console.log(row('every element dist/index.js', fullBytes));
console.log(row('baseline plain elements (unminified)', baselineBytes));
