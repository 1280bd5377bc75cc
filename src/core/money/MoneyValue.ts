import type Big from 'big.js';
import { type CurrencyCode, currencyCode, currencyFractionDigits, DEFAULT_CURRENCY } from './currencies';
import { compareDecimals, type Decimal, decimalOf, decimalToFixed, exceedsPlaces, roundDecimal, shiftDecimal } from './decimal';
import { AmountOutOfRangeError, CurrencyMismatchError, InvalidAmountError } from './MoneyError';

/** Largest number of integer places an amount may have (spec §9). */
export const MAX_INTEGER_PLACES = 15;

/** Anything Money accepts as an amount: a Big, a finite number, or a decimal string. */
export type AmountInput = Big | number | string;

/** Plain JSON form of a Money value, as the API writes it. */
export interface MoneyJson {
  /** Decimal string in major units. */
  readonly value: string;
  /** ISO 4217 code. */
  readonly currency: CurrencyCode;
}

/** A MoneyValue class seen from its static methods, which build instances of the class they are called on. */
interface MoneyClass<M extends MoneyValue> {
  readonly prototype: M;
}

type MoneyConstructor<M> = new (amount: Decimal, currency: CurrencyCode, field?: string) => M;

const create = <M extends MoneyValue>(of: MoneyClass<M>, amount: Decimal, currency: CurrencyCode, field?: string): M =>
  new (of as unknown as MoneyConstructor<M>)(amount, currency, field);

/** Throws CurrencyMismatchError unless both amounts are of one currency. */
export function assertSameCurrency(left: MoneyValue, right: MoneyValue): void {
  if (left.currency !== right.currency) throw new CurrencyMismatchError(left.currency, right.currency);
}

/**
 * An immutable amount of one currency, held as an exact decimal (never a float), with at most 15 integer places
 * (larger amounts throw AmountOutOfRangeError), to read, compare and show. Money adds arithmetic and cents.
 */
export class MoneyValue {
  readonly #amount: Decimal;

  /** The currency code. */
  readonly currency: CurrencyCode;

  protected constructor(amount: Decimal, currency: CurrencyCode, field?: string) {
    if (exceedsPlaces(amount, MAX_INTEGER_PLACES)) {
      throw new AmountOutOfRangeError(decimalToFixed(amount), `${MAX_INTEGER_PLACES} integer places`, field);
    }
    this.#amount = Object.freeze(amount);
    this.currency = currency;
    Object.freeze(this);
  }

  /** Money of `amount` major units in `currency`. Default currency USD. */
  static of<M extends MoneyValue>(this: MoneyClass<M>, amount: AmountInput, currency: string = DEFAULT_CURRENCY, field?: string): M {
    const code = currencyCode(currency, field ? `${field}.currency` : undefined);
    return create(this, decimalOf(amount, field ? `${field}.value` : undefined), code, field);
  }

  /** Zero of `currency`. Default currency USD. */
  static zero<M extends MoneyValue>(this: MoneyClass<M>, currency: string = DEFAULT_CURRENCY): M {
    return create(this, decimalOf(0), currencyCode(currency));
  }

  /** Money from integer minor units (cents), dividing by 10 to the power of the currency's fraction digits. Default currency USD. */
  static fromCents<M extends MoneyValue>(this: MoneyClass<M>, cents: AmountInput, currency: string = DEFAULT_CURRENCY, field?: string): M {
    const code = currencyCode(currency, field ? `${field}.currency` : undefined);
    const minor = decimalOf(cents, field);
    if (compareDecimals(minor, roundDecimal(minor, 0))) throw new InvalidAmountError(cents, 'a whole number of cents', field);
    return create(this, shiftDecimal(minor, -currencyFractionDigits(code)), code, field);
  }

  /** The smallest of the given amounts (all of one currency). */
  static min<M extends MoneyValue>(first: M, ...rest: M[]): M {
    return rest.reduce((low, next) => (next.compare(low) < 0 ? next : low), first);
  }

  /** The largest of the given amounts (all of one currency). */
  static max<M extends MoneyValue>(first: M, ...rest: M[]): M {
    return rest.reduce((high, next) => (next.compare(high) > 0 ? next : high), first);
  }

  /** The exact amount in major units. */
  get decimal(): Decimal {
    return this.#amount;
  }

  /** Digits after the decimal point for this currency (JPY 0, others 2). */
  get fractionDigits(): number {
    return currencyFractionDigits(this.currency);
  }

  /** The amount as a decimal string with exactly the currency's fraction digits, rounded half up ("12.50", JPY "1250"). */
  toDecimalString(): string {
    const digits = this.fractionDigits;
    return decimalToFixed(roundDecimal(this.#amount, digits), digits);
  }

  /** -1, 0 or 1 as this is below, equal to or above `other`; throws CurrencyMismatchError for another currency. */
  compare(other: MoneyValue): -1 | 0 | 1 {
    assertSameCurrency(this, other);
    return compareDecimals(this.#amount, other.#amount);
  }

  /** True when `other` has the same currency and amount. */
  equals(other: MoneyValue): boolean {
    return this.currency === other.currency && !compareDecimals(this.#amount, other.#amount);
  }

  /** The API's JSON shape `{ value, currency }`. */
  toJSON(): MoneyJson {
    return { value: decimalToFixed(this.#amount), currency: this.currency };
  }

  /** "12.50 USD". */
  toString(): string {
    return `${this.toDecimalString()} ${this.currency}`;
  }
}
