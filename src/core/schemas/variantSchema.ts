import * as z from 'zod/mini';
import { Money } from '../money/Money';
import { MoneyError } from '../money/MoneyError';
import { booleanOr, idSchema, numberOr, optionalId, optionalOf, optionalString, recordOrEmpty } from './fieldDefaults';
import { priceCentsSchema, priceSchema } from './priceSchema';
import { parseWithSchema } from './parseWithSchema';

const attributeValueSchema = z.union([z.string(), z.pipe(z.number(), z.transform(String)), z.pipe(z.boolean(), z.transform(String))]);

/** A product variant. priceMoney / salePriceMoney fall back to the legacy cents fields, then 0 USD. */
export const variantSchema = z.pipe(
  z.looseObject({
    id: optionalId(),
    sku: optionalString(),
    price: z.nullish(priceCentsSchema()),
    salePrice: z.nullish(priceCentsSchema()),
    priceMoney: z.optional(priceSchema),
    salePriceMoney: z.optional(priceSchema),
    onSale: booleanOr(false),
    unlimited: booleanOr(false),
    qtyInStock: numberOr(0),
    attributes: recordOrEmpty(attributeValueSchema),
    optionValues: optionalOf(z.array(z.looseObject({ optionName: optionalString(), value: attributeValueSchema }))),
    mainImage: optionalOf(z.looseObject({ id: idSchema })),
  }),
  z.transform((variant, ctx) => {
    const fromCents = (cents: number | null | undefined, currency: string, field: string): Money | undefined => {
      if (cents == null) return undefined;
      try {
        return Money.fromCents(cents, currency);
      } catch (error) {
        if (!(error instanceof MoneyError)) throw error;
        ctx.issues.push({ code: 'custom', message: error.detail, path: [field], input: cents });
        return undefined;
      }
    };
    const priceMoney = variant.priceMoney ?? fromCents(variant.price, 'USD', 'price') ?? Money.zero();
    const salePriceMoney = variant.salePriceMoney ?? fromCents(variant.salePrice, priceMoney.currency, 'salePrice') ?? Money.zero(priceMoney.currency);
    return { ...variant, price: variant.price ?? undefined, salePrice: variant.salePrice ?? undefined, priceMoney, salePriceMoney };
  }),
);

/** A parsed variant: prices are Money, flags and stock have defaults. */
export type Variant = z.output<typeof variantSchema>;

/** Parses a variant; throws SchemaError naming the bad field. */
export function parseVariant(data: unknown): Variant {
  return parseWithSchema(variantSchema, data, 'Variant');
}
