import * as z from 'zod/mini';
import type { Money } from '../money/Money';
import { moneySchema } from './moneySchema';

/** A price as money in either API shape: a negative amount is refused ('expected a price of 0 or more'). */
export const priceSchema = moneySchema.check(z.refine<Money>((price) => !price.isNegative(), { message: 'expected a price of 0 or more' }));

/** A legacy price in integer cents: a negative amount is refused. */
export const priceCentsSchema = () => z.int().check(z.nonnegative());
