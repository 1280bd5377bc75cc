/** The fields of a review the summary reads. */
export interface RatedReview {
  /** Stars from 0 to 5. */
  readonly starRating: number;
  /** Product the review is about. */
  readonly productId: string | number;
}

/** Reviews of one product summarised: count, average to one decimal, stars in halves. */
export interface ReviewSummary {
  /** Number of reviews of the product. */
  readonly count: number;
  /** Average stars to one decimal (half up); 0 without reviews. */
  readonly average: number;
  /** Average in whole halves of a star (0 to 10), rounded half up: what the stars draw. */
  readonly halves: number;
}

const tenthsOf = (rating: number): number => Math.round(Math.min(5, Math.max(0, rating)) * 10);

/** Stars (0 to 5) rounded half up to whole halves (0 to 10). */
export function starHalves(rating: number): number {
  return Math.floor((tenthsOf(rating) + 2.5) / 5);
}

/** Summarises the reviews of `productId` (reviews of other products are ignored); exact on tenths, no float drift. */
export function reviewSummary(reviews: readonly RatedReview[], productId: string | number): ReviewSummary {
  const matching = reviews.filter((review) => String(review.productId) === String(productId));
  const count = matching.length;
  if (count === 0) return { count: 0, average: 0, halves: 0 };
  const sum = matching.reduce((total, review) => total + tenthsOf(review.starRating), 0);
  const tenths = Math.floor((2 * sum + count) / (2 * count));
  return { count, average: tenths / 10, halves: starHalves(tenths / 10) };
}

/** How each of the 5 stars is drawn for a number of halves (0 to 10). */
export function starFills(halves: number): ('full' | 'half' | 'empty')[] {
  return [0, 1, 2, 3, 4].map((index) => (halves >= 2 * index + 2 ? 'full' : halves === 2 * index + 1 ? 'half' : 'empty'));
}
