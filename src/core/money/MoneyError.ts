/** Stable codes of money errors. */
export type MoneyErrorCode = 'unknown-currency' | 'invalid-amount' | 'currency-mismatch' | 'amount-out-of-range';

/** Base class of every money error; `code` is stable, `field` names the offending input when known. */
export class MoneyError extends Error {
  constructor(
    readonly code: MoneyErrorCode,
    readonly detail: string,
    readonly field?: string,
  ) {
    super(field ? `${field}: ${detail}` : detail);
    this.name = 'MoneyError';
  }
}

/** Raised for a currency code outside the supported table. */
export class UnknownCurrencyError extends MoneyError {
  constructor(
    readonly currency: unknown,
    field?: string,
  ) {
    super('unknown-currency', `unknown currency ${JSON.stringify(currency)}`, field);
    this.name = 'UnknownCurrencyError';
  }
}

/** Raised for an amount that is not a finite decimal number (or not an integer where one is required). */
export class InvalidAmountError extends MoneyError {
  constructor(
    readonly amount: unknown,
    expected: string,
    field?: string,
  ) {
    super('invalid-amount', `expected ${expected}, got ${describe(amount)}`, field);
    this.name = 'InvalidAmountError';
  }
}

/** Raised when two amounts of different currencies are combined. */
export class CurrencyMismatchError extends MoneyError {
  constructor(
    readonly left: string,
    readonly right: string,
  ) {
    super('currency-mismatch', `cannot combine ${left} with ${right}`);
    this.name = 'CurrencyMismatchError';
  }
}

/** Raised when an amount has more than 15 integer places (or does not fit the requested representation). */
export class AmountOutOfRangeError extends MoneyError {
  constructor(
    readonly amount: string,
    limit: string,
    field?: string,
  ) {
    super('amount-out-of-range', `amount ${amount} exceeds ${limit}`, field);
    this.name = 'AmountOutOfRangeError';
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  return typeof value;
}
