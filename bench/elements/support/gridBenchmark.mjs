// Runs one grid benchmark: rounds of the library's elements page and the hand-written baseline page (order
// alternating), each a fresh page, from navigation start until every element is upgraded, rendered and idle;
// prints per-round ratios as median, min and max, against the baseline measured in the same rounds.
import { distFolder, launchBenchBrowser, median, ms, requireBuild, routeBenchPages, startBenchServer, GRID_SHAPES } from './benchEnvironment.mjs';

/** Milliseconds from navigation to ready, from the script's download to ready, and the page's main-thread task time (CDP TaskDuration, read once ready), of one page load. */
export async function measure(browser, baseUrl, shape, variant, data) {
  const context = await browser.newContext();
  await routeBenchPages(context, baseUrl, data.product, data.count, data.extras);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}/bench/${shape}-${variant}`);
  await page.waitForFunction(() => window.__benchReady?.readyAt !== null, undefined, { timeout: 60_000 });
  const timing = await page.evaluate((script) => {
    const resource = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === script);
    return { ready: window.__benchReady.readyAt, afterLoad: window.__benchReady.readyAt - (resource?.responseEnd ?? Number.NaN) };
  }, variant === 'elements' ? '/dist/storefront-elements.js' : '/bench/baseline-elements.js');
  const { metrics } = await cdp.send('Performance.getMetrics');
  timing.cpu = (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
  await context.close();
  if (errors.length) throw new Error(`${shape}-${variant} page errors: ${errors.join('; ')}`);
  return timing;
}

const spread = (values) => `median ${median(values).toFixed(2)}x  (min ${Math.min(...values).toFixed(2)}x, max ${Math.max(...values).toFixed(2)}x)`;

/**
 * Measures `rounds` rounds (after `warmUp` unrecorded ones) of the `shape` grid (see GRID_SHAPES) and prints both ratios.
 * `data(server)` gives the product, the cell count and the shape's extra data.
 */
export async function runGridBenchmark({ shape, rounds, warmUp = 2, data }) {
  requireBuild();
  const demo = await startBenchServer();
  const browser = await launchBenchBrowser();
  const input = await data(demo.server);
  const results = [];
  try {
    for (let round = 0; round < warmUp + rounds; round += 1) {
      const timings = {};
      for (const variant of round % 2 ? ['baseline', 'elements'] : ['elements', 'baseline']) timings[variant] = await measure(browser, demo.url, shape, variant, input);
      if (round >= warmUp) results.push(timings);
    }
  } finally {
    await browser.close();
    await demo.close();
  }
  const of = (variant, key) => results.map((round) => round[variant][key]);
  const ratios = (key) => results.map((round) => round.elements[key] / Math.max(round.baseline[key], 0.1));
  console.log(`Grid of ${input.count} products (${GRID_SHAPES[shape].title}), ${rounds} rounds after ${warmUp} warm-up, Chromium headless`);
  console.log(`  navigation start → every element upgraded, rendered and idle:`);
  console.log(`    baseline (plain custom elements): median ${ms(median(of('baseline', 'ready')))}`);
  console.log(`    storefront elements (${process.env.BENCH_ELEMENTS_SCRIPT ?? `${distFolder}/`}): median ${ms(median(of('elements', 'ready')))}`);
  console.log(`    ratio elements / baseline: ${spread(ratios('ready'))}`);
  console.log(`  script downloaded → all ready (parse, run, upgrade, render):`);
  console.log(`    baseline median ${ms(median(of('baseline', 'afterLoad')))}, elements median ${ms(median(of('elements', 'afterLoad')))}`);
  console.log(`    ratio elements / baseline: ${spread(ratios('afterLoad'))}`);
  console.log(`  main-thread task time of the page until ready (CPU, steadier than wall time on a loaded machine):`);
  console.log(`    baseline median ${ms(median(of('baseline', 'cpu')))}, elements median ${ms(median(of('elements', 'cpu')))}`);
  console.log(`    ratio elements / baseline: ${spread(ratios('cpu'))}`);
}
