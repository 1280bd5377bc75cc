import { z } from 'zod';
import { Money } from '../money/Money';
import { moneySchema } from './moneySchema';

/** Money given either as integer USD cents or as a money object in either API shape. */
export const centsOrMoneySchema = z.union([z.number().int().transform((cents) => Money.fromCents(cents)), moneySchema]);
