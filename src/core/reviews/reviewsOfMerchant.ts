import type { MerchantReview, MerchantReviews } from '../schemas/merchantReviewSchema';

/**
 * The reviews of one merchant in parsed review data (`{ merchantId, reviews }` or reviews keyed by merchant id); reviews
 * of other merchants are ignored. Without a merchant id only `{ merchantId, reviews }` data counts.
 */
export function reviewsOfMerchant(data: MerchantReviews, merchantId: string | undefined): MerchantReview[] {
  if (typeof data.merchantId === 'string' && Array.isArray(data.reviews)) {
    return merchantId === undefined || data.merchantId === merchantId ? (data.reviews as MerchantReview[]) : [];
  }
  const keyed = data as Record<string, MerchantReview[]>;
  return merchantId !== undefined && Object.hasOwn(keyed, merchantId) ? (keyed[merchantId] ?? []) : [];
}
