import * as z from 'zod/mini';
import { idSchema, optionalString } from './fieldDefaults';
import { parseWithSchema } from './parseWithSchema';

/** A merchant review: stars out of 5, keyed to a product id. */
export const merchantReviewSchema = z.lazy(() => z.looseObject({
  userName: z.string(),
  reviewDate: z.union([z.string(), z.number()]),
  starRating: z.number().check(z.nonnegative(), z.lte(5)),
  reviewText: z.string(),
  productName: z.string(),
  productId: idSchema,
  imageUrl: optionalString(),
}));

/** A parsed merchant review. */
export type MerchantReview = z.output<typeof merchantReviewSchema>;

/** Parses a merchant review; throws SchemaError naming the bad field. */
export function parseMerchantReview(data: unknown): MerchantReview {
  return parseWithSchema(merchantReviewSchema, data, 'MerchantReview');
}

/** Review data: one merchant's reviews as `{ merchantId, reviews }` (the reference server's answer), or reviews keyed by merchant id. */
export const merchantReviewsSchema = z.lazy(() => z.union([
  z.looseObject({ merchantId: idSchema, reviews: z.array(merchantReviewSchema) }),
  z.record(z.string(), z.array(merchantReviewSchema)),
]));

/** Parsed review data. */
export type MerchantReviews = z.output<typeof merchantReviewsSchema>;

/** Parses review data; throws SchemaError naming the bad field. */
export function parseMerchantReviews(data: unknown): MerchantReviews {
  return parseWithSchema(merchantReviewsSchema, data, 'MerchantReviews');
}
