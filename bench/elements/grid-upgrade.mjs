// Benchmark: a grid page of 200 <store-product> with 200 <store-product-price> and 200 <store-add-to-cart>
// in Chromium, from navigation start until every price and button is upgraded, rendered and idle, against
// a hand-written plain custom element baseline of the same page shape, measured in the same run.
// Run: node bench/elements/grid-upgrade.mjs [runs]   (after npm run build; STOREFRONT_DIST=dist-lite after npm run build:lite measures the lite build)
import { distFolder, launchBenchBrowser, median, ms, requireBuild, routeBenchPages, startBenchServer } from './support/benchEnvironment.mjs';

const COUNT = 200;
const RUNS = Number(process.argv[2] ?? 9);
const WARM_UP = 2;

requireBuild();
const demo = await startBenchServer();
const browser = await launchBenchBrowser();
const product = demo.server.db.product('sticker-pack');

async function measure(variant) {
  const context = await browser.newContext();
  await routeBenchPages(context, demo.url, product, COUNT);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${demo.url}/bench/grid-${variant}`);
  await page.waitForFunction(() => window.__benchReady?.readyAt !== null, undefined, { timeout: 60_000 });
  const timings = await page.evaluate((script) => {
    const resource = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === script);
    return { readyAt: window.__benchReady.readyAt, scriptLoadedAt: resource?.responseEnd ?? Number.NaN };
  }, variant === 'elements' ? '/dist/storefront-elements.js' : '/bench/baseline-elements.js');
  await context.close();
  if (errors.length) throw new Error(`${variant} page errors: ${errors.join('; ')}`);
  return timings;
}

const results = { elements: [], baseline: [] };
try {
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    for (const variant of run % 2 ? ['baseline', 'elements'] : ['elements', 'baseline']) {
      const timing = await measure(variant);
      if (run >= WARM_UP) results[variant].push(timing);
    }
  }
} finally {
  await browser.close();
  await demo.close();
}

const summary = (list, key) => median(list.map((timing) => timing[key]));
const elementsReady = summary(results.elements, 'readyAt');
const baselineReady = summary(results.baseline, 'readyAt');
const afterLoad = (list) => median(list.map((timing) => timing.readyAt - timing.scriptLoadedAt));
const elementsAfterLoad = afterLoad(results.elements);
const baselineAfterLoad = afterLoad(results.baseline);
console.log(`Grid of ${COUNT} products (${COUNT} prices + ${COUNT} add-to-cart buttons), median of ${RUNS} runs after ${WARM_UP} warm-up, Chromium headless`);
console.log(`  navigation start → every price and button upgraded, rendered and idle:`);
console.log(`    baseline (plain custom elements): ${ms(baselineReady)}`);
console.log(`    storefront elements (${distFolder === 'dist-lite' ? 'preact/compat' : 'React'} + r2wc, ${distFolder}/): ${ms(elementsReady)}`);
console.log(`    ratio elements / baseline: ${(elementsReady / baselineReady).toFixed(2)}x`);
console.log(`  script downloaded → all ready (parse, run, upgrade, render): baseline ${ms(baselineAfterLoad)}, elements ${ms(elementsAfterLoad)}, ratio ${(elementsAfterLoad / Math.max(baselineAfterLoad, 0.1)).toFixed(1)}x`);
