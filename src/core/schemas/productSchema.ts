import { z } from 'zod';
import { Money } from '../money/Money';
import { arrayOrEmpty, booleanOr, idSchema, optionalString } from './fieldDefaults';
import { formSchema } from './formSchema';
import { moneySchema } from './moneySchema';
import { parseWithSchema } from './parseWithSchema';
import { subscriptionPlanSchema } from './subscriptionSchema';
import { variantSchema } from './variantSchema';
import { contentItemShape } from './contentItemSchema';

/**
 * Per-product merchandising settings (scarcity message). scarcityTemplateViews keeps the view names it lists; the
 * per-variant stock views the template layer also puts there (`{ qtyInStock, attributes }`) are left out.
 */
export const productMerchandisingSchema = z.looseObject({
  scarcityEnabled: booleanOr(false),
  scarcityTemplateViews: arrayOrEmpty(z.unknown()).transform((views) => views.filter((view): view is string => typeof view === 'string')),
  scarcityText: optionalString(),
  scarcityShownByDefault: booleanOr(false),
});

/** The commerce part of a product item. */
export const structuredContentSchema = z.looseObject({
  productType: z.number().int(),
  variants: arrayOrEmpty(variantSchema),
  priceMoney: moneySchema.optional().transform((value) => value ?? Money.zero()),
  salePriceMoney: moneySchema.optional().transform((value) => value ?? Money.zero()),
  onSale: booleanOr(false),
  isSubscribable: booleanOr(false),
  variantOptionOrdering: arrayOrEmpty(z.string()),
  subscriptionPlan: subscriptionPlanSchema.nullish().transform((value) => value ?? undefined),
  useCustomAddButtonText: booleanOr(false),
  customAddButtonText: optionalString(),
  additionalFieldsFormId: idSchema.nullish().transform((value) => value ?? undefined),
  additionalFieldsForm: formSchema.nullish().transform((value) => value ?? undefined),
  audioAssetUrl: optionalString(),
});

/** A product content item; unknown keys pass through. */
export const productSchema = z.looseObject({
  ...contentItemShape,
  storeSettings: z.looseObject({}).nullish().transform((value) => value ?? undefined),
  optionValues: z
    .array(z.looseObject({ value: z.string() }))
    .nullish()
    .transform((value) => value ?? undefined),
  entries: z
    .array(z.looseObject({ quantity: z.number() }))
    .nullish()
    .transform((value) => value ?? undefined),
  productMerchandisingContext: z
    .record(z.string(), productMerchandisingSchema)
    .nullish()
    .transform((value): Record<string, ProductMerchandising> => value ?? {}),
  structuredContent: structuredContentSchema,
});

/** Parsed merchandising settings of one product. */
export type ProductMerchandising = z.output<typeof productMerchandisingSchema>;
/** Parsed commerce content of a product. */
export type ProductContent = z.output<typeof structuredContentSchema>;
/** A parsed product. */
export type Product = z.output<typeof productSchema>;

/** Parses a product item; throws SchemaError naming the bad field (`structuredContent.variants[2].qtyInStock: expected number`). */
export function parseProduct(data: unknown): Product {
  return parseWithSchema(productSchema, data, 'Product');
}
