import { z } from 'zod';
import { arrayOrEmpty, booleanOr, idSchema, optionalString } from './fieldDefaults';
import { centsOrMoneySchema } from './centsOrMoneySchema';
import { parseWithSchema } from './parseWithSchema';

/** One purchased line as analytics reads it. */
export const orderItemSchema = z.looseObject({
  productName: z.string(),
  sku: optionalString(),
  unitPrice: centsOrMoneySchema,
  quantity: z.number().int().nonnegative(),
});

/** A purchased order as analytics reads it. */
export const orderSchema = z.looseObject({
  id: idSchema,
  purchasedCartId: idSchema.nullish().transform((value) => value ?? undefined),
  testMode: booleanOr(false),
  websiteId: idSchema.nullish().transform((value) => value ?? undefined),
  grandTotal: centsOrMoneySchema,
  shippingTotal: centsOrMoneySchema.optional(),
  taxTotal: centsOrMoneySchema.optional(),
  items: arrayOrEmpty(orderItemSchema),
});

/** A parsed order item. */
export type OrderItem = z.output<typeof orderItemSchema>;
/** A parsed order. */
export type Order = z.output<typeof orderSchema>;

/** Parses an order; throws SchemaError naming the bad field. */
export function parseOrder(data: unknown): Order {
  return parseWithSchema(orderSchema, data, 'Order');
}
