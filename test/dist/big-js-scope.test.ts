import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledSources } from './support/bundledSources';

const loadsBigJs = (entry: string) => bundledSources(entry).some((source) => /node_modules\/big\.js\//.test(source));

const elementEntries = readdirSync('dist/elements')
  .filter((file) => file.endsWith('.js'))
  .map((file) => `dist/elements/${file}`);

describe('big.js only where money arithmetic needs it', () => {
  it('no element loads big.js: they show amounts and divide installments with the exact decimal module', () => {
    expect(elementEntries).toContain('dist/elements/installment-pill.js');
    expect(elementEntries.length).toBeGreaterThan(10);
    expect(elementEntries.filter(loadsBigJs)).toEqual([]);
  });

  it('neither does the loader, the full script nor the template entry', () => {
    expect(['dist/loader.js', 'dist/storefront-elements.js', 'dist/template.js'].filter(loadsBigJs)).toEqual([]);
  });

  it('the core package entry still offers the big.js view of an amount (toBig, bigAmount)', () => {
    expect(loadsBigJs('dist/core.js')).toBe(true);
  });
});
