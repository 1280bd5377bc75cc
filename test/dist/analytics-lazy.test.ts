import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundledSources, staticGraph } from './support/bundledSources';

const ANALYTICS_SOURCE = 'src/core/analytics/startAnalytics.ts';
const hasAnalytics = (sources: string[]) => sources.some((source) => source.endsWith(ANALYTICS_SOURCE));
const gzipBytes = (files: string[]) => gzipSync(files.map((file) => readFileSync(file, 'utf8')).join('\n'), { level: 9 }).length;

/** The chunk that holds startAnalytics: reached only through a dynamic import. */
function analyticsChunk(): string {
  const chunks = readdirSync('dist/chunks').filter((file) => file.endsWith('.js')).map((file) => `dist/chunks/${file}`);
  const found = chunks.filter((file) => hasAnalytics((JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources));
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('analytics loads only when <store-analytics> is on the page', () => {
  it.each(['dist/index.js', 'dist/loader.js', 'dist/elements/analytics.js', 'dist/elements/cookie-consent.js'])('%s does not load the analytics code statically', (entry) => {
    expect(hasAnalytics(bundledSources(entry))).toBe(false);
  });

  it('the <store-analytics> element imports the analytics chunk dynamically, and the autoloader only imports that element on sight', () => {
    const chunk = analyticsChunk().slice('dist/'.length);
    const importers = staticGraph('dist/elements/analytics.js').filter((file) => readFileSync(file, 'utf8').includes(`import("../${chunk}")`) || readFileSync(file, 'utf8').includes(`import("./${chunk.slice('chunks/'.length)}")`));
    expect(importers.length).toBeGreaterThan(0);
  });

  it('reports the bytes analytics adds to a page that already runs the elements', () => {
    const page = new Set(staticGraph('dist/index.js'));
    const lazy = staticGraph(analyticsChunk()).filter((file) => !page.has(file));
    const bytes = gzipBytes(lazy);
    console.log(`analytics lazy chunk(s) ${lazy.join(', ')}: ${bytes} bytes gzip on top of dist/index.js`);
    expect(bytes).toBeLessThanOrEqual(6_000);
  });
});
