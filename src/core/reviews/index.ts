export { reviewsOfMerchant } from './reviewsOfMerchant';
export { reviewSummary, starHalves, starFills } from './reviewSummary';
export type { RatedReview, ReviewSummary } from './reviewSummary';
export { REVIEW_MESSAGE_KEYS, formatAverage, reviewSummaryLabel, reviewRatingLabel } from './reviewMessages';
export { formatReviewDate, reviewDateTime } from './reviewDate';
export type { ZoneOffsetAt } from './reviewDate';
export { aggregateRatingJsonLd } from './aggregateRatingJsonLd';
export type { RatedProduct } from './aggregateRatingJsonLd';
export { fetchMerchantReviews, readMerchantReviewsJson } from './loadMerchantReviews';
