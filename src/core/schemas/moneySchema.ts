import * as z from 'zod/mini';
import type { Money } from '../money/Money';
import { MoneyError } from '../money/MoneyError';
import { parseMoney } from '../money/parseMoney';

/** Money in either API shape (`{value, currency}` or `{decimalValue, currencyCode}`) parsed to a Money; missing parts or null default to 0 USD. */
export const moneySchema = z.pipe(
  z.unknown(),
  z.transform((raw, ctx): Money => {
    try {
      return parseMoney(raw, 'money');
    } catch (error) {
      if (!(error instanceof MoneyError)) throw error;
      const path = error.field ? error.field.split('.').slice(1) : [];
      ctx.issues.push({ code: 'custom', message: error.detail, path, input: raw });
      return z.NEVER;
    }
  }),
);
