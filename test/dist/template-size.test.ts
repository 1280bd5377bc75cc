import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleEntry } from './support/bundleEntry';

/** Gzip bytes the render speed-ups of issue 33 step 5 added: self-replacing block runners (a class) and the escapes' character search. */
const RENDER_SPEEDUP_GZIP_BYTES = 60;
/** Gzip bytes the compile speed-ups of issue 33 step 5 added (the parser's keyword table and text path, the cached compile environment). */
const COMPILE_SPEEDUP_GZIP_BYTES = 120;
/** Gzip bytes of step 5's young parse trees: the parser's frequent nodes made with `new` and its arrays by calling `Array`, which V8 does not pretenure. */
const YOUNG_PARSE_TREE_GZIP_BYTES = 93;
/** Gzip ceiling for the template engine with its core formatters and predicates. */
const TEMPLATE_ENGINE_GZIP_CEILING = 15_000 + RENDER_SPEEDUP_GZIP_BYTES + COMPILE_SPEEDUP_GZIP_BYTES + YOUNG_PARSE_TREE_GZIP_BYTES;

const engineModule = resolve('src/template/TemplateCompiler.ts');

describe('template engine bundle size', () => {
  it(`compileTemplate/renderTemplate with core plugins stay under ${TEMPLATE_ENGINE_GZIP_CEILING} bytes gzip`, async () => {
    const facts = await bundleEntry(
      'template-engine-entry',
      `import { coreTemplateCompiler } from ${JSON.stringify(engineModule)};\n` +
        'export const compileTemplate = coreTemplateCompiler.compileTemplate;\n' +
        'export const renderTemplate = coreTemplateCompiler.renderTemplate;\n',
    );
    console.log(`template engine + core plugins: ${facts.gzipBytes} bytes gzip (ceiling ${TEMPLATE_ENGINE_GZIP_CEILING})`);
    expect(facts.moduleIds.some((id) => id.includes('plugins/core'))).toBe(true);
    expect(facts.moduleIds.filter((id) => id.includes('plugins/site'))).toEqual([]);
    expect(facts.code).toContain('url-encode');
    expect(facts.gzipBytes).toBeLessThanOrEqual(TEMPLATE_ENGINE_GZIP_CEILING);
  });
});
