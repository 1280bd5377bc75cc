import * as z from 'zod/mini';
import { booleanOr } from './fieldDefaults';
import { parseWithSchema } from './parseWithSchema';

/** Installment settings of one item (amounts in cents). */
export const installmentContextSchema = z.lazy(() => z.looseObject({
  afterPayAvailable: booleanOr(false),
  afterPayMin: z.int().check(z.nonnegative()),
  afterPayMax: z.int().check(z.nonnegative()),
  shopperLanguage: z.string(),
  stripeAccountCountry: z.string(),
}));

/** Parses an item's installment context; throws SchemaError naming the bad field. */
export function parseInstallmentContext(data: unknown): z.output<typeof installmentContextSchema> {
  return parseWithSchema(installmentContextSchema, data, 'InstallmentContext');
}
