import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { staticGraph } from './support/bundledSources';
import {
  CLASSIC_SCRIPT,
  elementCore,
  elementEntries,
  gzipBytes,
  loaderPageFiles,
  ownFiles,
  pageCore,
  pageTelemetryChunk,
  pageTelemetrySenderChunk,
  PRODUCT_PAGE_ELEMENTS,
  REACT_CHUNK,
  sourcesOf,
} from '../../scripts/distSizes.mjs';
import preloadedChunks from '../../src/elements/preloadedChunks.json';

/**
 * Gzip ceilings in bytes (level 9) over what a page loads for each built entry, its statically imported chunks included.
 * The issues' budgets (issue 18; issue 31: loader 3 KB, template.js 36 KB) are the `goal`s; a `ceiling`
 * above its goal is the size measured on this branch (+ 300 to 500 B), a gap still open, so that no change grows it.
 * Entries without a goal keep their measured ceiling; `raisedBy` names the measured cause of a ceiling raised above
 * the size measured before it. The demo product page, every script it loads, is measured in Chromium
 * (test/browser/bundle.test.ts).
 */
const ZOD_PUBLIC_CHECKS = "zod's own types and checks in place of the checkedSchemas stand-ins (zod chunk 6,301 -> 8,939 B)";
const ENGLISH_WHOLE = 'the en-US catalog loaded whole by every page with an element (locales/en-US.js, 3.4 KB) in place of the per-feature injection';
const GRID_SCHEDULE = "issue 32's mounting schedule (the viewport first, time-bounded slices, rendering on approach, focus, Tab and press, an early click kept): about 1,000 B";

const budgets: Record<string, { goal: number | undefined; ceiling: number; raisedBy?: string; files: () => string[] }> = {
  'single-file classic script dist/storefront-elements.js (every element, its lazy chunks and en-US inlined; the other catalogs and DOMPurify loaded beside it)': { goal: undefined, ceiling: 129_400, raisedBy: GRID_SCHEDULE, files: () => [CLASSIC_SCRIPT] },
  'loader dist/loader.js': { goal: 3_000, ceiling: 3_000, files: () => staticGraph('dist/loader.js') },
  'product page through dist/loader.js (React + 7 elements)': { goal: 90_000, ceiling: 86_000, raisedBy: `${ZOD_PUBLIC_CHECKS}; ${ENGLISH_WHOLE}; ${GRID_SCHEDULE}`, files: () => loaderPageFiles(PRODUCT_PAGE_ELEMENTS) },
  'core of a storefront page (every chunk all elements load + the page telemetry and the sender it loads when idle; no React, loader or template)': { goal: 25_000, ceiling: 30_850, raisedBy: `${ZOD_PUBLIC_CHECKS}; ${ENGLISH_WHOLE}; ${GRID_SCHEDULE}`, files: pageCore },
  'chunks every element loads (no React, no template)': { goal: undefined, ceiling: 24_850, raisedBy: `${ZOD_PUBLIC_CHECKS}; ${ENGLISH_WHOLE}; ${GRID_SCHEDULE}`, files: elementCore },
  'template entry dist/template.js': { goal: 36_000, ceiling: 36_000, files: () => staticGraph('dist/template.js') },
  'package entry dist/index.js (every element)': { goal: undefined, ceiling: 122_600, raisedBy: `${ZOD_PUBLIC_CHECKS}; ${GRID_SCHEDULE}`, files: () => staticGraph('dist/index.js') },
  'package entry dist/core.js (storefront-elements/core, no template)': { goal: undefined, ceiling: 67_300, raisedBy: ZOD_PUBLIC_CHECKS, files: () => staticGraph('dist/core.js') },
};

/**
 * Each element's own chunks beyond React and the page core: 10 KB each.
 * The page core is what a storefront page loads whatever it shows: the chunks every element loads, and the page telemetry the
 * loader starts on every page with a page context, whose sender (loaded on the first error report or once the page is idle)
 * brings the page's API connection and session. So an element's own
 * chunks are what it adds to a page: its calls, and for those that show or change the
 * cart, the cart store over that connection (~3.5 KB gzip with the cart and money schemas).
 */
const ELEMENT_GOAL = 10_000;

/** The sanitizer layer (DOMPurify and its Trusted Types policy), a file of the ES build that the single-file script loads too. */
const SANITIZER_LAYER = './chunks/sanitizeHtml.js';

describe('built bundle sizes', () => {
  it.each(Object.entries(budgets))('%s stays within its ceiling', (name, { goal, ceiling, raisedBy, files }) => {
    const size = gzipBytes(files());
    const gap = goal !== undefined && size > goal ? `, ${size - goal} B over the issue's ${goal}` : '';
    console.log(`${name}: ${size} B gzip (ceiling ${ceiling}${gap}${raisedBy ? `; raised by ${raisedBy}` : ''})`);
    expect(size).toBeLessThanOrEqual(ceiling);
  });

  it(`each element adds at most ${ELEMENT_GOAL} B beyond React and the page core`, () => {
    const core = pageCore();
    const sizes = Object.fromEntries(elementEntries().map((entry) => [entry, gzipBytes(ownFiles(entry, core))]));
    console.log(Object.entries(sizes).map(([entry, size]) => `${entry}: ${size} B gzip beyond React + page core`).join('\n'));
    for (const [entry, size] of Object.entries(sizes)) expect(size, entry).toBeLessThanOrEqual(ELEMENT_GOAL);
    expect(Object.keys(sizes)).toHaveLength(18);
  });

  it('the page core holds the chunks every element loads, the page telemetry the loader starts and the sender it loads, and none of the loader\'s own files', () => {
    const core = pageCore();
    const loader = staticGraph('dist/loader.js');
    expect(readFileSync('dist/loader.js', 'utf8')).toContain(pageTelemetryChunk().slice('dist/'.length));
    for (const file of elementCore().filter((chunk) => !loader.includes(chunk))) expect(core).toContain(file);
    expect(core).toContain(pageTelemetryChunk());
    expect(core).toContain(pageTelemetrySenderChunk());
    expect(core.filter((file) => loader.includes(file) || file.startsWith('dist/elements/'))).toEqual([]);
  });

  it('the element core and each element exclude the React chunk, which holds react, react-dom, scheduler and r2wc only', () => {
    const sources = (JSON.parse(readFileSync(`${REACT_CHUNK}.map`, 'utf8')) as { sources: string[] }).sources;
    expect(sources.filter((source) => !/node_modules[\\/](react|react-dom|scheduler|@r2wc[\\/][^\\/]+)[\\/]/.test(source))).toEqual([]);
    expect(staticGraph(REACT_CHUNK)).toEqual([REACT_CHUNK]);
    expect(elementCore()).not.toContain(REACT_CHUNK);
    for (const entry of elementEntries()) expect(staticGraph(entry), entry).toContain(REACT_CHUNK);
  });

  it('the single-file script is a classic script: it compiles as one (no import or export statement, no import.meta), imports nothing statically and reads no global of another script', () => {
    const code = readFileSync(CLASSIC_SCRIPT, 'utf8');
    expect(() => new Script(code, { filename: CLASSIC_SCRIPT })).not.toThrow();
    expect(() => new Script('import "./loader.js";', { filename: 'module.js' })).toThrow(SyntaxError);
    expect(staticGraph(CLASSIC_SCRIPT)).toEqual([CLASSIC_SCRIPT]);
    expect(code).toMatch(/^var StorefrontElements=function\(\w+\)\{/);
    expect(code).toMatch(/\}\(\{\}\);\s*$/);
    expect(code).not.toMatch(/\/\/# sourceMappingURL=/);
  });

  it("the single-file script loads only the catalogs besides en-US and the sanitizer layer, each the ES build's file beside it, which imports nothing", () => {
    const code = readFileSync(CLASSIC_SCRIPT, 'utf8');
    const imported = [...code.matchAll(/\bimport\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/g)].map((match) => match[1] ?? match[2] ?? `not a literal: ${match[3]}`);
    const others = readdirSync('src/locales').map((file) => file.replace(/\.json$/, '')).filter((locale) => locale !== 'en-US');
    expect(imported.sort()).toEqual([SANITIZER_LAYER, ...others.map((locale) => `./locales/${locale}.js`)].sort());
    for (const file of imported) {
      const built = join(dirname(CLASSIC_SCRIPT), file);
      expect(staticGraph(built), built).toEqual([built]);
      if (file === SANITIZER_LAYER) expect(sourcesOf(built).map((source: string) => source.replace(/^(\.\.\/)+/, ''))).toEqual(['node_modules/dompurify/dist/purify.es.mjs', 'src/core/html/sanitizeHtml.ts']);
      else {
        expect(sourcesOf(built), built).toEqual([]);
        expect(readFileSync(built, 'utf8'), built).toMatch(/^var \w+=\{.*\};export\{\w+ as default\};?\s*$/s);
      }
    }
  });

  it('the shared chunks a page can preload have stable names, and every element loads each of them statically', () => {
    const shared = Object.values(preloadedChunks);
    expect(shared).toContain('chunks/react.js');
    for (const file of shared) {
      for (const entry of elementEntries()) expect(staticGraph(entry), `${entry} loads ${file}`).toContain(`dist/${file}`);
    }
  });
});
