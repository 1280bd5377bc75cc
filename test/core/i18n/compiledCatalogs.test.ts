import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileCatalog, compileMessage } from '../../../scripts/compileCatalog.mjs';
import { catalogSchema, Translator } from '../../../src/core/i18n';
import { SUPPORTED_LOCALES } from '../../../src/core/i18n/supportedLocales';

const source = (locale: string) => JSON.parse(readFileSync(`src/locales/${locale}.json`, 'utf8')) as Record<string, string>;

type Values = Record<string, string | number | Date>;

/** Argument sets that visit every plural and select branch of a message: each select option, counts 0, 1, 2, 5 and 21. */
function sampleValues(elements: readonly MessageFormatElement[]): Values[] {
  const base: Values = {};
  const choices: [string, (string | number)[]][] = [];
  const visit = (nodes: readonly MessageFormatElement[]) => {
    for (const node of nodes) {
      if (node.type === TYPE.argument) base[node.value] ??= 'X';
      if (node.type === TYPE.number) base[node.value] = 1234.5;
      if (node.type === TYPE.date || node.type === TYPE.time) base[node.value] = new Date(Date.UTC(2026, 0, 15));
      if (node.type === TYPE.select) choices.push([node.value, Object.keys(node.options)]);
      if (node.type === TYPE.plural) choices.push([node.value, [0, 1, 2, 5, 21]]);
      if (node.type === TYPE.select || node.type === TYPE.plural) for (const option of Object.values(node.options)) visit(option.value);
    }
  };
  visit(elements);
  return choices.reduce<Values[]>((sets, [name, options]) => sets.flatMap((set) => options.map((option) => ({ ...set, [name]: option }))), [base]);
}

describe('precompiled catalogs', () => {
  it.each(SUPPORTED_LOCALES)('%s formats every message exactly as its source text, in every plural and select branch', (locale) => {
    const texts = source(locale);
    const fromSource = new Translator(texts, locale);
    const compiled = compileCatalog(texts);
    const fromCompiled = new Translator(compiled, locale);
    let checked = 0;
    for (const [key, text] of Object.entries(texts)) {
      for (const values of sampleValues(parse(text, { ignoreTag: true }))) {
        expect(fromCompiled.format(key, values), `${locale} ${key}`).toBe(fromSource.format(key, values));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(Object.keys(texts).length);
  });

  it('keeps plain texts as strings and turns ICU texts into a compact AST', () => {
    expect(compileMessage('Add To Cart')).toBe('Add To Cart');
    expect(compileMessage("{count, plural, one {# item} other {# items}}")).toEqual([
      { type: TYPE.plural, value: 'count', options: { one: { value: [{ type: TYPE.pound }, { type: TYPE.literal, value: ' item' }] }, other: { value: [{ type: TYPE.pound }, { type: TYPE.literal, value: ' items' }] } } },
    ]);
    expect(compileMessage("It''s {n, number}")).toEqual([{ type: TYPE.literal, value: "It's " }, { type: TYPE.number, value: 'n' }]);
    expect(compileMessage('<b>{name}</b>')).toEqual([{ type: TYPE.literal, value: '<b>' }, { type: TYPE.argument, value: 'name' }, { type: TYPE.literal, value: '</b>' }]);
  });

  it('compiled and source catalogs hold the same keys', () => {
    for (const locale of SUPPORTED_LOCALES) expect(Object.keys(compileCatalog(source(locale)))).toEqual(Object.keys(source(locale)));
  });

  it('a fetched catalog file passes the edge schema only as plain texts and AST elements', () => {
    for (const locale of SUPPORTED_LOCALES) expect(catalogSchema.parse(JSON.parse(JSON.stringify(compileCatalog(source(locale)))))).toEqual(compileCatalog(source(locale)));
    expect(catalogSchema.safeParse({ 'cart.pill.quantity': 5 }).success).toBe(false);
    expect(catalogSchema.safeParse({ 'cart.pill.quantity': ['{count}'] }).success).toBe(false);
    expect(catalogSchema.safeParse({ 'cart.pill.quantity': [{ value: 'count' }] }).success).toBe(false);
  });
});
