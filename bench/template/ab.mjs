// Benchmark: two builds of our engine against each other in one process, for deciding a change under a loaded machine where
// two separate runs of run.mjs differ by more than the change. Rounds alternate which build goes first; each round renders 16
// times per build. Repeated data only: fresh-data ratios taken in one process did not match run.mjs (a build without the
// formatter memos read 2.4x faster on fresh data here, the same as the memo build in run.mjs), so check fresh data with run.mjs.
// Build each side first, e.g. `npx esbuild src/template/index.ts --bundle --format=esm --minify --outfile=/tmp/a.mjs`.
// Run: node bench/template/ab.mjs <a.mjs> <b.mjs> [row filter] [rounds]   (prints time(a)/time(b), median of rounds: above 1, b is faster)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_SHAPES } from './pageShapes.mjs';
import { PIECE_ROWS, pieceData } from './pieces.mjs';

const [fileA, fileB, filter = '', rounds = '31'] = process.argv.slice(2);
const [a, b] = await Promise.all([fileA, fileB].map((file) => import(pathToFileURL(resolve(file)).href)));
const rows = [...PIECE_ROWS.map((row) => ({ ...row, data: pieceData })), ...PAGE_SHAPES].filter((row) => row.name.includes(filter));

const median = (values) => values.sort((x, y) => x - y)[values.length >> 1];

for (const row of rows) {
  const builds = [a.compileTemplate(row.template), b.compileTemplate(row.template)];
  const repeated = row.data(0);
  const differs = builds[0].render(repeated).output !== builds[1].render(repeated).output;
  for (let i = 0; i < 30; i++) for (const build of builds) build.render(repeated);
  const perRound = [];
  for (let round = 0; round < Number(rounds); round++) {
    const time = [0, 0];
    for (const side of round % 2 ? [0, 1] : [1, 0]) {
      const start = performance.now();
      for (let j = 0; j < 16; j++) builds[side].render(repeated);
      time[side] += performance.now() - start;
    }
    perRound.push(time[0] / time[1]);
  }
  console.log(`${row.name.padEnd(42)} a/b ${median(perRound).toFixed(3)}${differs ? '  OUTPUT DIFFERS' : ''}`);
}
