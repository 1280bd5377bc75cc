import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staticGraph } from './support/bundledSources';

/** Gzip ceilings in bytes for what a page loads for each built entry, its statically imported chunks included. */
const ceilings = {
  'dist/core.js': 103_500,
  'dist/index.js': 159_000,
  'dist/storefront-elements.js': 150_200,
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
