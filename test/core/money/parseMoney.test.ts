import { describe, expect, it } from 'vitest';
import { InvalidAmountError, Money, MoneyError, parseMoney, UnknownCurrencyError } from '../../../src/core/money';

describe('parseMoney', () => {
  it('reads the {value, currency} shape', () => {
    expect(parseMoney({ value: '12.50', currency: 'EUR' }).toString()).toBe('12.50 EUR');
  });

  it('reads the {decimalValue, currencyCode} shape', () => {
    expect(parseMoney({ decimalValue: '7.25', currencyCode: 'GBP' }).toString()).toBe('7.25 GBP');
  });

  it('defaults to 0 USD', () => {
    expect(parseMoney(undefined).toString()).toBe('0.00 USD');
    expect(parseMoney(null).toString()).toBe('0.00 USD');
    expect(parseMoney({}).toString()).toBe('0.00 USD');
    expect(parseMoney({ currency: 'JPY' }).toString()).toBe('0 JPY');
    expect(parseMoney({ value: '3' }).toString()).toBe('3.00 USD');
    expect(parseMoney({ decimalValue: '3' }).toString()).toBe('3.00 USD');
  });

  it('treats an empty value string as 0', () => {
    expect(parseMoney({ value: '', currency: 'USD' }).isZero()).toBe(true);
  });

  it('reads an explicit plus sign as a positive amount instead of failing with a bare error', () => {
    expect(parseMoney({ value: '+12.5', currency: 'EUR' }).toString()).toBe('12.50 EUR');
    expect(Money.of(' +0.5 ', 'USD').toString()).toBe('0.50 USD');
    expect(() => parseMoney({ value: '+-1', currency: 'EUR' })).toThrow(InvalidAmountError);
  });

  it('accepts numeric values and trims the currency', () => {
    expect(parseMoney({ value: 5, currency: ' CAD ' }).toString()).toBe('5.00 CAD');
  });

  it('passes Money through', () => {
    const money = Money.of('1');
    expect(parseMoney(money)).toBe(money);
  });

  it('names the malformed value field', () => {
    expect(() => parseMoney({ value: 'abc', currency: 'USD' }, 'priceMoney')).toThrow(
      'priceMoney.value: expected a decimal number, got "abc"',
    );
    expect(() => parseMoney({ decimalValue: '1.2.3', currencyCode: 'USD' }, 'salePriceMoney')).toThrow(
      'salePriceMoney.decimalValue: expected a decimal number, got "1.2.3"',
    );
  });

  it('names the unknown currency field', () => {
    expect(() => parseMoney({ value: '1', currency: 'XYZ' }, 'priceMoney')).toThrow(UnknownCurrencyError);
    expect(() => parseMoney({ decimalValue: '1', currencyCode: 'XYZ' }, 'priceMoney')).toThrow(
      'priceMoney.currencyCode: unknown currency "XYZ"',
    );
  });

  it('rejects a non-object with a typed error', () => {
    expect(() => parseMoney('12.00')).toThrow(InvalidAmountError);
    expect(() => parseMoney([1])).toThrow('money: expected a money object');
    try {
      parseMoney({ value: true });
    } catch (error) {
      expect(error).toBeInstanceOf(MoneyError);
      expect(error).toMatchObject({ code: 'invalid-amount', field: 'money.value' });
    }
  });
});
