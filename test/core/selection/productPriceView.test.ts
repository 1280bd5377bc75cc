import { describe, expect, it } from 'vitest';
import { parseProduct } from '../../../src/core/schemas';
import { productPriceView, type ProductPriceView } from '../../../src/core/selection';
import { coffee, ebook, pen, product, tee, variant } from '../../elements/support/products';

const describeView = (view: ProductPriceView) => {
  switch (view.kind) {
    case 'unavailable':
      return 'unavailable';
    case 'regular':
      return `${view.from ? 'from ' : ''}${view.price.toDecimalString()}`;
    case 'sale':
      return `${view.original.toDecimalString()} -> ${view.sale.toDecimalString()}`;
    case 'subscription':
      return `subscription ${view.price.toDecimalString()}`;
  }
};

describe('productPriceView', () => {
  it("shows 'from' the lowest selling price while variant prices vary", () => {
    expect(describeView(productPriceView(parseProduct(tee()), null))).toBe('from 20.00');
  });

  it("shows a selected variant's own price, or its sale with the original", () => {
    const data = parseProduct(tee());
    const variants = data.structuredContent.variants;
    expect(describeView(productPriceView(data, variants.find((v) => v.id === 'tee-s-black')!))).toBe('28.00');
    expect(describeView(productPriceView(data, variants.find((v) => v.id === 'tee-m-black')!))).toBe('28.00 -> 20.00');
  });

  it('shows the sale of a product on sale whose prices do not vary', () => {
    expect(describeView(productPriceView(parseProduct(ebook()), null))).toBe('15.00 -> 9.00');
    const allOnSale = product('x', { variants: [variant({ id: 'a', price: '10.00', salePrice: '8.00' }), variant({ id: 'b', price: '10.00', salePrice: '8.00' })] });
    expect(describeView(productPriceView(parseProduct(allOnSale), null))).toBe('10.00 -> 8.00');
  });

  it('shows the subscription price for subscribable products', () => {
    const data = parseProduct(coffee());
    expect(describeView(productPriceView(data, null))).toBe('subscription 18.00');
    expect(describeView(productPriceView(data, data.structuredContent.variants[0]!))).toBe('subscription 18.00');
  });

  it('is unavailable for a physical product without variants', () => {
    expect(productPriceView(parseProduct(product('x', { variants: [] })), null).kind).toBe('unavailable');
  });

  it('shows the plain price of a single-variant product', () => {
    expect(describeView(productPriceView(parseProduct(pen()), null))).toBe('45.00');
  });
});
