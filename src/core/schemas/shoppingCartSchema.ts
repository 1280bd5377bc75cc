import { z } from 'zod';
import { arrayOrEmpty, booleanOr, idSchema, integerOr, optionalString } from './fieldDefaults';
import { centsOrMoneySchema } from './centsOrMoneySchema';
import { formSchema } from './formSchema';
import { moneySchema } from './moneySchema';
import { parseWithSchema } from './parseWithSchema';

const optionalId = () => idSchema.nullish().transform((value) => value ?? undefined);

/** One line of the cart. */
export const cartEntrySchema = z.looseObject({
  id: idSchema,
  itemId: idSchema,
  quantity: z.number().int().nonnegative(),
  chosenVariant: z
    .looseObject({
      sku: optionalString(),
      attributes: z
        .record(z.string(), z.string())
        .nullish()
        .transform((value): Record<string, string> => value ?? {}),
    })
    .nullish()
    .transform((value) => value ?? undefined),
  title: optionalString(),
  subTotal: centsOrMoneySchema.nullish().transform((value) => value ?? undefined),
  purchasePriceCents: integerOr(0),
  productType: z.number().int().nullish().transform((value) => value ?? undefined),
  additionalFields: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullish()
    .transform((value) => value ?? undefined),
  productUrl: optionalString(),
  additionalFieldsForm: formSchema.nullish().transform((value) => value ?? undefined),
});

/** A shopping cart with the API's defaults: not purchased, zero totals and quantity, empty lists. */
export const shoppingCartSchema = z.looseObject({
  id: optionalId(),
  websiteId: optionalId(),
  orderId: optionalId(),
  created: z.number().nullish().transform((value) => value ?? undefined),
  isPurchased: booleanOr(false),
  entries: arrayOrEmpty(cartEntrySchema),
  shippingOptions: arrayOrEmpty(z.unknown()),
  selectedShippingOption: z.unknown().optional(),
  shippingLocation: z.looseObject({}).nullish().transform((value) => value ?? undefined),
  applicableTaxRules: arrayOrEmpty(z.unknown()),
  coupons: arrayOrEmpty(z.unknown()),
  validCoupons: arrayOrEmpty(z.unknown()),
  invalidCoupons: arrayOrEmpty(z.unknown()),
  subtotalCents: integerOr(0),
  taxCents: integerOr(0),
  shippingCostCents: integerOr(0),
  discountCents: integerOr(0),
  grandTotalCents: integerOr(0),
  totalQuantity: integerOr(0),
  hasDigital: booleanOr(false),
  purelyDigital: booleanOr(false),
  requiresShipping: booleanOr(false),
  version: z.number().int().nonnegative().nullish().transform((value) => value ?? undefined),
  subtotalAmount: moneySchema.optional(),
  items: z
    .array(z.looseObject({ productType: z.number().int() }))
    .nullish()
    .transform((value) => value ?? undefined),
});

/** A parsed cart entry. */
export type CartEntry = z.output<typeof cartEntrySchema>;
/** A parsed shopping cart. */
export type ShoppingCart = z.output<typeof shoppingCartSchema>;

/** Parses a shopping cart; throws SchemaError naming the bad field. */
export function parseShoppingCart(data: unknown): ShoppingCart {
  return parseWithSchema(shoppingCartSchema, data, 'ShoppingCart');
}

/** Parses a cart entry; throws SchemaError naming the bad field. */
export function parseCartEntry(data: unknown): CartEntry {
  return parseWithSchema(cartEntrySchema, data, 'CartEntry');
}
