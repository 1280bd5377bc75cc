import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  AmountOutOfRangeError,
  CurrencyMismatchError,
  InvalidAmountError,
  Money,
  bigAmount,
  UnknownCurrencyError,
} from '../../../src/core/money';

describe('Money', () => {
  it('defaults to USD', () => {
    expect(Money.of('1.5').currency).toBe('USD');
    expect(Money.zero().toString()).toBe('0.00 USD');
  });

  it('keeps amounts exact, never as floats', () => {
    expect(Money.of('0.1').add(Money.of('0.2')).toDecimalString()).toBe('0.30');
    expect(Money.of('0.1').add(Money.of('0.2')).equals(Money.of('0.3'))).toBe(true);
  });

  it('is immutable', () => {
    const money = Money.of('10', 'EUR');
    expect(Object.isFrozen(money)).toBe(true);
    const copy = bigAmount(money);
    copy.c[0] = 9;
    expect(money.toDecimalString()).toBe('10.00');
    expect(() => {
      (money as unknown as { currency: string }).currency = 'USD';
    }).toThrow(TypeError);
  });

  it('accepts Big, numbers and decimal strings', () => {
    expect(Money.of(new Big('2.5')).toDecimalString()).toBe('2.50');
    expect(Money.of(3).toDecimalString()).toBe('3.00');
    expect(Money.of(' 4.25 ').toDecimalString()).toBe('4.25');
    expect(Money.of('-1.75').toDecimalString()).toBe('-1.75');
  });

  it.each(['abc', '', '1,000', '1e3', 'NaN', '1.2.3'])('rejects the malformed amount %j with a typed error', (amount) => {
    expect(() => Money.of(amount)).toThrow(InvalidAmountError);
  });

  it('rejects non-finite numbers', () => {
    expect(() => Money.of(Number.NaN)).toThrow(InvalidAmountError);
    expect(() => Money.of(Number.POSITIVE_INFINITY)).toThrow('expected a finite number, got Infinity');
  });

  it('rejects unknown currencies', () => {
    expect(() => Money.of('1', 'XYZ')).toThrow(UnknownCurrencyError);
  });

  describe('cents', () => {
    it('divides cents by 10 to the power of the fraction digits', () => {
      expect(Money.fromCents(1999).toDecimalString()).toBe('19.99');
      expect(Money.fromCents(1999, 'EUR').toString()).toBe('19.99 EUR');
      expect(Money.fromCents(1999, 'JPY').toString()).toBe('1999 JPY');
    });

    it('converts back to whole cents', () => {
      expect(Money.of('19.99').toCents()).toBe(1999);
      expect(Money.of('1999', 'JPY').toCents()).toBe(1999);
      expect(Money.of('-0.05').toCents()).toBe(-5);
    });

    it('rounds half up to whole cents', () => {
      expect(Money.of('0.125').toCents()).toBe(13);
      expect(Money.of('0.124').toCents()).toBe(12);
      expect(Money.of('12.5', 'JPY').toCents()).toBe(13);
    });

    it('rejects fractional cents', () => {
      expect(() => Money.fromCents(10.5)).toThrow('expected a whole number of cents, got 10.5');
    });

    it('round-trips every cent value it is given', () => {
      for (const cents of [0, 1, 99, 100, 12345, 900719925474099]) {
        expect(Money.fromCents(cents).toCents()).toBe(cents);
      }
    });

    it('refuses cents beyond the safe integer range', () => {
      expect(() => Money.of('999999999999999.99').toCents()).toThrow(AmountOutOfRangeError);
    });
  });

  describe('arithmetic', () => {
    it('adds and subtracts within a currency', () => {
      expect(Money.of('10.10').add(Money.of('0.95')).toDecimalString()).toBe('11.05');
      expect(Money.of('10.10').subtract(Money.of('0.95')).toDecimalString()).toBe('9.15');
    });

    it('multiplies by an integer quantity', () => {
      expect(Money.of('19.99').multiply(3).toDecimalString()).toBe('59.97');
      expect(Money.of('19.99').multiply(0).isZero()).toBe(true);
    });

    it('rejects a fractional quantity', () => {
      expect(() => Money.of('1').multiply(1.5)).toThrow('quantity: expected an integer quantity, got 1.5');
    });

    it('compares amounts', () => {
      expect(Money.of('1').compare(Money.of('2'))).toBe(-1);
      expect(Money.of('2').compare(Money.of('2.00'))).toBe(0);
      expect(Money.of('3').compare(Money.of('2'))).toBe(1);
      expect(Money.of('-1').isNegative()).toBe(true);
    });

    it('takes min and max', () => {
      const amounts = [Money.of('5'), Money.of('2.5'), Money.of('7')];
      expect(Money.min(...(amounts as [Money, ...Money[]])).toDecimalString()).toBe('2.50');
      expect(Money.max(...(amounts as [Money, ...Money[]])).toDecimalString()).toBe('7.00');
    });

    it('refuses to mix currencies', () => {
      const usd = Money.of('1');
      const eur = Money.of('1', 'EUR');
      expect(() => usd.add(eur)).toThrow(CurrencyMismatchError);
      expect(() => usd.subtract(eur)).toThrow('cannot combine USD with EUR');
      expect(() => usd.compare(eur)).toThrow(CurrencyMismatchError);
      expect(() => Money.max(usd, eur)).toThrow(CurrencyMismatchError);
      expect(usd.equals(eur)).toBe(false);
    });
  });

  describe('15 integer places', () => {
    it('allows the largest 15-digit amount exactly', () => {
      expect(Money.of('999999999999999.99').toDecimalString()).toBe('999999999999999.99');
      expect(Money.of('-999999999999999.99').toDecimalString()).toBe('-999999999999999.99');
    });

    it('throws a typed error for a 16-digit amount', () => {
      expect(() => Money.of('1000000000000000')).toThrow(AmountOutOfRangeError);
      expect(() => Money.of('1000000000000000', 'USD', 'priceMoney')).toThrow(
        'priceMoney: amount 1000000000000000 exceeds 15 integer places',
      );
    });

    it('throws when arithmetic leaves the range', () => {
      const big = Money.of('999999999999999');
      expect(() => big.add(Money.of('1'))).toThrow(AmountOutOfRangeError);
      expect(() => big.multiply(2)).toThrow(AmountOutOfRangeError);
    });
  });

  it('serialises to the API shape', () => {
    expect(JSON.parse(JSON.stringify(Money.of('12.5', 'GBP')))).toEqual({ value: '12.5', currency: 'GBP' });
  });
});
