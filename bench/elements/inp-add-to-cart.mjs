// Benchmark: Interaction to Next Paint of the add-to-cart click on the demo product page, as the storefront's own
// performance collector reports it (web-vitals attribution build, sent by beacon on pagehide and read back from the
// reference server), with Chromium's CPU throttled 4x through CDP (Emulation.setCPUThrottlingRate), against the same
// click unthrottled in the same run. Each run is a fresh page: load, one real mouse click on <store-add-to-cart>,
// wait for 'Added!', leave the page.
// Run: node bench/elements/inp-add-to-cart.mjs [runs]   (after npm run build)
import { launchBenchBrowser, median, ms, requireBuild, startBenchServer } from './support/benchEnvironment.mjs';

const RUNS = Number(process.argv[2] ?? 7);
const THROTTLE = 4;
const PRODUCT_PATH = '/shop/p/sticker-pack';
const ADD_HOST = 'store-add-to-cart[mode=add]';

requireBuild();
const demo = await startBenchServer();
const browser = await launchBenchBrowser();

async function pageSpeedOf(pageLoadId) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const record = demo.server.db
      .events('performance')
      .map((row) => row.body)
      .find((body) => body.event === 'page_speed' && body.pageLoadId === pageLoadId);
    if (record) return record;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no page_speed event for page load ${pageLoadId}`);
}

async function measureOnce(rate) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const settings = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/1/performance/settings');
  await page.goto(`${demo.url}${PRODUCT_PATH}`);
  const { pageLoadId } = await (await settings).json();
  await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => document.readyState === 'complete');
  const box = await page.locator(`${ADD_HOST} [part=button]`).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator(`${ADD_HOST}[data-state=added]`).waitFor({ timeout: 60_000 });
  await page.goto('about:blank');
  const record = await pageSpeedOf(pageLoadId);
  await context.close();
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  return { inp: record.data.timings.interaction_to_next_paint_ms, element: record.data.timings.inp_element };
}

async function measure(rate) {
  const runs = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await measureOnce(rate));
  return runs;
}

let throttled;
let unthrottled;
try {
  unthrottled = await measure(1);
  throttled = await measure(THROTTLE);
} finally {
  await browser.close();
  await demo.close();
}

const values = (runs) => runs.map((run) => run.inp);
const elements = [...new Set([...throttled, ...unthrottled].map((run) => run.element))];
console.log(`INP of the add-to-cart click on ${PRODUCT_PATH} as the collector reports it (web-vitals attribution), median of ${RUNS} fresh page loads, Chromium headless`);
console.log(`    attributed to: ${elements.map((element) => (element ? `<${element}>` : 'not our element')).join(', ')}`);
console.log(`    unthrottled:          ${ms(median(values(unthrottled)))}  (runs ${values(unthrottled).join(', ')})`);
console.log(`    ${THROTTLE}x CPU throttle (CDP): ${ms(median(values(throttled)))}  (runs ${values(throttled).join(', ')})`);
console.log(`    ratio ${THROTTLE}x / unthrottled: ${(median(values(throttled)) / Math.max(median(values(unthrottled)), 1)).toFixed(1)}x`);
await new Promise((done) => setTimeout(done, 0));
process.exit(0);
