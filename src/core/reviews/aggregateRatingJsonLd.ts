import type { ReviewSummary } from './reviewSummary';

/** The product an aggregate rating is about. */
export interface RatedProduct {
  /** Product name (required by rich results). */
  readonly name: string;
  /** Product id, written as productID. Default none. */
  readonly id?: string;
  /** Canonical product URL. Default none. */
  readonly url?: string;
}

/**
 * A `<script type="application/ld+json">` holding schema.org Product with its AggregateRating (stars 0 to 5), for rich
 * results without client script; '' without reviews or name. `<`, `>`, `&` and line separators are escaped.
 */
export function aggregateRatingJsonLd(product: RatedProduct, summary: ReviewSummary): string {
  if (summary.count === 0 || product.name === '') return '';
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.id ? { productID: product.id } : {}),
    ...(product.url ? { url: product.url } : {}),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.average, bestRating: 5, worstRating: 0, ratingCount: summary.count, reviewCount: summary.count },
  };
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}
