import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY, getCurrency, isCurrencyCode, UnknownCurrencyError } from '../../../src/core/money';

const ISO_4217: ReadonlyArray<[string, string, string]> = [
  ['EUR', 'Euro', '978'],
  ['USD', 'US Dollar', '840'],
  ['AUD', 'Australian Dollar', '036'],
  ['NOK', 'Norwegian Krone', '578'],
  ['CAD', 'Canadian Dollar', '124'],
  ['NZD', 'New Zealand Dollar', '554'],
  ['DKK', 'Danish Krone', '208'],
  ['GBP', 'Pound Sterling', '826'],
  ['HKD', 'Hong Kong Dollar', '344'],
  ['CHF', 'Swiss Franc', '756'],
  ['MXN', 'Mexican Peso', '484'],
  ['SGD', 'Singapore Dollar', '702'],
  ['SEK', 'Swedish Krona', '752'],
  ['CZK', 'Czech Koruna', '203'],
  ['ILS', 'New Israeli Sheqel', '376'],
  ['PHP', 'Philippine Peso', '608'],
  ['RUB', 'Russian Ruble', '643'],
  ['PLN', 'Zloty', '985'],
  ['THB', 'Baht', '764'],
  ['MYR', 'Malaysian Ringgit', '458'],
  ['ARS', 'Argentine Peso', '032'],
  ['BRL', 'Brazilian Real', '986'],
  ['COP', 'Colombian Peso', '170'],
  ['IDR', 'Rupiah', '360'],
  ['INR', 'Indian Rupee', '356'],
  ['JPY', 'Yen', '392'],
  ['ZAR', 'Rand', '710'],
];

describe('currency table', () => {
  it('supports exactly the 27 currencies of the spec, in order', () => {
    expect(CURRENCY_CODES).toEqual(ISO_4217.map(([code]) => code));
    expect(Object.keys(CURRENCIES)).toHaveLength(27);
  });

  it.each(ISO_4217)('%s has its ISO 4217 name and numeric code', (code, currencyName, numericCode) => {
    expect(getCurrency(code)).toEqual({ code, currencyName, numericCode, fractionDigits: code === 'JPY' ? 0 : 2 });
  });

  it('gives JPY 0 fraction digits and every other currency 2', () => {
    expect(getCurrency('JPY').fractionDigits).toBe(0);
    const others = CURRENCY_CODES.filter((code) => code !== 'JPY').map((code) => CURRENCIES[code].fractionDigits);
    expect(new Set(others)).toEqual(new Set([2]));
  });

  it('defaults the store currency to USD', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it('keeps the records immutable', () => {
    expect(Object.isFrozen(CURRENCIES)).toBe(true);
    expect(Object.isFrozen(CURRENCIES.USD)).toBe(true);
  });

  it('throws a typed error for an unknown code, naming the code and field', () => {
    expect(() => getCurrency('XYZ')).toThrow(UnknownCurrencyError);
    expect(() => getCurrency('XYZ', 'cart.currency')).toThrow('cart.currency: unknown currency "XYZ"');
    try {
      getCurrency('usd');
    } catch (error) {
      expect(error).toMatchObject({ code: 'unknown-currency', currency: 'usd' });
    }
  });

  it('recognises only exact own codes', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
    expect(isCurrencyCode(840)).toBe(false);
  });
});
