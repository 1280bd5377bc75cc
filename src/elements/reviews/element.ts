/**
 * A product's merchant reviews as a list; each shows its stars (labelled 'Rated 4 out of 5 stars'), the review text,
 * the optional image, the reviewer's name, the review date in the page locale and the product name. A date that is an
 * instant is shown on its day in the site's time zone, from the page context's time zone data (without data:
 * 'No timezone data loaded' is logged and the browser's zone used); a calendar date as given. Reviews are keyed
 * by merchant id and only the matching product's are listed. Data as for `<store-review-stars>`: the element's
 * `<script type="application/json">` child or the JSON at `src`; elements with the same `src` share one request.
 *
 * @tag store-reviews
 * @class ReviewsElement
 * @summary List of a product's merchant reviews.
 * @attr {string} product-id - Product whose reviews are shown. Default the product of the nearest `<store-product>`.
 * @attr {string} merchant-id - Merchant whose reviews are read. Default the page context's website id.
 * @attr {string} src - URL of the review data, used when there is no JSON script child. Default none.
 * @csspart list - The list.
 * @csspart review - One review.
 * @csspart rating - Its labelled stars (role img).
 * @csspart stars - The star row.
 * @csspart text - The review text.
 * @csspart image - The reviewer's image (96 × 96).
 * @csspart meta - Author and date.
 * @csspart author - The reviewer's name.
 * @csspart date - The review date.
 * @csspart product - The product name.
 * @cssprop --store-star-size=1.25em - Size of one star. Default 1.25em.
 * @cssprop --store-star-color=#b45309 - Colour of filled stars and star outlines. Default #b45309.
 * @cssprop --store-star-empty-color=transparent - Fill of empty stars. Default transparent.
 * @state loading - data-state while the data at `src` loads.
 * @state listed - data-state while reviews are listed.
 * @state empty - data-state when the product has no reviews (or none of this merchant).
 * @state error - data-state when the data could not be read.
 */
import { createStoreElement } from '../mounting/createStoreElement';
import { reviewStarsAttributes } from '../review-stars/element';
import { Reviews } from './Reviews';
import { reviewsStyles } from './styles';

/** Attributes of `<store-reviews>`: the same as `<store-review-stars>`. */
export const reviewsAttributes = reviewStarsAttributes;

/** The `<store-reviews>` element class (not registered). */
export const ReviewsElement = createStoreElement({
  tagName: 'store-reviews',
  component: Reviews,
  attributes: reviewsAttributes,
  styles: reviewsStyles,
});
