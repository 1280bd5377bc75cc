import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type * as templateEntry from '../../src/template';
import { bundledSources, staticGraph } from './support/bundledSources';

/** Gzip bytes the compile speed-ups of issue 33 step 5 added (the parser's keyword table and text path, the cached compile environment). */
const COMPILE_SPEEDUP_GZIP_BYTES = 80;
/** Gzip bytes of step 5's young parse trees: the parser's frequent nodes made with `new` and its arrays by calling `Array`, which V8 does not pretenure. */
const YOUNG_PARSE_TREE_GZIP_BYTES = 106;
/** Gzip ceiling in bytes for `storefront-elements/template` (dist/template.js) with everything it loads statically. */
const TEMPLATE_ENTRY_GZIP_CEILING = 35_700 + COMPILE_SPEEDUP_GZIP_BYTES + YOUNG_PARSE_TREE_GZIP_BYTES;

const commerceCore = /node_modules\/(zod|big\.js|react|react-dom|intl-messageformat|dompurify)\/|src\/core\/(api|schemas|cart|analytics|telemetry|session|i18n)\/|src\/elements\//;

describe('storefront-elements/template', () => {
  it('is one file whose static graph holds the template engine and no commerce core', () => {
    expect(staticGraph('dist/template.js')).toEqual(['dist/template.js']);
    const sources = bundledSources('dist/template.js');
    expect(sources.some((source) => source.includes('src/template/plugins/site/'))).toBe(true);
    expect(sources.filter((source) => commerceCore.test(source))).toEqual([]);
  });

  it(`stays under ${TEMPLATE_ENTRY_GZIP_CEILING} bytes gzip`, () => {
    const size = gzipSync(readFileSync('dist/template.js', 'utf8'), { level: 9 }).length;
    console.log(`dist/template.js: ${size} bytes gzip (ceiling ${TEMPLATE_ENTRY_GZIP_CEILING})`);
    expect(size).toBeLessThanOrEqual(TEMPLATE_ENTRY_GZIP_CEILING);
  });

  it('renders a template when imported by package name', async () => {
    const packageEntry = 'storefront-elements/template';
    const { renderTemplate } = (await import(packageEntry)) as typeof templateEntry;
    expect(renderTemplate('{.section item}{title|html}{.end}', { item: { title: 'A & B' } }).output).toBe('A &amp; B');
  });
});
