import * as z from 'zod/mini';

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

/** Parsed restock sign-up group. */
export type RestockSignUpGroup = z.infer<typeof restockSignUpGroupSchema>;
/** Parsed restock sign-up. */
export type RestockSignUp = z.infer<typeof restockSignUpSchema>;
