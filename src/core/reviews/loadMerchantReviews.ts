import type { ApiTransport } from '../api/ApiTransport';
import { merchantReviewsSchema, parseMerchantReviews, type MerchantReviews } from '../schemas/merchantReviewSchema';

/** Fetches review data from `src` (same-origin credentials), parsed at the edge; rejects with an ApiError. */
export function fetchMerchantReviews(transport: ApiTransport, src: string): Promise<MerchantReviews> {
  return transport.request({ method: 'GET', path: src, schema: merchantReviewsSchema });
}

/** Parses inline review JSON text; throws SyntaxError or SchemaError naming the problem. */
export function readMerchantReviewsJson(text: string): MerchantReviews {
  return parseMerchantReviews(JSON.parse(text));
}
