// Benchmark: gzip bytes (level 9) of every built entry, each over what a page downloads for it (its static import
// graph), beside the peers' figures: the Commerce Layer drop-in (48 KB), the Shopify Buy Button (59.5 KB) and
// Shopify's theme-app guidance of 10 KB per file. Then the bytes a bundler user ships for add-to-cart alone and for
// every product element, rebundled with rollup from the package's own ES build, against every element (dist/index.js).
// Then the demo product page in Chromium, every script it loads, for each build (default, lite) and delivery (the classic
// script the demo pastes, the module loader in its place): gzip bytes per file, and per origin (npm package, src/ folder,
// catalog) from the files' source maps, each origin's bytes measured in place (each file gzipped without its segments).
// Run: node bench/elements/bundle-size.mjs [demo]   (after npm run build, and npm run build:lite for the lite build;
// `demo` measures the demo product page only)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import terser from '@rollup/plugin-terser';
import { launchBenchBrowser, projectRoot, requireBuild, startBenchServer } from './support/benchEnvironment.mjs';
import { bytesByGroup, bytesByOrigin } from './support/bytesByOrigin.mjs';
import { DEMO_PRODUCT_PAGE, demoPageScripts } from '../../scripts/demoPageScripts.mjs';
import {
  CLASSIC_SCRIPT,
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

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const builds = [['default build, dist/', 'dist'], ...(existsSync('dist-lite/loader.js') ? [['lite build, dist-lite/ (npm run build:lite)', 'dist-lite']] : [])];

/** Issue 31's budgets for the demo product page, every script it loads, gzip bytes. */
const DEMO_PAGE_GOALS = { dist: 100_000, 'dist-lite': 60_000 };
/** Kinds of origin, each a test of an origin's name: the renderer, the other libraries, the catalogs, our code, the rest. */
const RENDERER = new Set(['react', 'react-dom', 'scheduler', 'preact']);
const KINDS = [
  ['React (react, react-dom, scheduler) or preact', (group) => RENDERER.has(group)],
  ['other libraries (node_modules)', (group) => !RENDERER.has(group) && !group.startsWith('src/') && !group.startsWith('unmapped')],
  ['catalogs (src/locales)', (group) => group.startsWith('src/locales')],
  ['our code (src/, catalogs aside)', (group) => group.startsWith('src/') && !group.startsWith('src/locales')],
  ["bundler glue (the files' import and export lines)", (group) => group.startsWith('unmapped')],
];
/** Origins below this many gzip bytes on every variant are summed in one row. */
const SMALL_ORIGIN = 400;

/** Each built catalog's data (`locales/<locale>.js` holds one object literal), which bundles inline without a source map. */
function catalogLiterals(folder) {
  return readdirSync(join(folder, 'locales'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ text: /=(\{.*\});export/s.exec(readFileSync(join(folder, 'locales', file), 'utf8'))[1], origin: `src/locales (${file.replace(/\.js$/, '')})` }));
}

async function measureDemoPage() {
  const browser = await launchBenchBrowser();
  const variants = [];
  try {
    for (const [, folder] of builds) {
      const demo = await startBenchServer({ distFolder: folder });
      try {
        for (const module of [false, true]) {
          const scripts = await demoPageScripts(browser, demo.url, { module });
          const onDisk = scripts.map((script) => (script.path.startsWith('/dist/') ? join(folder, script.path.slice('/dist/'.length)) : null));
          const foreign = scripts.filter((_, index) => onDisk[index] === null);
          const composition = bytesByGroup(onDisk.filter((file) => file !== null), { literals: catalogLiterals(folder) });
          variants.push({ name: `${folder} ${module ? 'module loader' : 'classic script'}`, folder, scripts, foreign, composition });
        }
      } finally {
        await demo.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`The demo product page ${DEMO_PRODUCT_PAGE} in Chromium, every script it loads (gzip level 9, each file alone, as a browser downloads them)`);
  for (const { name, folder, scripts } of variants) {
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`  ${name}: ${total} B in ${scripts.length} files (goal ${DEMO_PAGE_GOALS[folder]} B: ${(total / DEMO_PAGE_GOALS[folder]).toFixed(2)}x)`);
    for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 12)) console.log(`    ${script.path.padEnd(60)} ${String(script.gzip).padStart(8)}`);
    if (scripts.length > 12) console.log(`    ${`${scripts.length - 12} more files`.padEnd(60)} ${String(scripts.slice().sort((a, b) => b.gzip - a.gzip).slice(12).reduce((sum, script) => sum + script.gzip, 0)).padStart(8)}`);
  }
  const groups = [...new Set(variants.flatMap((variant) => variant.composition.rows.map((row) => row.group)))];
  const bytesOf = (variant, group) => variant.composition.rows.find((row) => row.group === group)?.gzip ?? 0;
  const large = groups.filter((group) => variants.some((variant) => bytesOf(variant, group) >= SMALL_ORIGIN)).sort((a, b) => Math.max(...variants.map((v) => bytesOf(v, b))) - Math.max(...variants.map((v) => bytesOf(v, a))));
  const small = groups.filter((group) => !large.includes(group));
  console.log('');
  console.log("  Composition by origin (gzip B: each file's bytes shared among its origins in proportion to what each costs it in place)");
  console.log(`    ${'origin'.padEnd(40)}${variants.map((variant) => variant.name.padStart(26)).join('')}`);
  const line = (label, values) => console.log(`    ${label.padEnd(40)}${values.map((value) => String(value).padStart(26)).join('')}`);
  for (const group of large) line(group, variants.map((variant) => bytesOf(variant, group)));
  line(`${small.length} origins under ${SMALL_ORIGIN} B each`, variants.map((variant) => small.reduce((sum, group) => sum + bytesOf(variant, group), 0)));
  line('scripts not of the library', variants.map((variant) => variant.foreign.reduce((sum, script) => sum + script.gzip, 0)));
  line('total', variants.map((variant) => variant.scripts.reduce((sum, script) => sum + script.gzip, 0)));
  console.log('');
  console.log('  The same by kind (gzip B)');
  console.log(`    ${'kind'.padEnd(40)}${variants.map((variant) => variant.name.padStart(26)).join('')}`);
  for (const [kind, test] of KINDS) line(kind, variants.map((variant) => variant.composition.rows.filter((row) => test(row.group)).reduce((sum, row) => sum + row.gzip, 0)));
  line('scripts not of the library', variants.map((variant) => variant.foreign.reduce((sum, script) => sum + script.gzip, 0)));
  console.log('');
}

if (process.argv[2] === 'demo') {
  await measureDemoPage();
  process.exit(0);
}

/** Peers' published sizes, gzip bytes (1 KB = 1,000 B). */
const PEERS = [
  ['Commerce Layer drop-in', 48_000],
  ['Shopify Buy Button', 59_500],
];
/** Shopify's guidance for a theme app's files, gzip bytes per file. */
const THEME_APP_FILE_LIMIT = 10_000;

const core = pageCore();
const entryRows = [
  ["single-file classic script dist/storefront-elements.js", [CLASSIC_SCRIPT]],
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
console.log('');

await measureDemoPage();
process.exit(0);
