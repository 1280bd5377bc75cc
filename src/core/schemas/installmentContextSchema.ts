import * as z from 'zod/mini';
import { booleanOr } from './fieldDefaults';
import { parseWithSchema } from './parseWithSchema';
import { atLeast, integer } from './checkedSchemas';

/** Installment settings of one item (amounts in cents). */
export const installmentContextSchema = z.lazy(() => z.looseObject({
  afterPayAvailable: booleanOr(false),
  afterPayMin: integer().check(atLeast(0)),
  afterPayMax: integer().check(atLeast(0)),
  shopperLanguage: z.string(),
  stripeAccountCountry: z.string(),
}));

/** Parses an item's installment context; throws SchemaError naming the bad field. */
export function parseInstallmentContext(data: unknown): z.output<typeof installmentContextSchema> {
  return parseWithSchema(installmentContextSchema, data, 'InstallmentContext');
}
