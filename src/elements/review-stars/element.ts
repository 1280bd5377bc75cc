/**
 * A product's review stars: 5 stars with halves drawn as inline SVG, the average to one decimal and the count, labelled
 * 'Rated 4.5 out of 5 stars, 12 reviews'. Reviews are keyed by merchant id and only the matching product's count;
 * without any the element shows nothing (its height kept). Data is the element's `<script type="application/json">`
 * child (read on the first render, so the stars have their final size on the first frame) or the JSON at `src`:
 * `{ merchantId, reviews: [...] }` or `{ "<merchantId>": [...] }`, each review with userName, reviewDate, starRating,
 * reviewText, productName, productId and an optional imageUrl.
 *
 * @tag store-review-stars
 * @class ReviewStarsElement
 * @summary Star rating, average and count of a product's merchant reviews.
 * @attr {string} product-id - Product whose reviews are shown. Default the product of the nearest `<store-product>`.
 * @attr {string} merchant-id - Merchant whose reviews are read. Default the page context's website id.
 * @attr {string} src - URL of the review data, used when there is no JSON script child. Default none.
 * @csspart rating - The labelled rating (role img).
 * @csspart stars - The star row.
 * @csspart average - The average to one decimal.
 * @csspart count - The number of reviews.
 * @cssprop --store-star-size=1.25em - Size of one star. Default 1.25em.
 * @cssprop --store-star-color=#b45309 - Colour of filled stars and star outlines. Default #b45309.
 * @cssprop --store-star-empty-color=transparent - Fill of empty stars. Default transparent.
 * @state loading - data-state while the data at `src` loads.
 * @state rated - data-state while the stars show.
 * @state empty - data-state when the product has no reviews (or none of this merchant).
 * @state error - data-state when the data could not be read.
 */
import { stringAttribute, urlAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { ReviewStars } from './ReviewStars';
import { reviewStarsStyles } from './styles';

/** Attributes of `<store-review-stars>` and `<store-reviews>`: which reviews they show and where the data comes from. */
export const reviewStarsAttributes = {
  /** Product whose reviews are shown. Default the product of the nearest `<store-product>`. */
  'product-id': stringAttribute(),
  /** Merchant whose reviews are read. Default the page context's website id. */
  'merchant-id': stringAttribute(),
  /** URL of the review data, used when there is no JSON script child. Default none. */
  src: urlAttribute(),
};

/** The `<store-review-stars>` element class (not registered). */
export const ReviewStarsElement = createStoreElement({
  tagName: 'store-review-stars',
  component: ReviewStars,
  attributes: reviewStarsAttributes,
  styles: reviewStarsStyles,
});
