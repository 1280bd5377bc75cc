// Benchmark: our template engine vs the reference (@squarespace/template-engine) on a 200-product page.
// Run: node bench/template/run.mjs   (loads the TypeScript sources through tsx)
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { Compiler } from '@squarespace/template-engine';
import { PRODUCT_PAGE_TEMPLATE, PRODUCT_PAGE_WITH_DATES_TEMPLATE, productPageData } from './productPage.mjs';

const { compileTemplate } = await tsImport('../../src/core/template/index.ts', import.meta.url);

const data = productPageData(200);
const reference = new Compiler();

/** Renders per CPU second (process CPU time, so background load on a shared machine skews less); best of interleaved rounds. */
function compare(renderOurs, renderReference, rounds = 8, roundMs = 250) {
  const rate = (render) => {
    const wallStart = performance.now();
    const cpuStart = process.cpuUsage();
    let count = 0;
    while (performance.now() - wallStart < roundMs) {
      render();
      count++;
    }
    const cpu = process.cpuUsage(cpuStart);
    return (count * 1e6) / (cpu.user + cpu.system);
  };
  for (let i = 0; i < 30; i++) {
    renderOurs();
    renderReference();
  }
  let ours = 0;
  let theirs = 0;
  for (let i = 0; i < rounds; i++) {
    theirs = Math.max(theirs, rate(renderReference));
    ours = Math.max(ours, rate(renderOurs));
  }
  return { ours, theirs };
}

for (const [name, template] of [
  ['200-product page (sections, repeated sections, predicates, html, truncate)', PRODUCT_PAGE_TEMPLATE],
  ['same page plus the site `date` formatter on every product', PRODUCT_PAGE_WITH_DATES_TEMPLATE],
]) {
  const ours = compileTemplate(template);
  const { code } = reference.parse(template);
  const renderReference = () => reference.execute({ code, json: data }).ctx.render();
  const renderOurs = () => ours.render(data).output;
  const expected = renderReference();
  const actual = renderOurs();
  if (actual !== expected) {
    console.error(`${name}: outputs differ; benchmark aborted.`);
    process.exitCode = 1;
    continue;
  }
  const { ours: ourRate, theirs } = compare(renderOurs, renderReference);
  console.log(`${name}: identical output (${actual.length} chars)`);
  console.log(`  reference @squarespace/template-engine: ${theirs.toFixed(1)} renders per CPU second`);
  console.log(`  ours:                                   ${ourRate.toFixed(1)} renders per CPU second`);
  console.log(`  ratio ours/reference: ${(ourRate / theirs).toFixed(2)}x (goal >= 5x)`);
}
