import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** Gzip ceilings in bytes for the built files (`npm run build` runs before this project). */
const ceilings = {
  'dist/core.js': 50_000,
  'dist/storefront-elements.js': 140_000,
} as const;

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

describe('built bundle sizes', () => {
  it.each(Object.entries(ceilings))('%s stays under %i bytes gzip', (file, ceiling) => {
    const size = gzipBytes(file);
    console.log(`${file}: ${size} bytes gzip (ceiling ${ceiling})`);
    expect(size).toBeLessThanOrEqual(ceiling);
  });

  it('the full script carries no source map comment to a missing file', () => {
    const script = readFileSync('dist/storefront-elements.js', 'utf8');
    const mapName = /\/\/# sourceMappingURL=(\S+)/.exec(script)?.[1];
    expect(mapName).toBe('storefront-elements.js.map');
    expect(() => readFileSync(`dist/${mapName}`)).not.toThrow();
  });
});
