// Benchmark: how fast our engine compiles against the reference (@squarespace/template-engine), on the corpus of five
// regions shaped like real site templates (bench/template/corpus/), in three stages per region:
//   compile           the region and every block it applies, from source (a server's first request, a preview after an edit);
//   compile + render  compile the region and render it once, its blocks compiled as the render applies them (the CLI's case);
//   render            render the precompiled region with its precompiled blocks.
// Our compileTemplate parses the whole template but compiles a nested block into closures when a render first reaches it, so
// that part of our compile work is timed in compile + render (with the branches the data takes), not in compile.
// Each render gets fresh data: one of 16 variants (as in run.mjs), parsed from JSON just before its batch (untimed), so nothing either engine
// remembers between renders helps. Before measuring, both engines render every variant and the outputs must be identical.
// Figures: reference CPU time / ours (above 1: ours is faster), the median of paired rounds (bench/template/compare.mjs) with
// the lowest and highest round; the last row is the geometric mean of each column's medians (and of its lows and highs).
// Run: node bench/template/compiler.mjs [rounds] [region filter]   (default 15 rounds; `npm run bench` runs it after a build)
import { Compiler } from '@squarespace/template-engine';
import { compare } from './compare.mjs';
import { CORPUS } from './corpus/index.mjs';
import { ENGLISH_CLDR, loadOurEngine, OUR_ENGINE_LABEL, REFERENCE_VERSION } from './engines.mjs';

const { compileTemplate } = await loadOurEngine();

const ROUNDS = Number(process.argv[2] ?? 15);
const FILTER = process.argv[3] ?? '';
const VARIANTS = 16;
const CPU_MS = 60;
const GOALS = { compile: 2, compileAndRender: 2.5, render: 5 };

const reference = new Compiler();
const referenceCode = (source) => reference.parse(source).code;
const renderReference = (code, partials, json) => reference.execute({ code, json, partials, cldr: ENGLISH_CLDR }).ctx.render();

/** The blocks a region applies, by name (`{@|apply name.block}`). */
const appliedBlocks = (template, partials) =>
  Object.fromEntries([...new Set(Array.from(template.matchAll(/\|apply ([\w.-]+)/g), (match) => match[1]))].map((name) => [name, partials[name]]));

const rows = CORPUS.filter((row) => row.name.includes(FILTER)).map((row) => {
  const partials = appliedBlocks(row.template, row.partials);
  const sources = [row.template, ...Object.values(partials)];
  const fresh = Array.from({ length: VARIANTS }, (_, variant) => JSON.stringify(row.data(variant)));
  const ours = compileTemplate(row.template, { partials });
  const theirs = referenceCode(row.template);
  const theirPartials = Object.fromEntries(Object.entries(partials).map(([name, source]) => [name, referenceCode(source)]));
  return {
    name: row.name,
    lines: sources.reduce((count, source) => count + source.split('\n').length, 0),
    fresh,
    differs: fresh.some((text) => ours.render(JSON.parse(text)).output !== renderReference(theirs, theirPartials, JSON.parse(text))),
    stages: {
      compile: [() => sources.forEach((source) => compileTemplate(source)), () => sources.forEach(referenceCode)],
      compileAndRender: [
        (json) => compileTemplate(row.template, { partials }).render(json).output,
        (json) => renderReference(referenceCode(row.template), partials, json),
      ],
      render: [(json) => ours.render(json).output, (json) => renderReference(theirs, theirPartials, json)],
    },
  };
});

for (let i = 0; i < 10; i++) {
  for (const row of rows) {
    for (const [ours, theirs] of Object.values(row.stages)) {
      ours(JSON.parse(row.fresh[i % VARIANTS]));
      theirs(JSON.parse(row.fresh[i % VARIANTS]));
    }
  }
}

const fixed = (value) => `${value.toFixed(2)}x`;
const cell = (result) => `${fixed(result.ratio).padStart(7)} (${fixed(result.min)}-${fixed(result.max)})`.padEnd(26);
const NAME_WIDTH = 32;
const STAGE_NAMES = { compile: 'compile', compileAndRender: 'compile + render', render: 'render' };
console.log(
  `compiler: template engine vs @squarespace/template-engine ${REFERENCE_VERSION}, ours from ${OUR_ENGINE_LABEL}\n` +
    `ratio of CPU time (above 1: ours is faster), median of ${ROUNDS} paired rounds (lowest-highest round), ${CPU_MS} ms of CPU per side and round, fresh data\n`,
);
console.log(`${'region (lines with its blocks)'.padEnd(NAME_WIDTH)}${Object.values(STAGE_NAMES).map((name) => name.padEnd(26)).join('')}`);
const results = { compile: [], compileAndRender: [], render: [] };
let failures = 0;
for (const row of rows) {
  const label = `${row.name} (${row.lines})`.padEnd(NAME_WIDTH);
  if (row.differs) {
    failures++;
    console.log(`${label}outputs differ from the reference: not measured`);
    continue;
  }
  let turn = 0;
  const next = () => JSON.parse(row.fresh[turn++ % VARIANTS]);
  const noData = () => null;
  const cells = Object.entries(row.stages).map(([stage, [ours, theirs]]) => {
    const result = compare(ours, theirs, stage === 'compile' ? noData : next, { rounds: ROUNDS, cpuMs: CPU_MS });
    results[stage].push(result);
    return cell(result);
  });
  console.log(`${label}${cells.join('')}`);
}
const geometricMean = (values) => Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
if (results.compile.length) {
  const means = Object.fromEntries(
    Object.entries(results).map(([stage, list]) => [stage, { ratio: geometricMean(list.map((r) => r.ratio)), min: geometricMean(list.map((r) => r.min)), max: geometricMean(list.map((r) => r.max)) }]),
  );
  console.log(`${'geometric mean'.padEnd(NAME_WIDTH)}${Object.values(means).map(cell).join('')}`);
  console.log(`${'goal'.padEnd(NAME_WIDTH)}${Object.entries(GOALS).map(([stage, goal]) => `>= ${goal}x: ${means[stage].ratio >= goal ? 'met' : 'not met'}`.padEnd(26)).join('')}`);
}
if (failures) {
  console.error(`\n${failures} region(s) differ from the reference.`);
  process.exitCode = 1;
}
