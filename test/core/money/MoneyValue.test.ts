import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDecimals, compareDecimals, decimalOf, decimalToFixed, decimalToNumber, decimalToString, multiplyDecimals, roundDecimal,
  shiftDecimal,
} from '../../../src/core/money/decimal';
import { bigAmount, Money } from '../../../src/core/money';
import { MoneyValue } from '../../../src/core/money/MoneyValue';

const decimalText = fc
  .tuple(fc.constantFrom('', '-'), fc.stringMatching(/^\d{0,18}$/), fc.option(fc.stringMatching(/^\d{0,24}$/), { nil: undefined }))
  .filter(([, whole, fraction]) => whole !== '' || (fraction ?? '') !== '')
  .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`);
const amount = fc.oneof(decimalText, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
const ExactBig = Big();
ExactBig.DP = 1000;
const sameAsBig = (decimal: ReturnType<typeof decimalOf>, big: Big): void => {
  expect(decimalToFixed(decimal)).toBe(big.toFixed());
  expect(decimalToString(decimal)).toBe(big.toString());
  expect(Object.is(decimalToNumber(decimal), big.toNumber())).toBe(true);
  expect(decimal.units === 0n ? decimal.sign : 0).toBe(big.c[0] === 0 ? big.s : 0);
};

describe('exact decimals', () => {
  it('read, compare, add, multiply, round and print exactly as big.js does, signed zero included', () => {
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 0, max: 22 }), fc.integer({ min: -4, max: 4 }), (a, b, places, shift) => {
        const [x, y, bigX, bigY] = [decimalOf(a), decimalOf(b), new Big(a), new Big(b)];
        sameAsBig(x, bigX);
        expect(compareDecimals(x, y)).toBe(bigX.cmp(bigY));
        sameAsBig(addDecimals(x, y), bigX.plus(bigY));
        sameAsBig(addDecimals(x, y, true), bigX.minus(bigY));
        sameAsBig(multiplyDecimals(x, y), bigX.times(bigY));
        sameAsBig(shiftDecimal(x, shift), new ExactBig(bigX).times(new Big(10).pow(shift < 0 ? 0 : shift)).div(new Big(10).pow(shift < 0 ? -shift : 0)));
        sameAsBig(roundDecimal(x, places), bigX.round(places, Big.roundHalfUp));
        expect(decimalToFixed(x, places)).toBe(bigX.toFixed(places, Big.roundHalfUp));
      }),
    );
  });

  it('reads a Big exactly, a leading plus sign, and rejects what is not a decimal', () => {
    expect(decimalToString(decimalOf(new Big('-0')))).toBe('0');
    expect(decimalOf(new Big('-0')).sign).toBe(-1);
    expect(decimalToString(decimalOf(new Big('1.25e-9')))).toBe('1.25e-9');
    expect(decimalToString(decimalOf('+1'))).toBe('1');
    expect(() => decimalOf('++1')).toThrow('expected a decimal number, got "++1"');
    expect(() => decimalOf({ c: [1], e: 0, s: 1 })).toThrow('expected a decimal number, got object');
    expect(() => decimalOf(Object.create(null))).toThrow('expected a decimal number, got object');
  });
});

describe('MoneyValue', () => {
  it('builds instances of the class its statics are called on', () => {
    expect(MoneyValue.of('1.5')).not.toBeInstanceOf(Money);
    expect(Money.of('1.5')).toBeInstanceOf(Money);
    expect(bigAmount(Money.zero('EUR').add(Money.fromCents(150, 'EUR'))).toFixed()).toBe('1.5');
    expect(bigAmount(Money.of('2').multiply(3).subtract(Money.of('1'))).toFixed()).toBe('5');
  });

  it('compares with Money', () => {
    expect(MoneyValue.of('2.50').equals(Money.of('2.5'))).toBe(true);
    expect(Money.max(Money.of('1'), Money.of('3'))).toBeInstanceOf(Money);
    expect(MoneyValue.min(MoneyValue.of('4'), MoneyValue.of('-1')).toString()).toBe('-1.00 USD');
  });

  it('keeps a negative zero as big.js did', () => {
    expect(Object.is(Money.of('-0.001').toCents(), -0)).toBe(true);
    expect(Money.of('-0.001').toDecimalString()).toBe('0.00');
    expect(bigAmount(Money.of(-0)).s).toBe(-1);
  });
});
