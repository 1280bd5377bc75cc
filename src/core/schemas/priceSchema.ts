import type { Money } from '../money/Money';
import { atLeast, integer, refinement } from './checkedSchemas';
import { moneySchema } from './moneySchema';

/** A price as money in either API shape: a negative amount is refused ('expected a price of 0 or more'). */
export const priceSchema = moneySchema.check(refinement<Money>((price) => !price.isNegative(), 'expected a price of 0 or more'));

/** A legacy price in integer cents: a negative amount is refused. */
export const priceCentsSchema = () => integer().check(atLeast(0));
