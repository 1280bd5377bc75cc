import * as z from 'zod/mini';
import { Money } from '../money/Money';
import { arrayOrEmpty, booleanOr, optionalId, optionalOf, optionalString, recordOrEmpty } from './fieldDefaults';
import { formSchema } from './formSchema';
import { priceSchema } from './priceSchema';
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
  scarcityTemplateViews: z.pipe(
    arrayOrEmpty(z.unknown()),
    z.transform((views: unknown[]) => views.filter((view): view is string => typeof view === 'string')),
  ),
  scarcityText: optionalString(),
  scarcityShownByDefault: booleanOr(false),
});

/** The commerce part of a product item. */
export const structuredContentSchema = z.looseObject({
  productType: z.int(),
  variants: arrayOrEmpty(variantSchema),
  priceMoney: z.pipe(z.optional(priceSchema), z.transform((value: Money | undefined) => value ?? Money.zero())),
  salePriceMoney: z.pipe(z.optional(priceSchema), z.transform((value: Money | undefined) => value ?? Money.zero())),
  onSale: booleanOr(false),
  isSubscribable: booleanOr(false),
  variantOptionOrdering: arrayOrEmpty(z.string()),
  subscriptionPlan: optionalOf(subscriptionPlanSchema),
  useCustomAddButtonText: booleanOr(false),
  customAddButtonText: optionalString(),
  additionalFieldsFormId: optionalId(),
  additionalFieldsForm: optionalOf(formSchema),
  audioAssetUrl: optionalString(),
});

/** A product content item; unknown keys pass through. */
export const productSchema = z.looseObject({
  ...contentItemShape,
  storeSettings: optionalOf(z.looseObject({})),
  optionValues: optionalOf(z.array(z.looseObject({ value: z.string() }))),
  entries: optionalOf(z.array(z.looseObject({ quantity: z.number() }))),
  productMerchandisingContext: recordOrEmpty(productMerchandisingSchema),
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
