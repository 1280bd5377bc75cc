import Big from 'big.js';
import { type CurrencyCode, DEFAULT_CURRENCY, getCurrency } from './currencies';
import { AmountOutOfRangeError, CurrencyMismatchError, InvalidAmountError } from './MoneyError';

/** Largest number of integer places an amount may have. */
export const MAX_INTEGER_PLACES = 15;

const LIMIT = new Big(10).pow(MAX_INTEGER_PLACES);
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const ROUND_HALF_UP = 1;

/** Anything Money accepts as an amount: a Big, a finite number, or a decimal string. */
export type AmountInput = Big | number | string;

/** Plain JSON form of a Money value, as the API writes it. */
export interface MoneyJson {
  /** Decimal string in major units. */
  readonly value: string;
  /** ISO 4217 code. */
  readonly currency: CurrencyCode;
}

/** Converts an amount input to Big; throws InvalidAmountError naming `field` for anything not a finite decimal. */
export function toBig(amount: unknown, field?: string): Big {
  if (amount instanceof Big) return new Big(amount);
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) throw new InvalidAmountError(amount, 'a finite number', field);
    return new Big(amount);
  }
  if (typeof amount === 'string' && DECIMAL.test(amount.trim())) return new Big(amount.trim());
  throw new InvalidAmountError(amount, 'a decimal number', field);
}

/**
 * An immutable amount of one currency. Amounts are big.js decimals, never floats,
 * and have at most 15 integer places (larger amounts throw AmountOutOfRangeError).
 */
export class Money {
  readonly #amount: Big;

  /** The currency code. */
  readonly currency: CurrencyCode;

  private constructor(amount: Big, currency: CurrencyCode, field?: string) {
    if (amount.abs().gte(LIMIT)) {
      throw new AmountOutOfRangeError(amount.toFixed(), `${MAX_INTEGER_PLACES} integer places`, field);
    }
    this.#amount = amount;
    this.currency = currency;
    Object.freeze(this);
  }

  /** Money of `amount` major units in `currency`. Default currency USD. */
  static of(amount: AmountInput, currency: string = DEFAULT_CURRENCY, field?: string): Money {
    const { code } = getCurrency(currency, field ? `${field}.currency` : undefined);
    return new Money(toBig(amount, field ? `${field}.value` : undefined), code, field);
  }

  /** Zero of `currency`. Default currency USD. */
  static zero(currency: string = DEFAULT_CURRENCY): Money {
    return Money.of(0, currency);
  }

  /** Money from integer minor units (cents), dividing by 10 to the power of the currency's fraction digits. Default currency USD. */
  static fromCents(cents: AmountInput, currency: string = DEFAULT_CURRENCY, field?: string): Money {
    const { code, fractionDigits } = getCurrency(currency, field ? `${field}.currency` : undefined);
    const minor = toBig(cents, field);
    if (!minor.eq(minor.round(0))) throw new InvalidAmountError(cents, 'a whole number of cents', field);
    return new Money(minor.div(new Big(10).pow(fractionDigits)), code, field);
  }

  /** The smallest of the given amounts (all of one currency). */
  static min(first: Money, ...rest: Money[]): Money {
    return rest.reduce((low, next) => (next.compare(low) < 0 ? next : low), first);
  }

  /** The largest of the given amounts (all of one currency). */
  static max(first: Money, ...rest: Money[]): Money {
    return rest.reduce((high, next) => (next.compare(high) > 0 ? next : high), first);
  }

  /** A copy of the amount in major units. */
  get amount(): Big {
    return new Big(this.#amount);
  }

  /** Digits after the decimal point for this currency (JPY 0, others 2). */
  get fractionDigits(): number {
    return getCurrency(this.currency).fractionDigits;
  }

  /** Whole minor units (cents), rounding half up; throws AmountOutOfRangeError beyond Number.MAX_SAFE_INTEGER. */
  toCents(): number {
    const minor = this.#amount.times(new Big(10).pow(this.fractionDigits)).round(0, ROUND_HALF_UP);
    if (minor.abs().gt(Number.MAX_SAFE_INTEGER)) {
      throw new AmountOutOfRangeError(minor.toFixed(), 'Number.MAX_SAFE_INTEGER cents');
    }
    return minor.toNumber();
  }

  /** The amount as a decimal string with exactly the currency's fraction digits, rounded half up ("12.50", JPY "1250"). */
  toDecimalString(): string {
    const text = this.#amount.toFixed(this.fractionDigits, ROUND_HALF_UP);
    return /^-0(?:\.0*)?$/.test(text) ? text.slice(1) : text;
  }

  /** Sum of this and `other`; throws CurrencyMismatchError for another currency. */
  add(other: Money): Money {
    this.assertSameCurrency(other);
    return new Money(this.#amount.plus(other.#amount), this.currency);
  }

  /** This minus `other`; throws CurrencyMismatchError for another currency. */
  subtract(other: Money): Money {
    this.assertSameCurrency(other);
    return new Money(this.#amount.minus(other.#amount), this.currency);
  }

  /** This times an integer quantity; throws InvalidAmountError for a non-integer quantity. */
  multiply(quantity: number): Money {
    if (!Number.isSafeInteger(quantity)) throw new InvalidAmountError(quantity, 'an integer quantity', 'quantity');
    return new Money(this.#amount.times(quantity), this.currency);
  }

  /** -1, 0 or 1 as this is below, equal to or above `other`; throws CurrencyMismatchError for another currency. */
  compare(other: Money): -1 | 0 | 1 {
    this.assertSameCurrency(other);
    return this.#amount.cmp(other.#amount) as -1 | 0 | 1;
  }

  /** True when `other` has the same currency and amount. */
  equals(other: Money): boolean {
    return this.currency === other.currency && this.#amount.eq(other.#amount);
  }

  /** True when the amount is zero. */
  isZero(): boolean {
    return this.#amount.eq(0);
  }

  /** True when the amount is below zero. */
  isNegative(): boolean {
    return this.#amount.lt(0);
  }

  /** The API's JSON shape `{ value, currency }`. */
  toJSON(): MoneyJson {
    return { value: this.#amount.toFixed(), currency: this.currency };
  }

  /** "12.50 USD". */
  toString(): string {
    return `${this.toDecimalString()} ${this.currency}`;
  }

  private assertSameCurrency(other: Money): void {
    if (other.currency !== this.currency) throw new CurrencyMismatchError(this.currency, other.currency);
  }
}
