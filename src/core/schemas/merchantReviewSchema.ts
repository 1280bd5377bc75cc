import { z } from 'zod';
import { idSchema, optionalString } from './fieldDefaults';
import { parseWithSchema } from './parseWithSchema';

/** A merchant review: stars out of 5, keyed to a product id. */
export const merchantReviewSchema = z.looseObject({
  userName: z.string(),
  reviewDate: z.union([z.string(), z.number()]),
  starRating: z.number().min(0).max(5),
  reviewText: z.string(),
  productName: z.string(),
  productId: idSchema,
  imageUrl: optionalString(),
});

/** A parsed merchant review. */
export type MerchantReview = z.output<typeof merchantReviewSchema>;

/** Parses a merchant review; throws SchemaError naming the bad field. */
export function parseMerchantReview(data: unknown): MerchantReview {
  return parseWithSchema(merchantReviewSchema, data, 'MerchantReview');
}
