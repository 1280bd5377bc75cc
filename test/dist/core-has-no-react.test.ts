import { describe, expect, it } from 'vitest';
import { bundleEntry } from './support/bundleEntry';

describe('storefront-elements/core bundle', () => {
  it('contains no React, React DOM, scheduler or r2wc module', async () => {
    const facts = await bundleEntry('src/core/index.ts');
    expect(facts.moduleIds.length).toBeGreaterThan(5);
    const framework = facts.moduleIds.filter((id) => /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/.test(id));
    expect(framework).toEqual([]);
    expect(facts.code).not.toContain('react.element');
    expect(facts.code).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE');
  });

  it('is inert at import time: importing it defines no element and touches no global', async () => {
    const before = Object.keys(globalThis).sort();
    await import('../../src/core/index');
    expect(Object.keys(globalThis).sort()).toEqual(before);
  });
});
