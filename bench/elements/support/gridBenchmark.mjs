// Runs one grid benchmark: interleaved rounds of the library's elements page and the hand-written baseline page, each
// measure a fresh page in a 1280 × 800 viewport, and prints the table (total blocking time, longest task, the
// products in the viewport ready, all ready, CLS during load and while scrolling to the end, INP at 4× CPU while the
// grid still upgrades): median with min and max over the rounds, ratios against the baseline of the same round.
import { distFolder, launchBenchBrowser, median, requireBuild, routeBenchPages, startBenchServer, GRID_SHAPES, VARIANTS } from './benchEnvironment.mjs';

/** The viewport every grid page is measured in. */
export const VIEWPORT = { width: 1280, height: 800 };
/** CPU throttle of the INP measure (Emulation.setCPUThrottlingRate). */
const INP_THROTTLE = 4;
/** A long task blocks for its time over this (the Total Blocking Time definition). */
const BLOCKING_OVER_MS = 50;
/** How long the page stays observed after all is ready, so late shifts count. */
const SETTLE_MS = 500;

async function openGrid(browser, baseUrl, shape, variant, data, throttle = 1) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await routeBenchPages(context, baseUrl, data.product, data.count, data.extras);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  if (throttle !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}/bench/${shape}-${variant}`);
  return { context, page, cdp, errors };
}

const harnessResult = (page) => page.evaluate(() => window.__benchReady);
const waitFor = (page, test) => page.waitForFunction(test, undefined, { timeout: 120_000, polling: 'raf' });
const settle = (page) => page.evaluate((ms) => new Promise((done) => setTimeout(done, ms)), SETTLE_MS);
const shiftTotal = (result) => result.shifts.reduce((sum, shift) => sum + shift.value, 0);

async function close({ context, errors }, name) {
  await context.close();
  if (errors.length) throw new Error(`${name} page errors: ${errors.join('; ')}`);
}

/** Navigation → all ready, unthrottled: blocking time, longest task, viewport and all ready, CPU and CLS. */
async function measureLoad(browser, baseUrl, shape, variant, data) {
  const opened = await openGrid(browser, baseUrl, shape, variant, data);
  await waitFor(opened.page, () => window.__benchReady?.readyAt !== null);
  const { metrics } = await opened.cdp.send('Performance.getMetrics');
  await settle(opened.page);
  const result = await harnessResult(opened.page);
  await close(opened, `${shape}-${variant}`);
  const tasks = result.longTasks.filter((task) => task.start < result.readyAt);
  return {
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_OVER_MS), 0),
    longest: Math.max(0, ...tasks.map((task) => task.duration)),
    viewportReady: result.viewportReadyAt,
    viewportProducts: result.viewportProducts,
    ready: result.readyAt,
    cpu: (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN) * 1000,
    loadShift: shiftTotal(result),
  };
}

/** Scrolls to the end of the page (half a viewport a frame, by script: not input) from the moment the viewport is ready; the CLS of the whole load. */
async function measureScroll(browser, baseUrl, shape, variant, data) {
  const opened = await openGrid(browser, baseUrl, shape, variant, data);
  await waitFor(opened.page, () => window.__benchReady?.viewportReadyAt !== null);
  await opened.page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
    while (scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
      scrollBy(0, innerHeight / 2);
      await frame();
      await frame();
    }
  });
  await waitFor(opened.page, () => window.__benchReady?.readyAt !== null);
  await settle(opened.page);
  const result = await harnessResult(opened.page);
  await close(opened, `${shape}-${variant}`);
  return { scrollShift: shiftTotal(result) };
}

/** At 4× CPU: one real click on the first clickable element of the viewport as soon as it is ready (while the grid still upgrades): its interaction's duration. */
async function measureInp(browser, baseUrl, shape, variant, data) {
  const opened = await openGrid(browser, baseUrl, shape, variant, data, INP_THROTTLE);
  const tags = VARIANTS[variant];
  const target = opened.page.locator(GRID_SHAPES[shape].click(tags)).first().locator(`[part=${GRID_SHAPES[shape].clickPart}]`);
  await target.waitFor({ timeout: 120_000 });
  const box = await target.boundingBox();
  const upgrading = await opened.page.evaluate(() => window.__benchReady.readyAt === null);
  await opened.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await waitFor(opened.page, () => window.__benchReady.events.some((entry) => entry.type === 'click'));
  const result = await harnessResult(opened.page);
  await close(opened, `${shape}-${variant}`);
  const clickId = result.events.find((entry) => entry.type === 'click').interactionId;
  return { inp: Math.max(...result.events.filter((entry) => entry.interactionId === clickId).map((entry) => entry.duration)), upgrading };
}

/** Every measure of one variant in one round (three fresh pages: load, scroll, INP). */
export async function measureRound(browser, baseUrl, shape, variant, data) {
  return {
    ...(await measureLoad(browser, baseUrl, shape, variant, data)),
    ...(await measureScroll(browser, baseUrl, shape, variant, data)),
    ...(await measureInp(browser, baseUrl, shape, variant, data)),
  };
}

/** The measures: key, title, goal (absolute, or as a ratio to the baseline) and unit. */
export const MEASURES = [
  { key: 'blocking', title: 'Total blocking time, navigation → all ready', goal: 50, unit: 'ms' },
  { key: 'longest', title: 'Longest task, navigation → all ready', goal: 100, unit: 'ms' },
  { key: 'viewportReady', title: 'Products in the viewport ready', ratioGoal: 1.5, unit: 'ms' },
  { key: 'ready', title: 'All products ready', ratioGoal: 3, unit: 'ms' },
  { key: 'loadShift', title: 'CLS during load', goal: 0, unit: '' },
  { key: 'scrollShift', title: 'CLS while scrolling to the end', goal: 0, unit: '' },
  { key: 'inp', title: `Click INP at ${INP_THROTTLE}× CPU while upgrading`, goal: 100, unit: 'ms' },
  { key: 'cpu', title: 'Main-thread task time until ready (CPU)', unit: 'ms' },
];

const digits = (unit) => (unit === '' ? 4 : 0);
const spread = (values, unit, suffix = unit === '' ? '' : ` ${unit}`) =>
  `${median(values).toFixed(digits(unit))}${suffix} (${Math.min(...values).toFixed(digits(unit))}–${Math.max(...values).toFixed(digits(unit))})`;
const ratioSpread = (values) => `${median(values).toFixed(2)}× (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;

/**
 * Prints the table of `results` (one list of rounds per column name, `baseline` among them): each measure's median
 * (min–max), the ratio of each other column to the baseline of the same round, the goal and whether the median meets it.
 */
export function printTable(results) {
  const columns = Object.keys(results).filter((name) => name !== 'baseline');
  const header = ['Measure', 'Goal', ...columns, 'baseline', ...columns.map((name) => `${name} / baseline`), ...columns.map((name) => `${name} meets`)];
  const rows = MEASURES.map(({ key, title, goal, ratioGoal, unit }) => {
    const values = (name) => results[name].map((round) => round[key]);
    const ratios = (name) => results[name].map((round, index) => round[key] / Math.max(results.baseline[index][key], 0.1));
    const meets = (name) => (goal !== undefined ? median(values(name)) <= goal : ratioGoal !== undefined ? median(ratios(name)) <= ratioGoal : null);
    const goalText = goal !== undefined ? (unit ? `≤ ${goal} ${unit}` : `${goal}`) : ratioGoal !== undefined ? `≤ ${ratioGoal}× baseline` : '—';
    return [
      title,
      goalText,
      ...columns.map((name) => spread(values(name), unit)),
      spread(values('baseline'), unit),
      ...columns.map((name) => ratioSpread(ratios(name))),
      ...columns.map((name) => (meets(name) === null ? '—' : meets(name) ? 'yes' : 'NO')),
    ];
  });
  const line = (cells) => `| ${cells.join(' | ')} |`;
  console.log(line(header));
  console.log(line(header.map(() => '---')));
  for (const row of rows) console.log(line(row));
  for (const name of columns) {
    const upgrading = results[name].filter((round) => round.upgrading).length;
    console.log(`${name}: the INP click landed while the grid was still upgrading in ${upgrading} of ${results[name].length} rounds; products in the viewport: ${results[name][0].viewportProducts}.`);
  }
}

/**
 * Measures `rounds` rounds (after `warmUp` unrecorded ones) of the `shape` grid (see GRID_SHAPES), the variants' order
 * alternating, and prints the table. `data(server)` gives the product, the cell count and the shape's extra data.
 */
export async function runGridBenchmark({ shape, rounds, warmUp = 1, data }) {
  requireBuild();
  const demo = await startBenchServer();
  const browser = await launchBenchBrowser();
  const input = await data(demo.server);
  const results = { elements: [], baseline: [] };
  try {
    for (let round = 0; round < warmUp + rounds; round += 1) {
      for (const variant of round % 2 ? ['baseline', 'elements'] : ['elements', 'baseline']) {
        const measured = await measureRound(browser, demo.url, shape, variant, input);
        if (round >= warmUp) results[variant].push(measured);
      }
    }
  } finally {
    await browser.close();
    await demo.close();
  }
  const build = process.env.BENCH_ELEMENTS_SCRIPT ?? `${distFolder}/`;
  console.log(`Grid of ${input.count} products (${GRID_SHAPES[shape].title}), ${build}, ${rounds} rounds after ${warmUp} warm-up, interleaved, Chromium headless ${VIEWPORT.width} × ${VIEWPORT.height}`);
  printTable(results);
}
