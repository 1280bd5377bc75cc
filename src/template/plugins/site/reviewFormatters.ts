import { aggregateRatingJsonLd } from '../../../core/reviews/aggregateRatingJsonLd';
import { reviewSummary, type RatedReview } from '../../../core/reviews/reviewSummary';
import type { FormatterPlugin } from '../../plugin';
import { asNumber, asString, getOf, isObject } from './jsonValue';
import { valueFormatter } from './valueFormatter';

/** The reviews in review data: a list, or an object holding one under `reviews`. */
function reviewsIn(data: unknown): RatedReview[] {
  const list = Array.isArray(data) ? data : getOf(data, 'reviews');
  if (!Array.isArray(list)) return [];
  return list
    .filter(isObject)
    .map((review) => ({ productId: asString(getOf(review, 'productId')), starRating: asNumber(getOf(review, 'starRating')) }))
    .filter((review) => Number.isFinite(review.starRating));
}

/**
 * Review formatters, kept out of the site registry so a template that never rates products does not carry them:
 * `{item|review-rating}` writes schema.org Product + AggregateRating JSON-LD for the item from the review data named by
 * its argument (default `reviews`: a list or `{ reviews }`), counting only reviews of the item; '' without any.
 */
export const reviewFormatters: Readonly<Record<string, FormatterPlugin>> = {
  'review-rating': valueFormatter((item, args, ctx) => {
    const id = asString(getOf(item, 'id'));
    const data = ctx.resolve((args[0] ?? 'reviews').split('.'));
    const name = asString(getOf(item, 'title'));
    const url = asString(getOf(item, 'fullUrl'));
    return aggregateRatingJsonLd({ name, id, ...(url ? { url } : {}) }, reviewSummary(reviewsIn(data), id));
  }),
};
