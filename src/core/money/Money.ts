import Big from 'big.js';
import { type Decimal, decimalOf } from './decimal';
import { MoneyValue } from './MoneyValue';

export { MAX_INTEGER_PLACES } from './MoneyValue';
export type { AmountInput, MoneyJson } from './MoneyValue';

const bigOf = (amount: Decimal): Big => new Big(`${amount.sign < 0 ? '-' : ''}${amount.units}e-${amount.scale}`);

/** Converts an amount input to Big; throws InvalidAmountError naming `field` for anything not a finite decimal. */
export function toBig(amount: unknown, field?: string): Big {
  return bigOf(decimalOf(amount, field));
}

/**
 * An immutable amount of one currency. Amounts are exact decimals, never floats, and have at most 15 integer places
 * (larger amounts throw AmountOutOfRangeError); `amount` shows them as big.js decimals.
 */
export class Money extends MoneyValue {
  /** A copy of the amount in major units. */
  get amount(): Big {
    return bigOf(this.decimal);
  }
}
