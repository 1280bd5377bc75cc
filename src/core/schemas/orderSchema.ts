import * as z from 'zod/mini';
import { arrayOrEmpty, booleanOr, idSchema, optionalId, optionalString } from './fieldDefaults';
import { centsOrMoneySchema } from './centsOrMoneySchema';
import { parseWithSchema } from './parseWithSchema';

/** One purchased line as analytics reads it. */
export const orderItemSchema = z.lazy(() => z.looseObject({
  productName: z.string(),
  sku: optionalString(),
  unitPrice: centsOrMoneySchema,
  quantity: z.int().check(z.nonnegative()),
}));

/** A purchased order as analytics reads it. */
export const orderSchema = z.lazy(() => z.looseObject({
  id: idSchema,
  purchasedCartId: optionalId(),
  testMode: booleanOr(false),
  websiteId: optionalId(),
  grandTotal: centsOrMoneySchema,
  shippingTotal: z.optional(centsOrMoneySchema),
  taxTotal: z.optional(centsOrMoneySchema),
  items: arrayOrEmpty(orderItemSchema),
}));

/** A parsed order item. */
export type OrderItem = z.output<typeof orderItemSchema>;
/** A parsed order. */
export type Order = z.output<typeof orderSchema>;

/** Parses an order; throws SchemaError naming the bad field. */
export function parseOrder(data: unknown): Order {
  return parseWithSchema(orderSchema, data, 'Order');
}
