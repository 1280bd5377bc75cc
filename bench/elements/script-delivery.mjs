// Benchmark: how the way a page loads the library changes what the shopper feels on the demo product page. Variants,
// measured in one run with their page loads interleaved:
//   - "classic script": the page as the demo serves it, `<script src="/dist/storefront-elements.js" defer>`;
//   - "module loader": the same page with `<script type="module" src="/dist/loader.js">` in its place;
//   - with BENCH_COMPARE_DIST=<folder of another build>, "classic script of <folder>": that build's
//     storefront-elements.js on the same page and server (e.g. the single-file IIFE of an earlier build).
// Per fresh page load, with Chromium's CPU throttled 4x (CDP): time to ready (navigation start → every store-* element
// defined, the price shown, the add-to-cart button idle with its cart check done), INP of one real click on the button
// (the longest event-timing entry of the interaction), and CLS until the click (layout-shift entries, buffered).
// Ratios are each variant's median over the first variant's. BENCH_LANG=<locale> opens the page in that locale (?lang=),
// whose catalog the elements load. Run: node bench/elements/script-delivery.mjs [runs]
import { resolve } from 'node:path';
import { launchBenchBrowser, median, ms, projectRoot, requireBuild, startBenchServer } from './support/benchEnvironment.mjs';

const RUNS = Number(process.argv[2] ?? 7);
const THROTTLE = 4;
const PRODUCT_PATH = `/shop/p/sticker-pack${process.env.BENCH_LANG ? `?lang=${encodeURIComponent(process.env.BENCH_LANG)}` : ''}`;
const ADD_HOST = 'store-add-to-cart[mode=add]';
const CLASSIC_TAG = /<script src="\/dist\/storefront-elements\.js"[^>]*><\/script>/;

requireBuild();
const compareDist = process.env.BENCH_COMPARE_DIST ? resolve(projectRoot, process.env.BENCH_COMPARE_DIST) : undefined;
const demo = await startBenchServer();
const compared = compareDist ? await startBenchServer({ distFolder: compareDist }) : undefined;
const browser = await launchBenchBrowser();

/** Records, from the first script on, when the product page is ready, its layout shifts and its event timings. */
function observePage() {
  const result = { readyAt: null, shifts: 0, events: [] };
  window.__delivery = result;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) result.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) result.events.push(entry.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  const ready = () => {
    if (document.querySelector(':not(:defined)')?.localName.startsWith('store-')) return false;
    if ([...document.querySelectorAll('*')].some((node) => node.localName.startsWith('store-') && !customElements.get(node.localName))) return false;
    const price = document.querySelector('store-product-price')?.shadowRoot?.querySelector('[part=price]');
    return Boolean(price?.textContent.trim()) && Boolean(document.querySelector('store-add-to-cart[mode=add][data-state=idle][data-cart=started]'));
  };
  const check = () => {
    if (result.readyAt === null && ready()) result.readyAt = performance.now();
    else if (result.readyAt === null) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function measureOnce(variant) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(observePage);
  if (variant.module) {
    await page.route(`${variant.url}${PRODUCT_PATH}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(CLASSIC_TAG, '<script type="module" src="/dist/loader.js"></script>');
      await route.fulfill({ response, body: html });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.goto(`${variant.url}${PRODUCT_PATH}`);
  await page.waitForFunction(() => window.__delivery.readyAt !== null, undefined, { timeout: 60_000 });
  const box = await page.locator(`${ADD_HOST} [part=button]`).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator(`${ADD_HOST}[data-state=added]`).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(200);
  const { readyAt, shifts, events } = await page.evaluate(() => window.__delivery);
  await context.close();
  if (errors.length) throw new Error(`${variant.name}: page errors: ${errors.join('; ')}`);
  return { ready: readyAt, inp: Math.max(0, ...events), cls: shifts };
}

const variants = [
  { name: 'classic script', url: demo.url },
  { name: 'module loader', url: demo.url, module: true },
  ...(compared ? [{ name: `classic script of ${process.env.BENCH_COMPARE_DIST}`, url: compared.url }] : []),
];
const runs = new Map(variants.map((variant) => [variant, []]));
try {
  for (const variant of variants) await measureOnce(variant);
  for (let index = 0; index < RUNS; index += 1) for (const variant of variants) runs.get(variant).push(await measureOnce(variant));
} finally {
  await browser.close();
  await demo.close();
  await compared?.close();
}

const medianOf = (variant, key) => median(runs.get(variant).map((run) => run[key]));
const [first] = variants;
console.log(`The demo product page ${PRODUCT_PATH} by way of loading the library: median of ${RUNS} fresh loads each, interleaved, CPU throttled ${THROTTLE}x`);
for (const variant of variants) {
  const ratio = (key) => (variant === first ? '' : `  (${(medianOf(variant, key) / Math.max(medianOf(first, key), 1e-9)).toFixed(2)}x)`);
  console.log(`  ${variant.name}`);
  console.log(`    time to ready ${ms(medianOf(variant, 'ready'))}${ratio('ready')}   runs ${runs.get(variant).map((run) => Math.round(run.ready)).join(', ')}`);
  console.log(`    INP           ${ms(medianOf(variant, 'inp'))}${ratio('inp')}   runs ${runs.get(variant).map((run) => Math.round(run.inp)).join(', ')}`);
  console.log(`    CLS           ${medianOf(variant, 'cls').toFixed(4)}   runs ${runs.get(variant).map((run) => run.cls.toFixed(3)).join(', ')}`);
}
process.exit(0);
