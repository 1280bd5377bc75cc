import * as z from 'zod/mini';
import { cartEntrySchema, shoppingCartSchema } from '../schemas/shoppingCartSchema';

/** A cart entry as the cart endpoints return it: the core's cart entry schema. */
export const cartEntryResponseSchema = cartEntrySchema;

/** A shopping cart as the cart endpoints return it: the core's shopping cart schema, with the spec's defaults. */
export const shoppingCartResponseSchema = shoppingCartSchema;

/** POST cart entries: the cart and the entry just added. */
export const addCartEntryResponseSchema = z.lazy(() => z.looseObject({
  shoppingCart: shoppingCartResponseSchema,
  newlyAdded: cartEntryResponseSchema,
}));

/** PUT an entry's additional fields: the cart and the updated entry. */
export const updateAdditionalFieldsResponseSchema = z.lazy(() => z.looseObject({
  shoppingCart: shoppingCartResponseSchema,
  updatedEntry: cartEntryResponseSchema,
}));

/** PUT an entry's quantity (extension): the cart and the updated entry. */
export const updateCartEntryResponseSchema = z.lazy(() => z.looseObject({
  shoppingCart: shoppingCartResponseSchema,
  updatedEntry: cartEntryResponseSchema,
}));

/** DELETE an entry (extension): the cart without it. */
export const removeCartEntryResponseSchema = z.lazy(() => z.looseObject({ shoppingCart: shoppingCartResponseSchema }));

/** POST a subscription cart: its token. */
export const subscriptionCartResponseSchema = z.lazy(() => z.looseObject({ cartToken: z.string().check(z.minLength(1)) }));

/** One variant's stock. */
export const inventoryStockSchema = z.lazy(() => z.looseObject({
  unlimited: z.boolean(),
  qtyInStock: z.int(),
  variantId: z.optional(z.string()),
  sku: z.optional(z.string()),
}));

/** GET inventory stock: one result per variant. */
export const inventoryStockResponseSchema = z.lazy(() => z.looseObject({ results: z.array(inventoryStockSchema) }));

/** Parsed shopping cart. */
export type ShoppingCartResponse = z.infer<typeof shoppingCartResponseSchema>;
/** Parsed cart entry. */
export type CartEntryResponse = z.infer<typeof cartEntryResponseSchema>;
/** Parsed stock of one variant. */
export type InventoryStock = z.infer<typeof inventoryStockSchema>;
