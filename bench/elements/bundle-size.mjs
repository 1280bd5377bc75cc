// Benchmark: gzip bytes of what a page downloads for add-to-cart alone, for every product element, and for
// the full script dist/storefront-elements.js, each against the full script. The partial bundles are built
// with rollup from the package's own ES build (dist/elements/*.js and their shared chunks), minified,
// each defining its elements as a page would.
// Run: node bench/elements/bundle-size.mjs   (after npm run build)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import terser from '@rollup/plugin-terser';
import { projectRoot, requireBuild } from './support/benchEnvironment.mjs';

requireBuild();

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

const full = await readFile(join(projectRoot, 'dist', 'storefront-elements.js'));
const fullBytes = { raw: full.length, gzip: gzipSync(full, { level: 9 }).length };
const addToCart = await bundleBytes(entrySource(ELEMENTS.filter(([tag]) => tag === 'store-add-to-cart')));
const productElements = await bundleBytes(entrySource(ELEMENTS));
const baseline = await readFile(join(projectRoot, 'bench', 'elements', 'support', 'baselineElements.js'), 'utf8');
const baselineBytes = { raw: Buffer.byteLength(baseline), gzip: gzipSync(baseline, { level: 9 }).length };

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const row = (name, bytes) =>
  `    ${name.padEnd(44)} ${kib(bytes.gzip).padStart(10)} gzip  ${kib(bytes.raw).padStart(10)} min   ${(bytes.gzip / fullBytes.gzip).toFixed(2)}x of full`;
console.log('Bundle size (gzip level 9; ratio against the full script dist/storefront-elements.js)');
console.log(row('<store-add-to-cart> alone (dist/elements)', addToCart));
console.log(row(`all ${ELEMENTS.length} product elements (dist/elements)`, productElements));
console.log(row('full script dist/storefront-elements.js', fullBytes));
console.log(row('baseline plain elements (unminified)', baselineBytes));
