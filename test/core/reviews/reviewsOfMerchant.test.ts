import { describe, expect, it } from 'vitest';
import { readMerchantReviewsJson, reviewsOfMerchant } from '../../../src/core/reviews';
import { SchemaError } from '../../../src/core/schemas';

const review = (productId: string, starRating: number) => ({ userName: 'Ana', reviewDate: '2026-10-21', starRating, reviewText: 'Nice', productName: 'Board', productId });

describe('reviewsOfMerchant', () => {
  it('reads one merchant’s `{ merchantId, reviews }` only for that merchant', () => {
    const data = readMerchantReviewsJson(JSON.stringify({ merchantId: 'shop-1', reviews: [review('board', 5)], count: 1, averageRating: 5 }));
    expect(reviewsOfMerchant(data, 'shop-1')).toHaveLength(1);
    expect(reviewsOfMerchant(data, undefined)).toHaveLength(1);
    expect(reviewsOfMerchant(data, 'shop-2')).toEqual([]);
  });

  it('picks the merchant’s list from reviews keyed by merchant id', () => {
    const data = readMerchantReviewsJson(JSON.stringify({ 'shop-1': [review('board', 5), review('tee', 3)], 'shop-2': [review('board', 1)] }));
    expect(reviewsOfMerchant(data, 'shop-1').map((item) => item.starRating)).toEqual([5, 3]);
    expect(reviewsOfMerchant(data, 'shop-2').map((item) => item.starRating)).toEqual([1]);
    expect(reviewsOfMerchant(data, 'shop-3')).toEqual([]);
    expect(reviewsOfMerchant(data, undefined)).toEqual([]);
    expect(reviewsOfMerchant(data, 'toString')).toEqual([]);
  });

  it('names the bad field of malformed data', () => {
    expect(() => readMerchantReviewsJson(JSON.stringify({ merchantId: 's', reviews: [{ ...review('b', 6) }] }))).toThrow(SchemaError);
    expect(() => readMerchantReviewsJson(JSON.stringify({ merchantId: 's', reviews: [{ ...review('b', 6) }] }))).toThrow(/reviews\[0\]\.starRating/);
    expect(() => readMerchantReviewsJson('{')).toThrow(SyntaxError);
  });
});
