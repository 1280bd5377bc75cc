import { describe, expect, it } from 'vitest';
import { isScarcityShown, productMerchandising } from '../../../src/core/product';
import { ProductType } from '../../../src/core/site';
import { product, variant } from './fixtures';

const withScarcity = (context: Record<string, unknown>, variants = [variant('1', { id: 'v1', qtyInStock: 2 }), variant('1', { id: 'v2', unlimited: true })]) =>
  product(ProductType.PHYSICAL, variants, {}, { productMerchandisingContext: context });

describe('isScarcityShown', () => {
  it('shows for the selected variant when enabled for the product', () => {
    const item = withScarcity({ 'prod-1': { scarcityEnabled: true } });
    expect(isScarcityShown(item, item.structuredContent.variants[0])).toBe(true);
  });

  it('does not show without a selected variant', () => {
    const item = withScarcity({ 'prod-1': { scarcityEnabled: true } });
    expect(isScarcityShown(item, null)).toBe(false);
    expect(isScarcityShown(item, undefined)).toBe(false);
  });

  it('does not show when disabled', () => {
    const item = withScarcity({ 'prod-1': { scarcityEnabled: false } });
    expect(isScarcityShown(item, item.structuredContent.variants[0])).toBe(false);
  });

  it('reads only the context keyed by this product id', () => {
    const item = withScarcity({ 'other-product': { scarcityEnabled: true } });
    expect(productMerchandising(item)).toBeUndefined();
    expect(isScarcityShown(item, item.structuredContent.variants[0])).toBe(false);
  });

  it('does not show for a variant of another product', () => {
    const item = withScarcity({ 'prod-1': { scarcityEnabled: true } });
    const other = withScarcity({}, [variant('1', { id: 'elsewhere', qtyInStock: 2 })]);
    expect(isScarcityShown(item, other.structuredContent.variants[0])).toBe(false);
  });

  it('does not show for unlimited or empty stock', () => {
    const item = withScarcity({ 'prod-1': { scarcityEnabled: true } }, [variant('1', { id: 'a', unlimited: true }), variant('1', { id: 'b', qtyInStock: 0 })]);
    expect(isScarcityShown(item, item.structuredContent.variants[0])).toBe(false);
    expect(isScarcityShown(item, item.structuredContent.variants[1])).toBe(false);
  });

  it('limits to the listed template views', () => {
    const item = withScarcity({ 'prod-1': { scarcityEnabled: true, scarcityTemplateViews: ['product-page'] } });
    const selected = item.structuredContent.variants[0];
    expect(isScarcityShown(item, selected, 'product-page')).toBe(true);
    expect(isScarcityShown(item, selected, 'product-list')).toBe(false);
  });
});
