import { addDecimals, decimalOf, decimalToFixed, decimalToNumber, multiplyDecimals, roundDecimal, shiftDecimal } from './decimal';
import { AmountOutOfRangeError, InvalidAmountError } from './MoneyError';
import { assertSameCurrency, MoneyValue } from './MoneyValue';

export type { AmountInput, MoneyJson } from './MoneyValue';

/**
 * An immutable amount of one currency. Amounts are exact decimals, never floats, and have at most 15 integer places
 * (larger amounts throw AmountOutOfRangeError). Its arithmetic is exact decimal arithmetic without big.js; `bigAmount`
 * (./toBig) gives a big.js view for the arithmetic Money lacks.
 */
export class Money extends MoneyValue {
  /** Whole minor units (cents), rounding half up; throws AmountOutOfRangeError beyond Number.MAX_SAFE_INTEGER. */
  toCents(): number {
    const minor = roundDecimal(shiftDecimal(this.decimal, this.fractionDigits), 0);
    if (minor.units > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new AmountOutOfRangeError(decimalToFixed(minor), 'Number.MAX_SAFE_INTEGER cents');
    }
    return decimalToNumber(minor);
  }

  /** Sum of this and `other`; throws CurrencyMismatchError for another currency. */
  add(other: Money): Money {
    assertSameCurrency(this, other);
    return new Money(addDecimals(this.decimal, other.decimal), this.currency);
  }

  /** This minus `other`; throws CurrencyMismatchError for another currency. */
  subtract(other: Money): Money {
    assertSameCurrency(this, other);
    return new Money(addDecimals(this.decimal, other.decimal, true), this.currency);
  }

  /** This times an integer quantity; throws InvalidAmountError for a non-integer quantity. */
  multiply(quantity: number): Money {
    if (!Number.isSafeInteger(quantity)) throw new InvalidAmountError(quantity, 'an integer quantity', 'quantity');
    return new Money(multiplyDecimals(this.decimal, decimalOf(quantity)), this.currency);
  }

  /** True when the amount is zero. */
  isZero(): boolean {
    return !this.decimal.units;
  }

  /** True when the amount is below zero. */
  isNegative(): boolean {
    return this.decimal.sign < 0 && !this.isZero();
  }
}
