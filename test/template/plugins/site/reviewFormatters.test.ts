import { describe, expect, it } from 'vitest';
import { renderSite } from './renderSite';

const review = (productId: string, starRating: unknown) => ({ userName: 'Ana', reviewDate: '2026-10-21', starRating, reviewText: 'Nice', productName: 'Board', productId });
const item = { id: 'walnut-board', title: 'Walnut Board', fullUrl: '/shop/p/walnut-board' };
const jsonLd = (output: string) => JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/s.exec(output)![1]!) as { aggregateRating: Record<string, unknown>; name: string; url: string };

describe('review-rating formatter', () => {
  it('writes AggregateRating JSON-LD for the item from `reviews`, counting only its own reviews', () => {
    const result = renderSite('{item|review-rating}', { item, reviews: [review('walnut-board', 5), review('walnut-board', 4), review('walnut-board', 5), review('classic-tee', 1)] });
    expect(result.errors).toEqual([]);
    const data = jsonLd(result.output);
    expect(data.name).toBe('Walnut Board');
    expect(data.url).toBe('/shop/p/walnut-board');
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, bestRating: 5, worstRating: 0, ratingCount: 3, reviewCount: 3 });
  });

  it('reads review data named by its argument, as a list or `{ reviews }`, skipping unreadable ratings', () => {
    const result = renderSite('{item|review-rating page.merchantReviews}', { item, page: { merchantReviews: { merchantId: 'm', reviews: [review('walnut-board', 3), review('walnut-board', 'x')] } } });
    expect(jsonLd(result.output).aggregateRating.reviewCount).toBe(1);
  });

  it('writes nothing for an item without reviews', () => {
    expect(renderSite('[{item|review-rating}]', { item, reviews: [review('classic-tee', 5)] }).output).toBe('[]');
    expect(renderSite('[{item|review-rating}]', { item }).output).toBe('[]');
  });
});
