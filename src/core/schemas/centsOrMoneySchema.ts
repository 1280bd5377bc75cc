import * as z from 'zod/mini';
import { Money } from '../money/Money';
import { moneySchema } from './moneySchema';
import { integer } from './checkedSchemas';

/** Money given either as integer USD cents or as a money object in either API shape. */
export const centsOrMoneySchema = z.lazy(() => z.union([z.pipe(integer(), z.transform((cents: number) => Money.fromCents(cents))), moneySchema]));
