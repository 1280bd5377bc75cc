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

/** GET a form template schema (its inner shape belongs to the forms layer). */
export const formTemplateSchemaResponseSchema = z.record(z.string(), z.unknown());

/** Per-field errors returned by form validation. */
export const formFieldErrorsSchema = z.record(z.string(), z.string());

/** POST form validate: an empty body or an errors map. */
export const formValidateResponseSchema = z.lazy(() => z.union([z.undefined(), z.looseObject({ errors: z.optional(formFieldErrorsSchema) })]));

/** POST form submission key. */
export const formSubmissionKeyResponseSchema = z.lazy(() => z.looseObject({ key: z.string().check(z.minLength(1)) }));

/** POST site-user session: the anti-forgery token for later requests. */
export const loginResponseSchema = z.lazy(() => z.looseObject({ xsrfToken: z.string().check(z.minLength(1)) }));

/** Any body, including none: for calls whose response is not shown. */
export const anyResponseSchema = z.unknown();

/** A restock sign-up group: one product variant's sign-ups (further fields kept as sent). */
export const restockSignUpGroupSchema = z.lazy(() => z.looseObject({ productId: z.string(), variantId: z.string() }));

/** A restock sign-up, tied to a product and variant. */
export const restockSignUpSchema = z.lazy(() => z.looseObject({ productId: z.string(), variantId: z.string() }));

/** Paging fields shared by the restock listings. */
const pageFields = { hasNextPage: z.boolean(), nextPageCursor: z.nullish(z.string()) };

/** GET restock sign-up groups page. */
export const restockSignUpGroupsPageSchema = z.lazy(() => z.looseObject({ signUpGroups: z.array(restockSignUpGroupSchema), ...pageFields }));

/** GET restock sign-ups page. */
export const restockSignUpsPageSchema = z.lazy(() => z.looseObject({ signUps: z.array(restockSignUpSchema), ...pageFields }));

/** GET performance settings: the page load id and the A/B rollout flags (a flag is on when its value is true). */
export const performanceSettingsSchema = z.lazy(() => z.looseObject({
  pageLoadId: z.string().check(z.minLength(1)),
  rollouts: z.pipe(z.nullish(z.record(z.string(), z.unknown())), z.transform((value: Record<string, unknown> | null | undefined) => value ?? {})),
}));

/** Parsed shopping cart. */
export type ShoppingCartResponse = z.infer<typeof shoppingCartResponseSchema>;
/** Parsed cart entry. */
export type CartEntryResponse = z.infer<typeof cartEntryResponseSchema>;
/** Parsed stock of one variant. */
export type InventoryStock = z.infer<typeof inventoryStockSchema>;
/** Parsed restock sign-up group. */
export type RestockSignUpGroup = z.infer<typeof restockSignUpGroupSchema>;
/** Parsed restock sign-up. */
export type RestockSignUp = z.infer<typeof restockSignUpSchema>;
/** Parsed performance settings. */
export type PerformanceSettings = z.infer<typeof performanceSettingsSchema>;
