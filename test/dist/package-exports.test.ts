import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourcesOf, staticGraph } from './support/bundledSources';

interface PackageJson {
  exports: Record<string, string | Record<string, string>>;
  sideEffects: string[];
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson;
const elementNames = readdirSync('dist/elements').filter((file) => file.endsWith('.js')).map((file) => file.slice(0, -3));

function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${glob.replace(/^\.\//, '').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
}

describe('package.json exports against the built dist/', () => {
  it('lists types first in every branch', () => {
    for (const [entry, target] of Object.entries(pkg.exports)) {
      if (typeof target === 'string') continue;
      expect(Object.keys(target)[0], entry).toBe('types');
    }
  });

  it('points every concrete branch at a built file', () => {
    for (const entry of ['.', './core', './template', './lite']) {
      const target = pkg.exports[entry] as Record<string, string>;
      for (const file of Object.values(target)) expect(existsSync(file), file).toBe(true);
    }
    expect(existsSync('dist/locales/en-US.json')).toBe(true);
    expect(existsSync('dist/types/locales/locale.d.ts')).toBe(true);
  });

  it('builds one class entry with types per element folder', () => {
    expect(elementNames.length).toBeGreaterThanOrEqual(8);
    const wildcard = pkg.exports['./elements/*'] as Record<string, string>;
    for (const name of elementNames) {
      expect(existsSync(wildcard.default!.replace('*', name)), name).toBe(true);
      expect(existsSync(wildcard.types!.replace('*', name)), name).toBe(true);
    }
  });

  it('marks as side-effectful only files that exist, and every element entry loads the element core it marks, which sets up zod for the strict CSP', () => {
    const distGlobs = pkg.sideEffects.filter((glob) => glob.startsWith('./dist/')).map(globToRegExp);
    const builtFiles = ['index.js', 'storefront-elements.js', 'loader.js', ...readdirSync('dist/chunks').map((file) => `chunks/${file}`)].map((file) => `dist/${file}`);
    for (const glob of distGlobs) expect(builtFiles.some((file) => glob.test(file)), String(glob)).toBe(true);
    expect(sourcesOf('dist/chunks/elements.js').some((source) => source.endsWith('src/elements/strictCspZod.ts'))).toBe(true);
    expect(pkg.sideEffects).toContain('./dist/chunks/elements.js');
    for (const name of elementNames) expect(staticGraph(`dist/elements/${name}.js`), name).toContain('dist/chunks/elements.js');
  });
});
