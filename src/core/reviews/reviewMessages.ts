import type { Message } from '../i18n/Translator';
import { numberFormat } from '../money/numberFormat';
import type { ReviewSummary } from './reviewSummary';

/** Catalog keys of the review texts. */
export const REVIEW_MESSAGE_KEYS = {
  summaryLabel: 'reviews.summaryLabel',
  count: 'reviews.count',
  ratingLabel: 'reviews.ratingLabel',
  imageAlt: 'reviews.imageAlt',
} as const;

/** A number to one decimal in `locale` ('4.5', '4,5'). */
export function formatAverage(average: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** 'Rated 4.5 out of 5 stars, 12 reviews': the accessible text of a product's stars. */
export function reviewSummaryLabel(summary: ReviewSummary, locale: string): Message {
  return { key: REVIEW_MESSAGE_KEYS.summaryLabel, values: { average: formatAverage(summary.average, locale), count: summary.count } };
}

/** 'Rated 4 out of 5 stars': the accessible text of one review's stars. */
export function reviewRatingLabel(starRating: number, locale: string): Message {
  return { key: REVIEW_MESSAGE_KEYS.ratingLabel, values: { rating: numberFormat(locale, { maximumFractionDigits: 1 }).format(starRating) } };
}
