import { describe, expect, it } from 'vitest';
import { reviewSummary, starFills, starHalves } from '../../../src/core/reviews';

const reviews = (productId: string, ...ratings: number[]) => ratings.map((starRating) => ({ productId, starRating }));

describe('reviewSummary', () => {
  it('counts only the matching product and averages to one decimal', () => {
    const all = [...reviews('board', 5, 4, 5), ...reviews('tee', 1, 1)];
    expect(reviewSummary(all, 'board')).toEqual({ count: 3, average: 4.7, halves: 9 });
    expect(reviewSummary(all, 'tee')).toEqual({ count: 2, average: 1, halves: 2 });
    expect(reviewSummary(all, 'mug')).toEqual({ count: 0, average: 0, halves: 0 });
  });

  it('rounds the average half up on exact tenths, without float drift', () => {
    expect(reviewSummary(reviews('p', 4.5, 4.4), 'p').average).toBe(4.5);
    expect(reviewSummary(reviews('p', 4, 5, 5, 4, 4, 4, 4, 4), 'p').average).toBe(4.3);
    expect(reviewSummary(reviews('p', 1, 2), 'p').average).toBe(1.5);
    expect(reviewSummary(reviews('p', 0, 0, 1), 'p').average).toBe(0.3);
    expect(reviewSummary(reviews('p', 4.45, 4.45), 'p').average).toBe(4.5);
  });

  it('matches product ids given as numbers or strings', () => {
    expect(reviewSummary([{ productId: 42, starRating: 3 }], '42').count).toBe(1);
  });

  it.each([
    [0, 0, 'empty empty empty empty empty'],
    [1, 2, 'full empty empty empty empty'],
    [3.5, 7, 'full full full half empty'],
    [5, 10, 'full full full full full'],
    [4.7, 9, 'full full full full half'],
    [4.75, 10, 'full full full full full'],
    [4.2, 8, 'full full full full empty'],
    [0.3, 1, 'half empty empty empty empty'],
  ])('draws %s stars as %i halves: %s', (rating, halves, fills) => {
    expect(starHalves(rating)).toBe(halves);
    expect(starFills(starHalves(rating)).join(' ')).toBe(fills);
  });
});
