import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, formatMoneyAmount, Money } from '../../../src/core/money';

const cents = fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n });
const currency = fc.constantFrom(...CURRENCY_CODES);

function groupedDecimal(minor: bigint, fractionDigits: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(fractionDigits + 1, '0');
  const integer = digits.slice(0, digits.length - fractionDigits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = fractionDigits ? `.${digits.slice(-fractionDigits)}` : '';
  return `${negative ? '-' : ''}${integer}${fraction}`;
}

describe('Money properties', () => {
  it('formats any amount of up to 15 integer places exactly', () => {
    fc.assert(
      fc.property(cents, currency, (minor, code) => {
        const money = Money.fromCents(minor.toString(), code);
        expect(formatMoneyAmount(money)).toBe(groupedDecimal(minor, money.fractionDigits));
      }),
    );
  });

  it('round-trips safe cents through Money', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), currency, (minor, code) => {
        fc.pre(Math.abs(minor) < 10 ** (15 + (code === 'JPY' ? 0 : 2)));
        expect(Money.fromCents(minor, code).toCents()).toBe(minor);
      }),
    );
  });

  it('adds like integer cents', () => {
    const small = fc.integer({ min: -(10 ** 12), max: 10 ** 12 });
    fc.assert(
      fc.property(small, small, (a, b) => {
        expect(Money.fromCents(a).add(Money.fromCents(b)).toCents()).toBe(a + b);
        expect(Money.fromCents(a).subtract(Money.fromCents(b)).toCents()).toBe(a - b);
        expect(Money.fromCents(a).compare(Money.fromCents(b))).toBe(Math.sign(a - b));
      }),
    );
  });
});
