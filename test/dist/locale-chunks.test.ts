import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../src/core/i18n/supportedLocales';
import { staticGraph } from './support/bundledSources';
import { elementEntries } from '../../scripts/distSizes.mjs';

const read = (locale: string) => JSON.parse(readFileSync(`src/locales/${locale}.json`, 'utf8')) as Record<string, string>;
const english = read('en-US');
const others = SUPPORTED_LOCALES.filter((locale) => locale !== 'en-US');
const textsOf = (locale: string) => new Set(Object.values(read(locale)));
/** Texts no other catalog has (long enough not to occur by chance), as they appear in built code. */
const markers = (locale: string) => {
  const elsewhere = SUPPORTED_LOCALES.filter((other) => other !== locale).map(textsOf);
  return [...textsOf(locale)].filter((text) => text.length >= 6 && !elsewhere.some((texts) => texts.has(text))).map((text) => JSON.stringify(text));
};
const catalogsIn = (files: string[]) => {
  const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  return others.filter((locale) => markers(locale).some((marker) => code.includes(marker)));
};
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

describe('catalogs load on demand', () => {
  it('every other catalog has texts of its own to look for', () => {
    for (const locale of others) expect(markers(locale).length, locale).toBeGreaterThan(0);
  });

  it.each(['dist/index.js', 'dist/core.js', ...elementEntries()])('%s holds en-US and no other catalog', (entry) => {
    const files = staticGraph(entry);
    expect(catalogsIn(files)).toEqual([]);
    expect(files.some((file) => readFileSync(file, 'utf8').includes(JSON.stringify(english['api.error.network'])))).toBe(true);
  });

  it('dist/loader.js loads no catalog statically', () => {
    expect(catalogsIn(staticGraph('dist/loader.js'))).toEqual([]);
  });

  it('en-US, whole, is one chunk of a stable name, locales/en-US.js, which every element loads statically', () => {
    const chunk = 'dist/locales/en-US.js';
    expect(catalogsIn([chunk])).toEqual([]);
    expect(readFileSync(chunk, 'utf8')).toContain(JSON.stringify(english['api.error.network']));
    for (const entry of elementEntries()) expect(staticGraph(entry), entry).toContain(chunk);
  });

  it('each other catalog is a chunk of its own, locales/<locale>.js beside the JSON file, that no entry loads statically', () => {
    const page = new Set(staticGraph('dist/index.js'));
    const chunks = [...readdirSync('dist/chunks').map((file) => `dist/chunks/${file}`), ...readdirSync('dist/locales').map((file) => `dist/locales/${file}`)].filter((file) => file.endsWith('.js'));
    const sizes: string[] = [];
    for (const locale of others) {
      const found = chunks.filter((file) => catalogsIn([file]).includes(locale));
      expect(found, locale).toEqual([`dist/locales/${locale}.js`]);
      expect(page.has(found[0]!), locale).toBe(false);
      expect(catalogsIn([`dist/locales/${locale}.json`])).toContain(locale);
      sizes.push(`${locale} ${statSync(`dist/locales/${locale}.json`).size} B (${gzip(`dist/locales/${locale}.json`)} B gzip)`);
    }
    const englishOnly = [...page].reduce((sum, file) => sum + gzip(file), 0);
    console.log(`catalogs: en-US ${statSync('dist/locales/en-US.json').size} B (${gzip('dist/locales/en-US.js')} B gzip, the chunk every element loads); ${sizes.join(', ')}`);
    console.log(`an English-only page loads dist/index.js and its static chunks: ${englishOnly} B gzip (per-file), no other catalog`);
  });
});
