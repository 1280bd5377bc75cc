import Big from 'big.js';
import { type Decimal, decimalOf } from './decimal';
import type { MoneyValue } from './MoneyValue';

const bigOf = (amount: Decimal): Big => new Big(`${amount.sign < 0 ? '-' : ''}${amount.units}e-${amount.scale}`);

/** Converts an amount input to Big; throws InvalidAmountError naming `field` for anything not a finite decimal. */
export function toBig(amount: unknown, field?: string): Big {
  return bigOf(decimalOf(amount, field));
}

/** A new big.js copy of a money amount in major units, for arithmetic Money does not offer (division). */
export function bigAmount(money: MoneyValue): Big {
  return bigOf(money.decimal);
}
