import { describe, expect, it } from 'vitest';
import { isQuantityInputShown } from '../../../src/core/product';
import { ProductType } from '../../../src/core/site';

describe('isQuantityInputShown', () => {
  it('shows for physical products', () => expect(isQuantityInputShown({ productType: ProductType.PHYSICAL })).toBe(true));

  it('shows for services when multiple quantities are allowed or unset', () => {
    expect(isQuantityInputShown({ productType: ProductType.SERVICE })).toBe(true);
    expect(isQuantityInputShown({ productType: ProductType.SERVICE, multipleQuantityAllowedForServices: true })).toBe(true);
    expect(isQuantityInputShown({ productType: ProductType.SERVICE, multipleQuantityAllowedForServices: null })).toBe(true);
  });

  it('hides for services when multipleQuantityAllowedForServices is false', () => {
    expect(isQuantityInputShown({ productType: ProductType.SERVICE, multipleQuantityAllowedForServices: false })).toBe(false);
  });

  it('ignores the service setting for physical products', () => {
    expect(isQuantityInputShown({ productType: ProductType.PHYSICAL, multipleQuantityAllowedForServices: false })).toBe(true);
  });

  it.each([ProductType.DIGITAL, ProductType.GIFT_CARD, ProductType.PAYWALL])('hides for type %i', (productType) => {
    expect(isQuantityInputShown({ productType })).toBe(false);
  });

  it('hides when the product is excluded', () => {
    expect(isQuantityInputShown({ productType: ProductType.PHYSICAL, excluded: true })).toBe(false);
  });

  it('hides unless max quantity exceeds 1', () => {
    expect(isQuantityInputShown({ productType: ProductType.PHYSICAL, maxQuantity: 1 })).toBe(false);
    expect(isQuantityInputShown({ productType: ProductType.PHYSICAL, maxQuantity: 2 })).toBe(true);
  });
});
