import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { SUPPORTED_LOCALES } from '../../../src/core/i18n/supportedLocales';

const dir = resolve('src/locales');
const read = (locale: string): Record<string, string> => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
const english = read('en-US');

interface Usage {
  readonly args: Set<string>;
  readonly plurals: { readonly arg: string; readonly keys: string[] }[];
}

function usage(message: string): Usage {
  const result: Usage = { args: new Set(), plurals: [] };
  const walk = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        walk(element.children);
        continue;
      }
      result.args.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        if (element.type === TYPE.plural) result.plurals.push({ arg: element.value, keys: Object.keys(element.options) });
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return result;
}

const sampleValues = (args: Set<string>, n: number): Record<string, string | number> =>
  Object.fromEntries([...args].map((arg) => [arg, /Unit$/.test(arg) ? 'MONTH' : /count|quantity|Value|duration|min|max|status|rating|average/.test(arg) ? n : 'x']));

describe('locale catalogs', () => {
  it('ships exactly the supported locales', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.json')).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en-US')) {
    describe(locale, () => {
      const catalog = read(locale);

      it('has every key of en-US and no other', () => {
        expect(Object.keys(english).filter((key) => !(key in catalog))).toEqual([]);
        expect(Object.keys(catalog).filter((key) => !(key in english))).toEqual([]);
      });

      it('uses no ICU argument that en-US does not', () => {
        const extra = Object.entries(catalog).flatMap(([key, message]) => {
          const allowed = usage(english[key] ?? '').args;
          return [...usage(message).args].filter((arg) => !allowed.has(arg)).map((arg) => `${key}: {${arg}}`);
        });
        expect(extra).toEqual([]);
      });

      it('uses only plural categories of its language, always with other', () => {
        const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
        const wrong = Object.entries(catalog).flatMap(([key, message]) =>
          usage(message).plurals.flatMap(({ arg, keys }) => [
            ...keys.filter((k) => !categories.has(k) && !/^=\d+$/.test(k)).map((k) => `${key}: ${arg} ${k}`),
            ...(keys.includes('other') ? [] : [`${key}: ${arg} lacks other`]),
          ]),
        );
        expect(wrong).toEqual([]);
      });

      it('formats every message for one and for many', () => {
        for (const [key, message] of Object.entries(catalog)) {
          const args = usage(english[key] ?? '').args;
          for (const n of [1, 3]) {
            const text = String(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(sampleValues(args, n)));
            expect(text.trim(), `${locale} ${key}`).not.toBe('');
          }
        }
      });
    });
  }
});
