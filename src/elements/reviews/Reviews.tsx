import { guardUrl } from '../../core/url';
import { formatReviewDate, reviewDateTime, reviewRatingLabel, starHalves } from '../../core/reviews';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { siteOffsetAt } from '../page/siteOffsetAt';
import { useTranslator } from '../i18n/translator';
import { useHostState } from '../mounting/useHostState';
import { useMerchantReviews } from '../merchant-reviews/useMerchantReviews';
import { useProductIdOf } from '../selection/useProductIdOf';
import { Stars } from '../review-stars/Stars';
import type { reviewsAttributes } from './element';

type Props = StoreComponentProps<typeof reviewsAttributes>;

/** The product's merchant reviews as a list: stars, text, optional image, author, date in the page locale and the site's time zone, product name. */
export function Reviews({ host, attributes }: Props) {
  const { t, render, locale } = useTranslator();
  const productId = useProductIdOf(host, attributes['product-id']);
  const data = useMerchantReviews(host, attributes.src, attributes['merchant-id']);
  const reviews = data.status === 'ready' && productId !== undefined ? data.reviews.filter((review) => review.productId === productId) : null;
  useHostState(host, reviews ? (reviews.length > 0 ? 'listed' : 'empty') : data.status === 'ready' ? 'empty' : data.status);
  if (!reviews || reviews.length === 0) return null;
  return (
    <ul part="list">
      {reviews.map((review, index) => {
        const image = guardUrl(review.imageUrl, { element: host.localName, field: 'imageUrl' });
        return (
          <li part="review" key={index}>
            <div part="rating" role="img" aria-label={render(reviewRatingLabel(review.starRating, locale))}>
              <Stars halves={starHalves(review.starRating)} />
            </div>
            <p part="text">{review.reviewText}</p>
            {image ? (
              <img part="image" src={image} alt={t('reviews.imageAlt', { userName: review.userName })} width={96} height={96} loading="lazy" decoding="async" />
            ) : null}
            <p part="meta">
              <span part="author">{review.userName}</span>
              <time part="date" dateTime={reviewDateTime(review.reviewDate)}>
                {formatReviewDate(review.reviewDate, locale, siteOffsetAt)}
              </time>
            </p>
            <p part="product">{review.productName}</p>
          </li>
        );
      })}
    </ul>
  );
}
