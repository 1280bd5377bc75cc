import { z } from 'zod';
import { Money } from '../money/Money';
import { MoneyError } from '../money/MoneyError';
import { booleanOr, idSchema, numberOr, optionalString } from './fieldDefaults';
import { moneySchema } from './moneySchema';
import { parseWithSchema } from './parseWithSchema';

const attributeValueSchema = z.union([z.string(), z.number().transform(String), z.boolean().transform(String)]);

/** A product variant. priceMoney / salePriceMoney fall back to the legacy cents fields, then 0 USD. */
export const variantSchema = z
  .looseObject({
    id: idSchema.nullish().transform((value) => value ?? undefined),
    sku: optionalString(),
    price: z.number().int().nullish(),
    salePrice: z.number().int().nullish(),
    priceMoney: moneySchema.optional(),
    salePriceMoney: moneySchema.optional(),
    onSale: booleanOr(false),
    unlimited: booleanOr(false),
    qtyInStock: numberOr(0),
    attributes: z
      .record(z.string(), attributeValueSchema)
      .nullish()
      .transform((value): Record<string, string> => value ?? {}),
    optionValues: z
      .array(z.looseObject({ optionName: optionalString(), value: attributeValueSchema }))
      .nullish()
      .transform((value) => value ?? undefined),
    mainImage: z.looseObject({ id: idSchema }).nullish().transform((value) => value ?? undefined),
  })
  .transform((variant, ctx) => {
    const fromCents = (cents: number | null | undefined, currency: string, field: string): Money | undefined => {
      if (cents == null) return undefined;
      try {
        return Money.fromCents(cents, currency);
      } catch (error) {
        if (!(error instanceof MoneyError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.detail, path: [field], input: cents });
        return undefined;
      }
    };
    const priceMoney = variant.priceMoney ?? fromCents(variant.price, 'USD', 'price') ?? Money.zero();
    const salePriceMoney = variant.salePriceMoney ?? fromCents(variant.salePrice, priceMoney.currency, 'salePrice') ?? Money.zero(priceMoney.currency);
    return { ...variant, price: variant.price ?? undefined, salePrice: variant.salePrice ?? undefined, priceMoney, salePriceMoney };
  });

/** A parsed variant: prices are Money, flags and stock have defaults. */
export type Variant = z.output<typeof variantSchema>;

/** Parses a variant; throws SchemaError naming the bad field. */
export function parseVariant(data: unknown): Variant {
  return parseWithSchema(variantSchema, data, 'Variant');
}
