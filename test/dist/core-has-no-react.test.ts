import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { bundledSources, staticGraph } from './support/bundledSources';
import { elementEntries } from '../../scripts/distSizes.mjs';

const framework = /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/;

describe('storefront-elements/core (dist/core.js, built by `npm run build`)', () => {
  it('bundles no React, React DOM, scheduler, r2wc or template engine module', () => {
    const sources = bundledSources('dist/core.js');
    expect(sources.some((source) => source.includes('src/core/money/'))).toBe(true);
    expect(sources.filter((source) => source.includes('src/template/'))).toEqual([]);
    expect(sources.filter((source) => framework.test(source))).toEqual([]);
    expect(sources.filter((source) => source.includes('src/elements/'))).toEqual([]);
    const code = staticGraph('dist/core.js').map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(code).not.toContain('react.element');
    expect(code).not.toContain('react.transitional.element');
  });

  it('is one file sharing no chunk with the elements, so its exports the elements do not use stay out of their chunks', () => {
    expect(staticGraph('dist/core.js')).toEqual(['dist/core.js']);
    for (const entry of [...elementEntries(), 'dist/index.js', 'dist/loader.js']) expect(staticGraph(entry), entry).not.toContain('dist/core.js');
  });

  it('the element build does bundle React (the check above can see it)', () => {
    expect(bundledSources('dist/elements/cart-pill.js').some((source) => framework.test(source))).toBe(true);
  });

  it('is inert at import time: importing it adds no global but zod\'s own shared registries', async () => {
    const zodOwnGlobals = new Set(['__zod_globalConfig', '__zod_globalRegistry']);
    const before = new Set(Object.keys(globalThis));
    const builtCore = new URL('../../dist/core.js', import.meta.url).href;
    const core = (await import(/* @vite-ignore */ builtCore)) as Record<string, unknown>;
    expect(Object.keys(core).length).toBeGreaterThan(50);
    const added = Object.keys(globalThis).filter((key) => !before.has(key) && !zodOwnGlobals.has(key));
    expect(added).toEqual([]);
  });
});
