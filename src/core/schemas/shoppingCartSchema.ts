import * as z from 'zod/mini';
import { arrayOrEmpty, booleanOr, idSchema, integerOr, optionalId, optionalOf, optionalString, recordOrEmpty } from './fieldDefaults';
import { centsOrMoneySchema } from './centsOrMoneySchema';
import { formSchema } from './formSchema';
import { moneySchema } from './moneySchema';
import { parseWithSchema } from './parseWithSchema';

/** One line of the cart. */
export const cartEntrySchema = z.lazy(() => z.looseObject({
  id: idSchema,
  itemId: idSchema,
  quantity: z.int().check(z.nonnegative()),
  chosenVariant: optionalOf(z.looseObject({ sku: optionalString(), attributes: recordOrEmpty(z.string()) })),
  title: optionalString(),
  subTotal: optionalOf(centsOrMoneySchema),
  purchasePriceCents: integerOr(0),
  productType: optionalOf(z.int()),
  additionalFields: optionalOf(z.union([z.string(), z.record(z.string(), z.unknown())])),
  productUrl: optionalString(),
  additionalFieldsForm: optionalOf(formSchema),
}));

/** A shopping cart with the API's defaults: not purchased, zero totals and quantity, empty lists. */
export const shoppingCartSchema = z.lazy(() => z.looseObject({
  id: optionalId(),
  websiteId: optionalId(),
  orderId: optionalId(),
  created: optionalOf(z.number()),
  isPurchased: booleanOr(false),
  entries: arrayOrEmpty(cartEntrySchema),
  shippingOptions: arrayOrEmpty(z.unknown()),
  selectedShippingOption: z.optional(z.unknown()),
  shippingLocation: optionalOf(z.looseObject({})),
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
  version: optionalOf(z.int().check(z.nonnegative())),
  subtotalAmount: z.optional(moneySchema),
  items: optionalOf(z.array(z.looseObject({ productType: z.int() }))),
}));

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
