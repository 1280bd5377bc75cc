// Benchmark: our template engine against the reference (@squarespace/template-engine) as one table: every core string
// formatter, path shape, instruction and core predicate alone (bench/template/pieces.mjs), four page shapes
// (bench/template/pageShapes.mjs) and the engine's own 200-product pages (bench/template/productPage.mjs), each on repeated
// data (one data set rendered again and again) and on fresh data (each render gets data parsed from JSON just before it, 16
// variants in turn whose texts, numbers and instants differ, so nothing the engine remembers between renders helps).
// Run: node bench/template/run.mjs [rounds] [row filter]   (default 15 rounds, every row)
// Ours is the engine as shipped, the package build's dist/template.js (`npm run bench` builds first; a build older than its
// sources is refused), as the reference runs its published build. BENCH_TEMPLATE_ENGINE=<module> measures another build of ours instead.
// Before measuring, every template of the table is rendered by both engines, so each row meets the engines' shared code in the
// state a site that renders many page shapes gets, whatever its place in the table.
import { Compiler } from '@squarespace/template-engine';
import { compare } from './compare.mjs';
import { ENGLISH_CLDR as cldr, loadOurEngine, OUR_ENGINE_LABEL, REFERENCE_VERSION } from './engines.mjs';
import { PAGE_SHAPES } from './pageShapes.mjs';
import { PIECE_ROWS, pieceData } from './pieces.mjs';
import { PRODUCT_PAGE_TEMPLATE, PRODUCT_PAGE_WITH_DATES_TEMPLATE, PRODUCT_PAGE_WITH_MONEY_AND_DATES_TEMPLATE, productPageData } from './productPage.mjs';

const { compileTemplate } = await loadOurEngine();

const ROUNDS = Number(process.argv[2] ?? 15);
const FILTER = process.argv[3] ?? '';
const FRESH_VARIANTS = 16;
const FORMATTERS_AND_PREDICATES = new Set(['url-encode', 'slugify', 'truncate', 'html', 'htmlattr', 'safe', 'pluralize']);
const rows = [
  ...PIECE_ROWS.map(({ name, template }) => ({
    group: 'piece',
    name,
    template,
    data: (variant) => pieceData(variant),
    goal: FORMATTERS_AND_PREDICATES.has(name) || name.endsWith('?') ? 3 : null,
    cpuMs: 40,
  })),
  ...PAGE_SHAPES.map(({ name, template, data }) => ({ group: 'page', name, template, data, goal: 5, cpuMs: 100 })),
  ...[
    ['core page (the engine\'s own 200-product page)', PRODUCT_PAGE_TEMPLATE],
    ['dated page (core page + `date`)', PRODUCT_PAGE_WITH_DATES_TEMPLATE],
    ['money page (core page + `date`, `datetime`, `money`)', PRODUCT_PAGE_WITH_MONEY_AND_DATES_TEMPLATE, cldr],
  ].map(([name, template, locale]) => ({ group: 'page', name, template, data: (variant) => productPageData(200, variant), goal: 5, cpuMs: 100, locale })),
].filter((row) => row.name.includes(FILTER));

const reference = new Compiler();
for (const row of rows) {
  row.ours = compileTemplate(row.template);
  row.code = reference.parse(row.template).code;
  row.repeated = row.data(0);
  row.fresh = Array.from({ length: FRESH_VARIANTS }, (_, variant) => JSON.stringify(row.data(variant + 1)));
  row.renderOurs = (data) => row.ours.render(data).output;
  row.renderReference = (data) => reference.execute({ code: row.code, json: data, cldr: row.locale }).ctx.render();
}

// Same output for every data set (twice for the repeated one, so remembered results are checked too), then the warm-up.
for (const row of rows) {
  for (const data of [row.repeated, row.repeated, ...row.fresh.map((text) => JSON.parse(text))]) {
    if (row.renderOurs(data) !== row.renderReference(data)) row.differs = true;
  }
}
for (let i = 0; i < 20; i++) {
  for (const row of rows) {
    row.renderOurs(row.repeated);
    row.renderReference(row.repeated);
  }
}

const fixed = (value) => `${value.toFixed(2)}x`;
const cell = (result) => `${fixed(result.ratio).padStart(7)} (${fixed(result.min)}-${fixed(result.max)})`.padEnd(24);
const NAME_WIDTH = 52;
console.log(
  `template engine vs @squarespace/template-engine ${REFERENCE_VERSION}, ours from ${OUR_ENGINE_LABEL}\n` +
    `ratio of CPU time per render (above 1: ours is faster), median of ${ROUNDS} paired rounds (lowest-highest round); ` +
    `pieces ${rows.find((row) => row.group === 'piece')?.cpuMs ?? 40} ms and pages 100 ms of CPU per side and round`,
);
let failures = 0;
let group = '';
for (const row of rows) {
  if (row.group !== group) {
    group = row.group;
    console.log(`\n${(group === 'piece' ? 'piece (four per item, 100 items)' : 'page').padEnd(NAME_WIDTH)}${'repeated data'.padEnd(24)}${'fresh data'.padEnd(24)}goal`);
  }
  if (row.differs) {
    failures++;
    console.log(`${row.name.padEnd(NAME_WIDTH)}outputs differ from the reference: not measured`);
    continue;
  }
  let turn = 0;
  const results = [
    compare(row.renderOurs, row.renderReference, () => row.repeated, { rounds: ROUNDS, cpuMs: row.cpuMs }),
    compare(row.renderOurs, row.renderReference, () => JSON.parse(row.fresh[turn++ % FRESH_VARIANTS]), { rounds: ROUNDS, cpuMs: row.cpuMs }),
  ];
  const goal = row.goal === null ? '-' : `>= ${row.goal}x: ${results.every((result) => result.ratio >= row.goal) ? 'met' : 'not met'}`;
  console.log(`${row.name.padEnd(NAME_WIDTH)}${cell(results[0])}${cell(results[1])}${goal}`);
  if (process.env.BENCH_VERBOSE) {
    const micros = (result) => `${(1e6 / result.ours).toFixed(1)} vs ${(1e6 / result.theirs).toFixed(1)} us`.padEnd(24);
    console.log(`${'  (ours vs reference, CPU per render)'.padEnd(NAME_WIDTH)}${micros(results[0])}${micros(results[1])}`);
  }
}
if (failures) {
  console.error(`\n${failures} row(s) differ from the reference.`);
  process.exitCode = 1;
}
