import { reviewSummary, reviewSummaryLabel, formatAverage } from '../../core/reviews';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { useTranslator } from '../i18n/translator';
import { useHostState } from '../mounting/useHostState';
import { useMerchantReviews } from '../merchant-reviews/useMerchantReviews';
import { useProductIdOf } from '../selection/useProductIdOf';
import type { reviewStarsAttributes } from './element';
import { Stars } from './Stars';

type Props = StoreComponentProps<typeof reviewStarsAttributes>;

/** Stars out of 5 (halves), the average to one decimal and the count of the product's reviews; nothing without reviews. */
export function ReviewStars({ host, attributes }: Props) {
  const { t, render, locale } = useTranslator();
  const productId = useProductIdOf(host, attributes['product-id']);
  const reviews = useMerchantReviews(host, attributes.src, attributes['merchant-id']);
  const summary = reviews.status === 'ready' && productId !== undefined ? reviewSummary(reviews.reviews, productId) : null;
  useHostState(host, summary ? (summary.count > 0 ? 'rated' : 'empty') : reviews.status === 'loading' ? 'loading' : reviews.status === 'error' ? 'error' : 'empty');
  if (!summary || summary.count === 0) return null;
  return (
    <div part="rating" role="img" aria-label={render(reviewSummaryLabel(summary, locale))}>
      <Stars halves={summary.halves} />
      <span part="average">{formatAverage(summary.average, locale)}</span>
      <span part="count">{t('reviews.count', { count: summary.count })}</span>
    </div>
  );
}
