import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatCents,
  formatMoney,
  formatMoneyAmount,
  formatMoneyNative,
  InvalidAmountError,
  Money,
  NATIVE_CURRENCY_SYMBOLS,
  numberFormat,
  UnknownCurrencyError,
} from '../../../src/core/money';

describe('formatMoney (Intl, per locale)', () => {
  it('formats en-US by default', () => {
    expect(formatMoney(Money.of('1234.5'))).toBe('$1,234.50');
  });

  it('formats JPY without fraction digits', () => {
    expect(formatMoney(Money.of('1250', 'JPY'))).toBe('¥1,250');
    expect(formatMoney(Money.fromCents(1250, 'JPY'))).toBe('¥1,250');
  });

  it('formats for other locales', () => {
    expect(formatMoney(Money.of('1234.5', 'EUR'), { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMoney(Money.of('1234.5', 'GBP'), { locale: 'en-GB' })).toBe('£1,234.50');
  });

  it('supports code and name display and no grouping', () => {
    expect(formatMoney(Money.of('5', 'EUR'), { currencyDisplay: 'code' })).toBe('EUR\u00a05.00');
    expect(formatMoney(Money.of('5', 'EUR'), { currencyDisplay: 'name' })).toBe('5.00 euros');
    expect(formatMoney(Money.of('1234'), { useGrouping: false })).toBe('$1234.00');
  });

  it('formats negative amounts', () => {
    expect(formatMoney(Money.of('-3.5'))).toBe('-$3.50');
  });

  it('formats a 15-digit amount exactly, without float rounding', () => {
    expect(formatMoney(Money.of('999999999999999.99'))).toBe('$999,999,999,999,999.99');
    expect(formatMoney(Money.of('123456789012345.67'))).toBe('$123,456,789,012,345.67');
    expect(formatMoney(Money.of('999999999999999', 'JPY'))).toBe('¥999,999,999,999,999');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(Money.of('-0.001'))).toBe('$0.00');
    expect(formatMoney(Money.of('-0.4', 'JPY'))).toBe('¥0');
  });

  it('rounds extra fraction digits half up', () => {
    expect(formatMoney(Money.of('0.125'))).toBe('$0.13');
    expect(formatMoney(Money.of('12.5', 'JPY'))).toBe('¥13');
  });

  it('reuses one formatter per locale and options', () => {
    expect(numberFormat('en-US', { style: 'percent' })).toBe(numberFormat('en-US', { style: 'percent' }));
    expect(numberFormat('en-US', { style: 'percent' })).not.toBe(numberFormat('fr-FR', { style: 'percent' }));
  });
});

describe('formatMoneyAmount', () => {
  it("uses ',' for grouping and '.' for decimals", () => {
    expect(formatMoneyAmount(Money.of('1234567.8', 'EUR'))).toBe('1,234,567.80');
    expect(formatMoneyAmount(Money.of('1234567', 'JPY'))).toBe('1,234,567');
  });

  it('is exact for 15 integer places', () => {
    expect(formatMoneyAmount(Money.of('987654321098765.43'))).toBe('987,654,321,098,765.43');
  });
});

describe('currency symbols', () => {
  it.each([
    ['AUD', 'A$'],
    ['CAD', 'CA$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['HKD', 'HK$'],
    ['USD', '$'],
  ])('en-US style: %s is %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
    expect(currencySymbol(code, 'native')).toBe(symbol);
  });

  it.each([
    ['BRL', 'R$'],
    ['NOK', 'kr'],
    ['SEK', 'kr'],
    ['DKK', 'kr'],
    ['CZK', 'Kč'],
    ['PLN', 'zł'],
    ['INR', '₹'],
    ['JPY', '¥'],
    ['MYR', 'RM'],
    ['ZAR', 'R'],
    ['THB', '฿'],
    ['ILS', '₪'],
    ['IDR', 'Rp'],
    ['RUB', 'p.'],
    ['PHP', 'Php'],
    ['SGD', 'S$'],
    ['COP', 'COL$'],
  ])('native style: %s is %s', (code, symbol) => {
    expect(currencySymbol(code, 'native')).toBe(symbol);
  });

  it('covers every native symbol of the spec exactly once per currency', () => {
    expect(new Set(Object.values(NATIVE_CURRENCY_SYMBOLS))).toEqual(
      new Set(['R$', 'kr', 'Kč', 'zł', '₹', '¥', 'RM', 'R', '฿', '₪', 'Rp', 'p.', 'Php', 'S$', 'COL$']),
    );
  });

  it('throws for an unknown currency', () => {
    expect(() => currencySymbol('XYZ')).toThrow(UnknownCurrencyError);
  });
});

describe('formatMoneyNative', () => {
  it('prefixes the native symbol to the ,/. amount', () => {
    expect(formatMoneyNative(Money.of('1234.5', 'BRL'))).toBe('R$1,234.50');
    expect(formatMoneyNative(Money.of('99', 'CZK'))).toBe('Kč99.00');
    expect(formatMoneyNative(Money.of('1250', 'JPY'))).toBe('¥1,250');
    expect(formatMoneyNative(Money.of('10', 'AUD'))).toBe('A$10.00');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMoneyNative(Money.of('-12', 'SEK'))).toBe('-kr12.00');
  });
});

describe('formatCents', () => {
  it('shows cents divided by 100 with 2 decimals', () => {
    expect(formatCents(1999)).toBe('19.99');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents('100000')).toBe('1000.00');
    expect(formatCents(-250)).toBe('-2.50');
  });

  it('is exact beyond float precision', () => {
    expect(formatCents('99999999999999999')).toBe('999999999999999.99');
  });

  it('rejects malformed cents', () => {
    expect(() => formatCents('ten')).toThrow(InvalidAmountError);
    expect(() => formatCents('ten')).toThrow('cents: expected a decimal number, got "ten"');
  });
});
