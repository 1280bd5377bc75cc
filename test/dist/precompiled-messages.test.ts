import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type * as coreEntry from '../../src/core';
import type * as templateEntry from '../../src/template';
import { staticGraph } from './support/bundledSources';
import { elementEntries } from '../../scripts/distSizes.mjs';

/** Error kinds of the ICU message parser and its number skeleton parser, as they appear in built code. */
const PARSER_MARKERS = ['EXPECT_ARGUMENT_CLOSING_BRACE', 'MALFORMED_ARGUMENT', 'INVALID_NUMBER_SKELETON'];
/** The parser-free stub that intl-messageformat links instead. */
const NO_PARSER_STUB = 'uncompiled message';

const read = (file: string) => readFileSync(file, 'utf8');
const codeOf = (files: string[]) => files.map(read).join('\n');
const source = (locale: string) => JSON.parse(read(`src/locales/${locale}.json`)) as Record<string, string>;
const built = (locale: string) => JSON.parse(read(`dist/locales/${locale}.json`)) as Record<string, unknown>;
const importBuilt = <T>(file: string) => import(/* @vite-ignore */ pathToFileURL(resolve(file)).href) as Promise<T>;

describe('element bundles carry no ICU message parser', () => {
  it('the markers are the parser’s own', () => {
    const parser = read('node_modules/@formatjs/icu-messageformat-parser/index.js');
    for (const marker of PARSER_MARKERS) expect(parser).toContain(marker);
  });

  it.each([
    ['the ES entry with its chunks', staticGraph('dist/index.js')],
    ['every element chunk with its chunks', [...new Set(elementEntries().flatMap(staticGraph))]],
  ])('%s links intl-messageformat without its parser', (_name, files) => {
    const code = codeOf(files);
    expect(PARSER_MARKERS.filter((marker) => code.includes(marker))).toEqual([]);
    expect(code.includes(NO_PARSER_STUB)).toBe(true);
  });

  it.each([
    ['the ES entry with its chunks', staticGraph('dist/index.js')],
    ['every element chunk with its chunks', [...new Set(elementEntries().flatMap(staticGraph))]],
  ])('%s bundles the en-US catalog precompiled', (_name, files) => {
    const code = codeOf(files);
    expect(code).toMatch(/"cart\.page\.totalQuantity":\[\{"?type"?:6,"?value"?:"count"/);
    expect(code).not.toContain(JSON.stringify(source('en-US')['cart.page.totalQuantity']));
  });

  it('no built file but the template engine parses messages: no chunk holds the ICU parser', () => {
    const files = readdirSync('dist/chunks').filter((file) => file.endsWith('.js')).map((file) => `dist/chunks/${file}`);
    const withParser = [...files, 'dist/loader.js', 'dist/storefront-elements.js', 'dist/core.js', 'dist/template.js'].filter((file) => PARSER_MARKERS.some((marker) => read(file).includes(marker)));
    expect(withParser).toEqual([]);
  });

  it('every catalog file and chunk (en-US too) is precompiled: plain texts as strings, ICU texts as AST', async () => {
    const chunks = readdirSync('dist/locales').filter((file) => /^[a-z]{2}-[A-Z]{2}\.js$/.test(file));
    expect(chunks).toHaveLength(12);
    for (const chunk of chunks) {
      const locale = chunk.slice(0, 5);
      const catalog = built(locale);
      expect(Object.keys(catalog)).toEqual(Object.keys(source(locale)));
      expect(catalog['cart.page.totalQuantity'], locale).toEqual([expect.objectContaining({ type: 6, value: 'count' })]);
      expect(typeof catalog['restock.formLabel'], locale).toBe('string');
      expect(Object.values(await importBuilt<Record<string, unknown>>(`dist/locales/${chunk}`)), chunk).toEqual([catalog]);
    }
  });
});

describe('built messages still format', () => {
  const intlChunk = () => staticGraph('dist/index.js').find((file) => read(file).includes(NO_PARSER_STUB));

  it('the element graph and dist/core.js each carry a parser-free intl-messageformat', () => {
    expect(intlChunk()).toBeDefined();
    expect(read('dist/core.js')).toContain(NO_PARSER_STUB);
  });

  it.each(['en-US', 'fr-CA', 'de-DE', 'ja-JP', 'pt-BR'])('%s: plural, select and number messages from the built catalog format as their source', async (locale) => {
    const { Translator } = await importBuilt<typeof coreEntry>('dist/core.js');
    const translator = new Translator(built(locale) as coreEntry.MessageCatalog, locale);
    const texts = source(locale);
    const cases: [string, Record<string, string | number>][] = [
      ['cart.page.totalQuantity', { count: 1 }],
      ['cart.page.totalQuantity', { count: 3 }],
      ['cart.pill.quantity', { count: 12345 }],
      ['product.subscriptionPrice', { price: '€9', periodValue: 1, periodUnit: 'MONTH' }],
      ['product.subscriptionPrice', { price: '€9', periodValue: 2, periodUnit: 'WEEK' }],
      ['reviews.summaryLabel', { average: '4.5', count: 2 }],
      ['restock.formLabel', {}],
    ];
    for (const [key, values] of cases) {
      const expected = new IntlMessageFormat(texts[key] as string, locale, undefined, { ignoreTag: true }).format(values);
      expect(translator.format(key, values), `${locale} ${key}`).toBe(expected);
    }
    expect(translator.format('cart.pill.quantity', { count: 12345 })).toBe(new Intl.NumberFormat(locale).format(12345));
  });

  it('ICU text that was not precompiled needs the parser the bundle left out', async () => {
    const { Translator } = await importBuilt<typeof coreEntry>('dist/core.js');
    expect(new Translator({ plain: 'Add To Cart' }).format('plain')).toBe('Add To Cart');
    expect(() => new Translator({ icu: '{n, plural, one {# item} other {# items}}' }).format('icu', { n: 2 })).toThrow(NO_PARSER_STUB);
  });

  it('the template engine (dist/template.js) still parses template messages at runtime', async () => {
    const { renderTemplate } = await importBuilt<typeof templateEntry>('dist/template.js');
    const context = { m: '{0 plural one{# item} other{# items}} for {name}', n: 3, who: 'Ann' };
    expect(renderTemplate('{m|message n name=who}', context).output).toBe('3 items for Ann');
  });
});
