import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleEntry } from './support/bundleEntry';

/** Gzip bytes of step 5's young parse trees: the parser's frequent nodes made with `new` and its arrays by calling `Array`, which V8 does not pretenure. */
const YOUNG_PARSE_TREE_GZIP_BYTES = 54;
/**
 * Gzip ceiling for the template engine with every plugin (core and site): the 35 KB target (plus the bytes above). Measured 34.8 KB: engine +
 * core plugins 15.0 KB, the site layer 19.8 KB. Bundled alone, the site layer's date and time code (formatDateTime,
 * dateFormatRenderer, ZonedDate, timeZone, formatStrftime) is 4.6 KB and the commerce core it reuses (MoneyValue's exact
 * decimals, currency codes, money errors, product price and stock rules) 3.1 KB. big.js (only installment division needs it)
 * and intl-messageformat (messages pick their branches themselves) stay out of the bundle.
 */
const FULL_TEMPLATE_GZIP_CEILING = 35_000 + YOUNG_PARSE_TREE_GZIP_BYTES;

const engineModule = resolve('src/template/TemplateCompiler.ts');
const coreModule = resolve('src/template/plugins/core/index.ts');
const siteModule = resolve('src/template/plugins/site/index.ts');

describe('template engine with every plugin', () => {
  it(`stays under ${FULL_TEMPLATE_GZIP_CEILING} bytes gzip`, async () => {
    const facts = await bundleEntry(
      'template-full-entry',
      `import { createTemplateCompiler } from ${JSON.stringify(engineModule)};\n` +
        `import { CORE_FORMATTERS, CORE_PREDICATES } from ${JSON.stringify(coreModule)};\n` +
        `import { siteFormatters, sitePredicates } from ${JSON.stringify(siteModule)};\n` +
        'const compiler = createTemplateCompiler(() => ({\n' +
        '  formatters: { ...CORE_FORMATTERS, ...siteFormatters },\n' +
        '  predicates: { ...CORE_PREDICATES, ...sitePredicates },\n' +
        '}));\n' +
        'export const compileTemplate = compiler.compileTemplate;\n' +
        'export const renderTemplate = compiler.renderTemplate;\n',
    );
    console.log(`template engine + core + site plugins: ${facts.gzipBytes} bytes gzip (ceiling ${FULL_TEMPLATE_GZIP_CEILING})`);
    expect(facts.moduleIds.some((id) => id.includes('plugins/site'))).toBe(true);
    expect(facts.moduleIds.filter((id) => /node_modules\/(big\.js|intl-messageformat)\//.test(id))).toEqual([]);
    expect(facts.code).toContain('summary-form-field');
    expect(facts.code).toContain('store-add-to-cart');
    expect(facts.gzipBytes).toBeLessThanOrEqual(FULL_TEMPLATE_GZIP_CEILING);
  }, 120_000);
});
