import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactNumberFormat } from '../../../../src/template/plugins/site/exactNumberFormat';
import { formatCurrencyAmount, formatDecimalNumber, formatPercentageNumber } from '../../../../src/template/plugins/site/formatNumber';
import { formatLegacyMoney } from '../../../../src/template/plugins/site/legacyMoneyFormat';

type Input = Parameters<Intl.NumberFormat['format']>[0];

const LOCALES = [
  'en-US', 'en-GB', 'en-IN', 'en-CA', 'en-AU', 'en-ZA', 'de-DE', 'de-CH', 'de-AT', 'fr-FR', 'fr-CA', 'fr-CH', 'es-ES', 'es-MX', 'it-IT',
  'pt-BR', 'pt-PT', 'nl-NL', 'sv-SE', 'nb-NO', 'da-DK', 'fi-FI', 'pl-PL', 'cs-CZ', 'hu-HU', 'ru-RU', 'uk-UA', 'tr-TR', 'el-GR', 'he-IL',
  'ja-JP', 'ko-KR', 'zh-CN', 'zh-TW', 'hi-IN', 'th-TH', 'id-ID', 'vi-VN', 'ar-EG', 'fa-IR', 'bn-BD', 'sw-KE',
];
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'KRW', 'BHD', 'KWD', 'CHF', 'INR', 'SEK', 'BRL', 'CLP', 'ISK', 'TND', 'HUF', 'CAD'];
const OPTIONS: Intl.NumberFormatOptions[] = [
  { roundingMode: 'halfEven', signDisplay: 'negative' },
  {},
  { currencySign: 'accounting', roundingMode: 'halfEven', signDisplay: 'negative' },
  { currencyDisplay: 'narrowSymbol' },
  { currencyDisplay: 'code', useGrouping: false },
  { minimumFractionDigits: 0, maximumFractionDigits: 3, minimumIntegerDigits: 4, useGrouping: 'always' },
];

/** Decimal literals: signs, leading and trailing zeros, up to 24 integer and 8 fraction digits, half-way fractions. */
const decimal = fc
  .tuple(
    fc.constantFrom('', '', '-', '+'),
    fc.oneof(fc.stringMatching(/^[1-9]\d{0,5}$/), fc.stringMatching(/^0{0,2}\d{0,24}$/)),
    fc.oneof(fc.constant(''), fc.stringMatching(/^\.\d{0,3}$/), fc.stringMatching(/^\.\d{0,3}50*$/), fc.stringMatching(/^\.\d{0,8}$/)),
  )
  .map(([sign, int, fraction]) => `${sign}${int || (fraction.length > 1 ? '' : '0')}${fraction}`);

/** Decimal literals of few digit shapes (1 to 4 integer and 0 to 3 fraction digits), many of each shape. */
const shaped = fc.stringMatching(/^[-+]?[1-9]\d{0,3}(\.\d{0,3})?$/);

/** Counts the platform calls of a wrapped format. */
function counted(format: Intl.NumberFormat): [Intl.NumberFormat, () => number] {
  let calls = 0;
  const wrapper = { format: (value: Input) => (calls++, format.format(value)), resolvedOptions: () => format.resolvedOptions() };
  return [wrapper as Intl.NumberFormat, () => calls];
}

describe('exactNumberFormat', () => {
  it('equals Intl.NumberFormat for currencies in 42 locales (zero and three-decimal currencies, negatives, large amounts, half-way rounding)', () => {
    let values = 0;
    let platformCalls = 0;
    for (const [l, locale] of LOCALES.entries()) {
      for (const [c, currency] of CURRENCIES.entries()) {
        for (const [o, extra] of OPTIONS.entries()) {
          const platform = new Intl.NumberFormat(locale, { style: 'currency', currency, ...extra });
          const [wrapped, calls] = counted(platform);
          const format = exactNumberFormat(wrapped);
          const seed = l * 10_000 + c * 100 + o;
          const samples = [...fc.sample(shaped, { numRuns: 50, seed }), ...fc.sample(decimal, { numRuns: 15, seed }), '1234567.891', '-0.005', '999.995', '12.34'];
          for (const value of samples) {
            const expected = platform.format(value as Input);
            if (format(value) !== expected) expect(format(value), `${locale} ${currency} ${JSON.stringify(extra)} ${value}`).toBe(expected);
          }
          values += samples.length;
          platformCalls += calls();
        }
      }
    }
    expect(platformCalls / values).toBeLessThan(0.6);
  });

  it('equals Intl.NumberFormat for decimals with any digit, grouping, rounding and sign options', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.record({
          minimumFractionDigits: fc.integer({ min: 0, max: 3 }),
          maximumFractionDigits: fc.integer({ min: 3, max: 8 }),
          minimumIntegerDigits: fc.integer({ min: 1, max: 6 }),
          useGrouping: fc.constantFrom<Intl.NumberFormatOptions['useGrouping']>('auto', 'always', 'min2', false),
          roundingMode: fc.constantFrom<Intl.NumberFormatOptions['roundingMode']>('halfEven', 'halfExpand', 'ceil', 'floor', 'trunc', 'expand', 'halfTrunc'),
          signDisplay: fc.constantFrom<Intl.NumberFormatOptions['signDisplay']>('auto', 'negative', 'always', 'exceptZero', 'never'),
        }),
        fc.array(decimal, { minLength: 1, maxLength: 30 }),
        (locale, options, values) => {
          const platform = new Intl.NumberFormat(locale, options);
          const format = exactNumberFormat(platform);
          for (const value of values) expect(format(value), `${locale} ${JSON.stringify(options)} ${value}`).toBe(platform.format(value as Input));
        },
      ),
      { numRuns: 400, seed: 4242 },
    );
  });

  it('equals the platform on edge literals and styles it leaves to the platform', () => {
    const values = ['0', '-0', '+0.000', '.5', '5.', '007.50', '-0.001', '1e3', '-12.5e-1', '1'.repeat(300), `${'9'.repeat(310)}.5`, 'abc', '', ' 12 '];
    const formats = [
      ...['en-US', 'de-DE', 'ar-EG', 'ar-SA', 'fa-IR', 'mr-IN'].map((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })),
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', currencyDisplay: 'name' }),
      new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'JPY', currencyDisplay: 'name' }),
      new Intl.NumberFormat('en-US', { notation: 'compact' }),
      new Intl.NumberFormat('en-US', { notation: 'scientific' }),
      new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 }),
      new Intl.NumberFormat('ru-RU', { style: 'unit', unit: 'meter', unitDisplay: 'long' }),
      new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }),
      new Intl.NumberFormat('en-US', { minimumSignificantDigits: 3 }),
    ];
    for (const platform of formats) {
      const format = exactNumberFormat(platform);
      for (const value of ['1', '2', '5', '21', '1.5', '0.5', '1234', '1000', '1500', '1234.56', '1000.5', '1.25', '0.75', ...values]) {
        expect(format(value), `${JSON.stringify(platform.resolvedOptions())} ${value}`).toBe(platform.format(value as Input));
      }
    }
  });

  it('formats without the platform once a shape has been seen, and always with it for other digits', () => {
    const [usd, usdCalls] = counted(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', roundingMode: 'halfEven', signDisplay: 'negative' }));
    const format = exactNumberFormat(usd);
    expect(format('12.34')).toBe('$12.34');
    const afterFirst = usdCalls();
    expect([format('56.78'), format('99.00'), format('-10.5'), format('-20.75')]).toEqual(['$56.78', '$99.00', '-$10.50', '-$20.75']);
    expect(usdCalls()).toBe(afterFirst + 2);
    expect(format('1234567.8')).toBe('$1,234,567.80');
    expect(format('7654321.2')).toBe('$7,654,321.20');
    expect(usdCalls()).toBe(afterFirst + 4);
    const [arabic, arabicCalls] = counted(new Intl.NumberFormat('ar-EG', { style: 'currency', currency: 'EGP' }));
    const egp = exactNumberFormat(arabic);
    for (const value of ['12.34', '56.78', '90.12']) expect(egp(value)).toBe(new Intl.NumberFormat('ar-EG', { style: 'currency', currency: 'EGP' }).format(value as Input));
    expect(arabicCalls()).toBeGreaterThanOrEqual(4);
  });
});

describe('number formatters', () => {
  it('format money, decimals and percentages as the platform does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.constantFrom(...CURRENCIES), decimal, (locale, currency, value) => {
        const options = { roundingMode: 'halfEven', signDisplay: 'negative' } as const;
        expect(formatCurrencyAmount(locale, value, currency)).toBe(new Intl.NumberFormat(locale, { style: 'currency', currency, ...options }).format(value as Input));
        expect(formatDecimalNumber(locale, value)).toBe(new Intl.NumberFormat(locale, options).format(value as Input));
        expect(formatPercentageNumber(locale, value, true)).toBe(new Intl.NumberFormat(locale, { ...options, maximumFractionDigits: 3 }).format(value as Input));
      }),
      { numRuns: 3000, seed: 99 },
    );
  });

  it('money style:code writes the code after the amount, spaced except in Japanese, Chinese and Korean (as the parts of the code display give)', () => {
    const reference = (locale: string, value: string, currency: string): string => {
      const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code', roundingMode: 'halfEven', signDisplay: 'negative' }).formatToParts(value as Input);
      const currencyAt = parts.findIndex((p) => p.type === 'currency');
      const numberAt = parts.findIndex((p) => p.type === 'integer');
      if (currencyAt > numberAt) return parts.map((p) => p.value).join('');
      const number = parts.filter((p, i) => p.type !== 'currency' && !(p.type === 'literal' && i > currencyAt && i < numberAt)).map((p) => p.value).join('');
      return `${number}${/^(ja|zh|ko)\b/.test(locale) ? '' : ' '}${currency}`;
    };
    for (const locale of [...LOCALES, 'nl-NL', 'ur-PK', 'ks', 'kl', 'fa-AF']) {
      for (const currency of ['USD', 'JPY', 'KWD', 'EUR']) {
        for (const value of ['1234.5', '-2.5', '0', '-0.001', '12345678.25']) {
          expect(formatCurrencyAmount(locale, value, currency, { currencyStyle: 'code' }), `${locale} ${currency} ${value}`).toBe(reference(locale, value, currency));
        }
      }
    }
  });

  it('i18n-money-format puts the legacy symbol where the locale puts the currency (de-CH writes EUR before the amount)', () => {
    const cases = [
      ['en-US', '-1234.5', 'USD', '-$1,234.50'], ['de-DE', '1234.5', 'EUR', '1.234,50€'], ['de-CH', '-1234.5', 'USD', "-$1'234.50"],
      ['fr-FR', '1234.5', 'SEK', '1\u00a0234,50 kr'], ['nl-NL', '-2.5', 'CHF', 'CHF -2,50'], ['ja-JP', '1234.5', 'JPY', '¥1,235'],
      ['he-IL', '12', 'ILS', '12.00₪'], ['fa-IR', '-12.5', 'USD', '-$۱۲٫۵۰'],
    ];
    for (const [locale, value, currency, expected] of cases) expect(formatLegacyMoney(locale as string, value as string, currency as string)).toBe(expected);
  });
});
