// Before/after of a grid benchmark in one run: each round loads the grid page with build A, with build B and the
// hand-written baseline, in a rotating order, each build served whole (script and sibling files) by its own reference
// server; prints the grid benchmark's table (each measure's median with min and max) for the three, with the ratios of
// A and B to the baseline.
// Run: node bench/elements/grid-before-after.mjs <grid|reviews> <rounds> <dist folder A> <dist folder B>
//   e.g. a copy of main's dist/ as A and this checkout's dist/ (or dist-lite/) as B. Not part of `npm run bench`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { launchBenchBrowser, projectRoot } from './support/benchEnvironment.mjs';
import { measureRound, printTable, VIEWPORT } from './support/gridBenchmark.mjs';

const [shape = 'grid', roundsText = '5', folderA, folderB = 'dist'] = process.argv.slice(2);
if (!folderA || !['grid', 'reviews'].includes(shape)) {
  console.error('usage: node bench/elements/grid-before-after.mjs <grid|reviews> <rounds> <dist folder A> <dist folder B>');
  process.exit(1);
}
const rounds = Number(roundsText);
const warmUp = 1;
const { startServer } = await tsImport('../../dev/server.ts', import.meta.url);

/** A reference server over a fresh temporary database serving `folder` as /dist/. */
async function serverFor(folder) {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-bench-'));
  const server = await startServer({ port: 0, dataDir, seed: true, distFolder: relative(projectRoot, resolve(folder)) });
  return { server, url: server.url, close: async () => (await server.close(), await rm(dataDir, { recursive: true, force: true })) };
}

const servers = { A: await serverFor(folderA), B: await serverFor(folderB) };
servers.baseline = servers.A;
const db = servers.A.server.db;
let input = { product: db.product('sticker-pack'), count: 200 };
if (shape === 'reviews') {
  const { DEMO_WEBSITE_ID } = await tsImport('../../dev/store/DevStore.ts', import.meta.url);
  const { DEMO_INSTALLMENT_CONTEXT } = await tsImport('../../dev/pages/demoInstallmentContext.ts', import.meta.url);
  const product = db.product('walnut-board');
  input = { product, count: 200, extras: { merchantId: DEMO_WEBSITE_ID, reviews: db.reviews(String(product.id)), installments: DEMO_INSTALLMENT_CONTEXT } };
}
const browser = await launchBenchBrowser();

const orders = [
  ['A', 'B', 'baseline'],
  ['B', 'baseline', 'A'],
  ['baseline', 'A', 'B'],
  ['B', 'A', 'baseline'],
  ['A', 'baseline', 'B'],
  ['baseline', 'B', 'A'],
];
const results = { A: [], B: [], baseline: [] };
try {
  for (let round = 0; round < warmUp + rounds; round += 1) {
    for (const kind of orders[round % orders.length]) {
      const timing = await measureRound(browser, servers[kind].url, shape, kind === 'baseline' ? 'baseline' : 'elements', input);
      if (round >= warmUp) results[kind].push(timing);
    }
  }
} finally {
  await browser.close();
  await servers.A.close();
  await servers.B.close();
}
console.log(`Grid "${shape}", ${rounds} rounds after ${warmUp} warm-up, interleaved, Chromium headless ${VIEWPORT.width} × ${VIEWPORT.height}; A = ${folderA}, B = ${folderB}`);
printTable(results);
