// Benchmark: click-to-'Adding…' latency of <store-add-to-cart> on the 200-product grid page, with the
// server's cart endpoint delayed so every clicked button stays in 'adding', against the baseline button's
// click-to-text-change on the same page shape, measured in the same run. Each click is a real mouse
// click on a different button; latency = label text change (MutationObserver) minus the click event's timeStamp
// (so both include the same input delivery time from the browser process to the page).
// Run: node bench/elements/click-latency.mjs [clicks]   (after npm run build)
import { launchBenchBrowser, median, ms, requireBuild, routeBenchPages, startBenchServer } from './support/benchEnvironment.mjs';

const COUNT = 200;
const CLICKS = Number(process.argv[2] ?? 60);
const WARM_UP = 5;
const ADDING = 'Adding…';

requireBuild();
const demo = await startBenchServer();
const browser = await launchBenchBrowser();
const product = demo.server.db.product('sticker-pack');
demo.server.faults.set({ path: '/api/commerce/shopping-cart/entries', kind: 'delay', ms: 120_000 });

async function measure(variant) {
  const context = await browser.newContext();
  await routeBenchPages(context, demo.url, product, COUNT);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${demo.url}/bench/grid-${variant}`);
  await page.waitForFunction(() => window.__benchReady?.readyAt !== null, undefined, { timeout: 60_000 });
  const buttonTag = variant === 'elements' ? 'store-add-to-cart' : 'bench-add-to-cart';
  const latencies = [];
  for (let index = 0; index < WARM_UP + CLICKS; index += 1) {
    const host = page.locator(buttonTag).nth(index);
    await host.scrollIntoViewIfNeeded();
    await page.evaluate(({ tag, index: at, text }) => {
      const element = document.querySelectorAll(tag)[at];
      const label = element.shadowRoot.querySelector('[part=label]');
      window.__click = { start: null, end: null };
      element.addEventListener('click', (event) => { window.__click.start ??= event.timeStamp; }, { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (label.textContent === text && window.__click.end === null) {
          window.__click.end = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(element.shadowRoot, { subtree: true, childList: true, characterData: true });
    }, { tag: buttonTag, index, text: ADDING });
    const box = await host.locator('button').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => window.__click.end !== null && window.__click.start !== null, undefined, { timeout: 10_000 });
    const { start, end } = await page.evaluate(() => window.__click);
    if (index >= WARM_UP) latencies.push(end - start);
  }
  await context.close();
  if (errors.length) throw new Error(`${variant} page errors: ${errors.join('; ')}`);
  return latencies;
}

let elements;
let baseline;
try {
  baseline = await measure('baseline');
  elements = await measure('elements');
} finally {
  await browser.close();
  await demo.close();
}

const elementsMedian = median(elements);
const baselineMedian = median(baseline);
console.log(`Click → 'Adding…' on a ${COUNT}-product grid, server delayed, median of ${CLICKS} clicks on different buttons (after ${WARM_UP} warm-up), Chromium headless`);
const p90 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)];
console.log(`    baseline (plain custom element, text set in the click handler): ${ms(baselineMedian)} (p90 ${ms(p90(baseline))})`);
console.log(`    <store-add-to-cart> (React + r2wc): ${ms(elementsMedian)} (p90 ${ms(p90(elements))})`);
console.log(`    ratio elements / baseline: ${(elementsMedian / Math.max(baselineMedian, 0.001)).toFixed(1)}x`);
await new Promise((done) => setTimeout(done, 0));
process.exit(0);
