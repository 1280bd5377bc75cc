// Benchmark: our template engine vs the reference (@squarespace/template-engine) on a 200-product page.
// Run: node bench/template/run.mjs [rounds] [page filter]   (default 40 rounds, every page)
// Ours is the engine as shipped, the package build's dist/core.js (run `npm run build` first; a build older than src/ is
// refused), as the reference is its published build: sources loaded through tsx run ~10-15% slower than the bundle
// (tsx wraps every named function in a __name call).
// Each round times ours and the reference back to back in process CPU time (background load on a shared
// machine skews less than wall time); the ratio is the median of the per-round ratios, so slow phases of
// the machine hit both sides of a pair alike.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler } from '@squarespace/template-engine';
import {
  PRODUCT_PAGE_TEMPLATE,
  PRODUCT_PAGE_WITH_DATES_TEMPLATE,
  PRODUCT_PAGE_WITH_MONEY_AND_DATES_TEMPLATE,
  productPageData,
} from './productPage.mjs';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const built = join(projectRoot, 'dist/core.js');
const newestSource = Math.max(...readdirSync(join(projectRoot, 'src/core'), { recursive: true }).map((file) => statSync(join(projectRoot, 'src/core', file)).mtimeMs));
const builtAt = statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (builtAt < newestSource) {
  console.error(`${built} is ${builtAt ? 'older than src/core' : 'missing'}: run \`npm run build\` first.`);
  process.exit(1);
}
const { compileTemplate } = await import(built);

const GOAL = 5;
const ROUNDS = Number(process.argv[2] ?? 40);
const PAGE_FILTER = process.argv[3] ?? '';
const ROUND_CPU_MS = 100;
const data = productPageData(200);
const reference = new Compiler();
/** English CLDR data for the reference's locale-aware formatters (`money`, `datetime`), loaded the way the differential test does. */
const packDir = join(dirname(createRequire(import.meta.url).resolve('@phensley/cldr/package.json')), 'packs');
const cldr = new CLDRFramework({ loader: (language) => readFileSync(join(packDir, `${language}.json`), 'utf8') }).get('en-US');

/** CPU microseconds per call of `render`, measured over at least `cpuMs` of CPU time. */
function cpuMicrosPerRender(render, cpuMs) {
  const start = process.cpuUsage();
  for (let count = 1; ; count++) {
    render();
    const cpu = process.cpuUsage(start);
    const used = cpu.user + cpu.system;
    if (used >= cpuMs * 1000) return used / count;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
};

/** Interleaved rounds; returns median renders per CPU second of each side and the median per-round ratio. */
function compare(renderOurs, renderReference) {
  for (let i = 0; i < 30; i++) {
    renderOurs();
    renderReference();
  }
  const ours = [];
  const theirs = [];
  const ratios = [];
  for (let i = 0; i < ROUNDS; i++) {
    const theirMicros = cpuMicrosPerRender(renderReference, ROUND_CPU_MS);
    const ourMicros = cpuMicrosPerRender(renderOurs, ROUND_CPU_MS);
    ours.push(1e6 / ourMicros);
    theirs.push(1e6 / theirMicros);
    ratios.push(theirMicros / ourMicros);
  }
  const sortedRatios = [...ratios].sort((a, b) => a - b);
  return {
    ours: median(ours),
    theirs: median(theirs),
    ratio: median(ratios),
    low: sortedRatios[ratios.length >> 2],
    high: sortedRatios[(3 * ratios.length) >> 2],
  };
}

console.log(`template engine vs @squarespace/template-engine, 200 products, ${ROUNDS} paired rounds of ${ROUND_CPU_MS} ms CPU each`);
/** 16 copies of the page data whose product texts, amounts and instants differ, so no text, formatted date, time or amount repeats within 16 renders (defeats caching). */
const freshData = Array.from({ length: 16 }, (_, copy) => {
  const variant = productPageData(200);
  for (const product of variant.products) {
    product.title += ` v${copy}`;
    product.excerpt += ` v${copy}`;
    product.fullUrl += `&v=${copy}`;
    product.addedOn += copy * 86_400_000 * 17;
    product.updatedOn += copy * 3_607_000;
    product.priceMoney.decimalValue = (Number(product.priceMoney.decimalValue) + copy * 1.01).toFixed(2);
  }
  return variant;
});

for (const [name, template, datasets, referenceLocale] of [
  ['core page (sections, repeated sections, predicates, html, htmlattr, truncate)', PRODUCT_PAGE_TEMPLATE, [data]],
  ['dated page (the core page plus the site `date` formatter on every product)', PRODUCT_PAGE_WITH_DATES_TEMPLATE, [data]],
  ['core page, 16 data sets in turn (texts repeat only every 16th render)', PRODUCT_PAGE_TEMPLATE, freshData],
  ['money page (the core page plus `date`, `datetime medium` and `money` on every product, en-US)', PRODUCT_PAGE_WITH_MONEY_AND_DATES_TEMPLATE, [data], cldr],
  [
    'money page, 16 data sets in turn (texts, amounts and instants repeat only every 16th render)',
    PRODUCT_PAGE_WITH_MONEY_AND_DATES_TEMPLATE,
    freshData,
    cldr,
  ],
]) {
  if (!name.includes(PAGE_FILTER)) continue;
  const ours = compileTemplate(template);
  const { code } = reference.parse(template);
  let referenceTurn = 0;
  let ourTurn = 0;
  const renderReference = () => reference.execute({ code, json: datasets[referenceTurn++ % datasets.length], cldr: referenceLocale }).ctx.render();
  const renderOurs = () => ours.render(datasets[ourTurn++ % datasets.length]).output;
  let actual = '';
  let differs = false;
  for (let i = 0; i < datasets.length; i++) {
    const expected = renderReference();
    actual = renderOurs();
    differs ||= actual !== expected;
  }
  if (differs) {
    console.error(`${name}: outputs differ; benchmark aborted.`);
    process.exitCode = 1;
    continue;
  }
  const result = compare(renderOurs, renderReference);
  console.log(`\n${name}: identical output (${actual.length} chars)`);
  console.log(`  reference renders per CPU second: ${result.theirs.toFixed(0)}`);
  console.log(`  ours renders per CPU second:      ${result.ours.toFixed(0)}`);
  console.log(
    `  ratio ours/reference:             ${result.ratio.toFixed(2)}x (middle half of rounds ${result.low.toFixed(2)}x-${result.high.toFixed(2)}x; goal >= ${GOAL}x: ${result.ratio >= GOAL ? 'met' : 'not met'})`,
  );
}
