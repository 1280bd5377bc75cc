import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staticGraph } from './support/bundledSources';

/**
 * Gzip ceilings in bytes for what a page loads for each built entry, its statically imported chunks included.
 * The cart page, quick view and line editing (issue 12) measured +2,736 B core, +6,658 B index, +5,759 B full script
 * against main c438310 (120,194 / 176,863 / 169,075 -> 122,930 / 183,521 / 174,834).
 * Catalogs precompiled to the ICU AST, no message parser bundled (issue 18): core 106,000 -> 98,713, index 166,000 -> 158,657,
 * full script 156,645 -> 149,370.
 * Grid upgrades batched into one React root with a portal and an error boundary per element (issue 19): index 158,657 -> 159,422,
 * full script 149,370 -> 150,209.
 */
const ceilings = {
  'dist/core.js': 99_200,
  'dist/index.js': 159_900,
  'dist/storefront-elements.js': 150_700,
} as const;

const gzipBytesOfGraph = (entry: string) => gzipSync(staticGraph(entry).map((file) => readFileSync(file, 'utf8')).join('\n'), { level: 9 }).length;

describe('built bundle sizes', () => {
  it.each(Object.entries(ceilings))('%s with its chunks stays under %i bytes gzip', (entry, ceiling) => {
    const size = gzipBytesOfGraph(entry);
    console.log(`${entry} (+ ${staticGraph(entry).length - 1} chunks): ${size} bytes gzip (ceiling ${ceiling})`);
    expect(size).toBeLessThanOrEqual(ceiling);
  });

  it('the full script is one file and points at its source map', () => {
    expect(staticGraph('dist/storefront-elements.js')).toEqual(['dist/storefront-elements.js']);
    const script = readFileSync('dist/storefront-elements.js', 'utf8');
    const mapName = /\/\/# sourceMappingURL=(\S+)/.exec(script)?.[1];
    expect(mapName).toBe('storefront-elements.js.map');
    expect(() => readFileSync(`dist/${mapName}`)).not.toThrow();
  });
});
