// Profiles one grid page in Chromium (CDP CPU profile, 50 µs sampling) and prints where the main thread's time goes,
// mapped through the build's source map to our sources and packages: self time and total time per function, averaged
// over the rounds after one warm-up. Not part of `npm run bench` (it prints milliseconds, not ratios).
// Run: node bench/elements/support/profileGrid.mjs [grid|reviews] [rounds] [elements|baseline]   (after npm run build;
//   STOREFRONT_DIST=dist-lite after npm run build:lite). The last round's profile is written to .grid-<shape>.cpuprofile for DevTools.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { tsImport } from 'tsx/esm/api';
import { distFolder, launchBenchBrowser, projectRoot, requireBuild, routeBenchPages, startBenchServer } from './benchEnvironment.mjs';

const [shape = 'grid', roundsText = '3', variant = 'elements'] = process.argv.slice(2);
const rounds = Number(roundsText);
requireBuild();
const sourceMap = new TraceMap(readFileSync(join(projectRoot, distFolder, 'storefront-elements.js.map'), 'utf8'));

/** The grid's data, as the two grid benchmarks build it. */
async function gridInput(server) {
  if (shape === 'grid') return { product: server.db.product('sticker-pack'), count: 200 };
  const { DEMO_WEBSITE_ID } = await tsImport('../../../dev/store/DevStore.ts', import.meta.url);
  const { DEMO_INSTALLMENT_CONTEXT } = await tsImport('../../../dev/pages/demoInstallmentContext.ts', import.meta.url);
  const product = server.db.product('walnut-board');
  return { product, count: 200, extras: { merchantId: DEMO_WEBSITE_ID, reviews: server.db.reviews(String(product.id)), installments: DEMO_INSTALLMENT_CONTEXT } };
}

/** "function source:line" of a profile node, through the source map for the element bundle. */
function label(node) {
  const frame = node.callFrame;
  if (!frame.url.includes('storefront-elements.js')) return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop().split('?')[0]}`.trim();
  const original = originalPositionFor(sourceMap, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (original.source ?? '?').replace(/^.*node_modules\//, 'node_modules/').replace(/^(\.\.\/)+/, '');
  return `${original.name ?? frame.functionName ?? '(anonymous)'} ${source}:${original.line}`;
}

const demo = await startBenchServer();
const browser = await launchBenchBrowser();
const input = await gridInput(demo.server);
const self = new Map();
const total = new Map();
try {
  for (let round = 0; round <= rounds; round += 1) {
    const context = await browser.newContext();
    await routeBenchPages(context, demo.url, input.product, input.count, input.extras);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    await page.goto(`${demo.url}/bench/${shape}-${variant}`);
    await page.waitForFunction(() => window.__benchReady?.readyAt !== null, undefined, { timeout: 60_000 });
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();
    if (round === 0) continue;
    if (round === rounds) writeFileSync(join(projectRoot, `.grid-${shape}.cpuprofile`), JSON.stringify(profile));
    const labels = new Map(profile.nodes.map((node) => [node.id, label(node)]));
    const parent = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    profile.samples.forEach((id, index) => {
      const ms = (profile.timeDeltas[index] ?? 0) / 1000 / rounds;
      self.set(labels.get(id), (self.get(labels.get(id)) ?? 0) + ms);
      const seen = new Set();
      for (let node = id; node !== undefined; node = parent.get(node)) {
        const name = labels.get(node);
        if (seen.has(name)) continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + ms);
      }
    });
  }
} finally {
  await browser.close();
  await demo.close();
}
const top = (times, count) => [...times].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`).join('\n');
console.log(`Grid page "${shape}", ${variant} (${distFolder}/), ${rounds} rounds after 1 warm-up; sampled wall time of the main thread (inflated when the machine is loaded)`);
console.log(`--- self time\n${top(self, 40)}`);
console.log(`--- total time\n${top(total, 60)}`);
