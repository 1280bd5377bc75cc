import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { productBadge, productBadgeMessage, storeItemClasses } from '../../../src/core/product';
import { ProductType } from '../../../src/core/site';
import { product, variant } from './fixtures';

const english = new Translator(englishCatalog);
const soldOutOnSale = () => product(ProductType.PHYSICAL, [variant('10', { qtyInStock: 0, onSale: true })]);
const onSale = () => product(ProductType.PHYSICAL, [variant('10', { onSale: true })]);
const plain = () => product(ProductType.PHYSICAL, [variant('10')]);

describe('productBadge', () => {
  it('gives sold out priority over on sale', () => expect(productBadge(soldOutOnSale())).toBe('sold-out'));
  it('marks a sale', () => expect(productBadge(onSale())).toBe('sale'));
  it('shows nothing otherwise', () => expect(productBadge(plain())).toBe('none'));

  describe('with a chosen variant', () => {
    const mixed = () => product(ProductType.PHYSICAL, [variant('10', { onSale: true }), variant('10'), variant('10', { qtyInStock: 0 })]);
    const [sale, full, gone] = mixed().structuredContent.variants;

    it("marks a sold-out variant 'sold-out' though other variants are in stock", () => {
      expect(productBadge(mixed())).toBe('sale');
      expect(productBadge(mixed(), gone!)).toBe('sold-out');
    });

    it('marks a sale only for a variant on sale, never beside a full price', () => {
      expect(productBadge(mixed(), sale!)).toBe('sale');
      expect(productBadge(mixed(), full!)).toBe('none');
      expect(productBadgeMessage(mixed(), null, full!)).toBeNull();
    });
  });
});

describe('productBadgeMessage', () => {
  it("uses the default sold-out text 'Sold Out'", () => {
    const message = productBadgeMessage(soldOutOnSale());
    expect(typeof message === 'object' && message !== null && english.render(message)).toBe('Sold Out');
  });

  it("uses the merchant's custom sold-out text when set", () => {
    expect(productBadgeMessage(soldOutOnSale(), 'All gone')).toBe('All gone');
  });

  it('renders the sale mark', () => {
    const message = productBadgeMessage(onSale());
    expect(typeof message === 'object' && message !== null && english.render(message)).toBe('Sale');
  });

  it('is null without a badge', () => expect(productBadgeMessage(plain())).toBeNull());
});

describe('storeItemClasses', () => {
  it('adds on-sale and sold-out accordingly', () => {
    expect(storeItemClasses(soldOutOnSale())).toEqual(['on-sale', 'sold-out']);
    expect(storeItemClasses(onSale())).toEqual(['on-sale']);
    expect(storeItemClasses(product(ProductType.SERVICE, [variant('1', { qtyInStock: 0 })]))).toEqual(['sold-out']);
    expect(storeItemClasses(plain())).toEqual([]);
  });
});
