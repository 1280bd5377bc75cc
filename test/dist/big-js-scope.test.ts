import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledSources } from './support/bundledSources';

const loadsBigJs = (entry: string) => bundledSources(entry).some((source) => /node_modules\/big\.js\//.test(source));

const elementEntries = readdirSync('dist/elements')
  .filter((file) => file.endsWith('.js'))
  .map((file) => `dist/elements/${file}`);

describe('big.js only where money arithmetic needs it', () => {
  it('elements that read and show amounts load no big.js', () => {
    const displayOnly = elementEntries.filter((entry) => entry !== 'dist/elements/installment-pill.js');
    expect(displayOnly.length).toBeGreaterThan(10);
    expect(displayOnly.filter(loadsBigJs)).toEqual([]);
  });

  it('the installment pill, which divides a price into payments, loads it', () => {
    expect(loadsBigJs('dist/elements/installment-pill.js')).toBe(true);
  });
});
