import { compareDecimals, type Decimal, decimalOf, decimalToFixed, exceedsPlaces, roundDecimal } from '../../../core/money/decimal';
import { type CurrencyCode, currencyFractionDigits } from '../../../core/money/currencies';
import { MAX_INTEGER_PLACES } from '../../../core/money/MoneyValue';

/**
 * A price read from template data: an exact decimal amount of one currency with MoneyValue's reading rules (decimal text,
 * at most 15 integer places, whole cents) and its comparisons, without the commerce core's money classes.
 */
export class TemplatePrice {
  private constructor(
    /** The exact amount in major units. */
    readonly amount: Decimal,
    /** The currency code. */
    readonly currency: CurrencyCode,
  ) {
    if (exceedsPlaces(amount, MAX_INTEGER_PLACES)) throw new RangeError(`more than ${MAX_INTEGER_PLACES} integer places`);
  }

  /** The price of `amount` (decimal text or number) in `currency`; throws for any amount MoneyValue.of refuses. */
  static of(amount: unknown, currency: CurrencyCode): TemplatePrice {
    return new TemplatePrice(decimalOf(amount), currency);
  }

  /** Zero of `currency`. Default USD. */
  static zero(currency: CurrencyCode = 'USD'): TemplatePrice {
    return TemplatePrice.of(0, currency);
  }

  /** -1, 0 or 1 as this is below, equal to or above `other`; throws for another currency. */
  compare(other: TemplatePrice): -1 | 0 | 1 {
    if (other.currency !== this.currency) throw new TypeError(`${this.currency} and ${other.currency} differ`);
    return compareDecimals(this.amount, other.amount);
  }

  /** True when `other` has the same currency and amount. */
  equals(other: TemplatePrice): boolean {
    return this.currency === other.currency && !compareDecimals(this.amount, other.amount);
  }

  /** The amount with exactly the currency's fraction digits (JPY 0, others 2), rounded half up. */
  toDecimalString(): string {
    const digits = currencyFractionDigits(this.currency);
    return decimalToFixed(roundDecimal(this.amount, digits), digits);
  }
}
