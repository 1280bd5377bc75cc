// Benchmark: our template engine vs the reference (@squarespace/template-engine) on a 200-product page.
// Run: node bench/template/run.mjs   (loads the TypeScript sources through tsx)
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { Compiler } from '@squarespace/template-engine';
import { PRODUCT_PAGE_TEMPLATE, productPageData } from './productPage.mjs';

const { compileTemplate } = await tsImport('../../src/core/template/index.ts', import.meta.url);

const data = productPageData(200);
const ours = compileTemplate(PRODUCT_PAGE_TEMPLATE);
const reference = new Compiler();
const { code } = reference.parse(PRODUCT_PAGE_TEMPLATE);
const renderReference = () => reference.execute({ code, json: data }).ctx.render();
const renderOurs = () => ours.render(data).output;

const expected = renderReference();
const actual = renderOurs();
if (actual !== expected) {
  console.error('Outputs differ; benchmark aborted.');
  process.exit(1);
}

function measure(render, ms = 2000) {
  for (let i = 0; i < 20; i++) render();
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    render();
    count++;
    elapsed = performance.now() - start;
  }
  return (count * 1000) / elapsed;
}

const referenceRate = measure(renderReference);
const ourRate = measure(renderOurs);
console.log(`200-product page, identical output (${actual.length} chars)`);
console.log(`reference @squarespace/template-engine: ${referenceRate.toFixed(1)} renders/s`);
console.log(`ours (storefront template engine):      ${ourRate.toFixed(1)} renders/s`);
console.log(`ratio ours/reference: ${(ourRate / referenceRate).toFixed(2)}x (goal >= 5x)`);
