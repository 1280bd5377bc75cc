import { describe, expect, it } from 'vitest';
import { aggregateRatingJsonLd, reviewSummary } from '../../../src/core/reviews';

const summary = (...ratings: number[]) => reviewSummary(ratings.map((starRating) => ({ productId: 'p', starRating })), 'p');
const jsonOf = (html: string) => JSON.parse(/^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html)![1]!) as unknown;

describe('aggregateRatingJsonLd', () => {
  it('writes schema.org Product with its AggregateRating', () => {
    expect(jsonOf(aggregateRatingJsonLd({ name: 'Walnut Board', id: 'walnut-board', url: 'https://shop.example/p/walnut-board' }, summary(5, 4, 5)))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Walnut Board',
      productID: 'walnut-board',
      url: 'https://shop.example/p/walnut-board',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, bestRating: 5, worstRating: 0, ratingCount: 3, reviewCount: 3 },
    });
  });

  it('cannot be broken out of: <, >, & and line separators are escaped', () => {
    const html = aggregateRatingJsonLd({ name: '</script><script>alert(1)</script> & \u2028' }, summary(4));
    expect(html.indexOf('</script>')).toBe(html.length - '</script>'.length);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('\u2028');
    expect((jsonOf(html) as { name: string }).name).toBe('</script><script>alert(1)</script> & \u2028');
  });

  it('writes nothing without reviews or without a product name', () => {
    expect(aggregateRatingJsonLd({ name: 'Board' }, summary())).toBe('');
    expect(aggregateRatingJsonLd({ name: '' }, summary(5))).toBe('');
  });
});
