import * as z from 'zod/mini';
import { Money } from '../money/Money';
import { moneySchema } from './moneySchema';

/** Money given either as integer USD cents or as a money object in either API shape. */
export const centsOrMoneySchema = z.lazy(() => z.union([z.pipe(z.int(), z.transform((cents: number) => Money.fromCents(cents))), moneySchema]));
