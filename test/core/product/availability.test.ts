import { describe, expect, it } from 'vitest';
import { hasEnoughStock, hasVariants, hasVariedPrices, isOnSale, isSoldOut, isSoldOutFor, isVariantInStock, totalStock } from '../../../src/core/product';
import { ProductType } from '../../../src/core/site';
import { product, variant } from './fixtures';

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL } = ProductType;

describe('isVariantInStock', () => {
  it('is in stock when unlimited', () => expect(isVariantInStock({ unlimited: true, qtyInStock: 0 })).toBe(true));
  it('is in stock when qtyInStock is above 0', () => expect(isVariantInStock({ unlimited: false, qtyInStock: 1 })).toBe(true));
  it('is out of stock at 0', () => expect(isVariantInStock({ unlimited: false, qtyInStock: 0 })).toBe(false));
  it('is out of stock below 0', () => expect(isVariantInStock({ qtyInStock: -2 })).toBe(false));
  it('is out of stock with nothing known', () => expect(isVariantInStock({})).toBe(false));
});

describe('hasEnoughStock', () => {
  it('accepts any quantity when unlimited', () => expect(hasEnoughStock({ unlimited: true, qtyInStock: 0 }, 9999)).toBe(true));
  it('accepts a quantity up to the stock', () => expect(hasEnoughStock({ qtyInStock: 3 }, 3)).toBe(true));
  it('refuses a quantity above the stock', () => expect(hasEnoughStock({ qtyInStock: 3 }, 4)).toBe(false));
});

describe('isSoldOut', () => {
  it.each([PHYSICAL, SERVICE])('type %i is sold out when every variant is limited with zero stock', (type) => {
    expect(isSoldOut(product(type, [variant('1', { qtyInStock: 0 }), variant('2', { qtyInStock: 0 })]))).toBe(true);
  });

  it.each([PHYSICAL, SERVICE])('type %i is not sold out when one variant has stock', (type) => {
    expect(isSoldOut(product(type, [variant('1', { qtyInStock: 0 }), variant('2', { qtyInStock: 1 })]))).toBe(false);
  });

  it.each([PHYSICAL, SERVICE])('type %i is not sold out when one variant is unlimited', (type) => {
    expect(isSoldOut(product(type, [variant('1', { qtyInStock: 0 }), variant('2', { qtyInStock: 0, unlimited: true })]))).toBe(false);
  });

  it('counts a physical product without variants as sold out', () => {
    expect(isSoldOut(product(PHYSICAL, []))).toBe(true);
  });

  it.each([DIGITAL, GIFT_CARD])('type %i is never sold out', (type) => {
    expect(isSoldOut(product(type, [variant('1', { qtyInStock: 0 })]))).toBe(false);
  });

  it('treats an unknown product type as sold out', () => {
    expect(isSoldOut(product(PAYWALL, [variant('1', { unlimited: true })]))).toBe(true);
  });
});

describe('isSoldOutFor', () => {
  const partly = () => product(ProductType.PHYSICAL, [variant('10', { qtyInStock: 0 }), variant('10', { qtyInStock: 3 })]);

  it('is the chosen variant’s stock for a physical or service product', () => {
    const [gone, left] = partly().structuredContent.variants;
    expect(isSoldOutFor(partly(), gone)).toBe(true);
    expect(isSoldOutFor(partly(), left)).toBe(false);
    const service = product(ProductType.SERVICE, [variant('10', { qtyInStock: 0 }), variant('10')]);
    expect(isSoldOutFor(service, service.structuredContent.variants[0])).toBe(true);
  });

  it('is the whole product’s without a chosen variant', () => {
    expect(isSoldOutFor(partly(), null)).toBe(false);
    expect(isSoldOutFor(product(ProductType.PHYSICAL, [variant('10', { qtyInStock: 0 })]), null)).toBe(true);
  });

  it('never marks a gift card or digital product sold out, whatever its variant holds', () => {
    const card = product(ProductType.GIFT_CARD, [variant('25', { qtyInStock: 0 })]);
    expect(isSoldOutFor(card, card.structuredContent.variants[0])).toBe(false);
  });
});

describe('isOnSale', () => {
  it.each([PHYSICAL, SERVICE])('type %i is on sale when any variant is', (type) => {
    expect(isOnSale(product(type, [variant('1'), variant('2', { onSale: true })]))).toBe(true);
    expect(isOnSale(product(type, [variant('1'), variant('2')]))).toBe(false);
  });

  it('reads the digital product’s own onSale flag', () => {
    expect(isOnSale(product(DIGITAL, [], { onSale: true }))).toBe(true);
    expect(isOnSale(product(DIGITAL, [variant('1', { onSale: true })], { onSale: false }))).toBe(false);
  });

  it('never puts gift cards on sale', () => {
    expect(isOnSale(product(GIFT_CARD, [variant('25', { onSale: true })], { onSale: true }))).toBe(false);
  });
});

describe('hasVariedPrices', () => {
  it('is false when all variants match', () => {
    expect(hasVariedPrices(product(PHYSICAL, [variant('10'), variant('10.00')]))).toBe(false);
  });

  it('is true when the price differs', () => {
    expect(hasVariedPrices(product(PHYSICAL, [variant('10'), variant('12')]))).toBe(true);
  });

  it('is true when onSale differs', () => {
    expect(hasVariedPrices(product(SERVICE, [variant('10'), variant('10', { onSale: true })]))).toBe(true);
  });

  it('compares sale prices only when on sale', () => {
    const sale = (value: string) => ({ onSale: true, salePriceMoney: { value, currency: 'USD' } });
    const notSale = (value: string) => ({ salePriceMoney: { value, currency: 'USD' } });
    expect(hasVariedPrices(product(PHYSICAL, [variant('10', sale('8')), variant('10', sale('7'))]))).toBe(true);
    expect(hasVariedPrices(product(PHYSICAL, [variant('10', notSale('8')), variant('10', notSale('7'))]))).toBe(false);
  });

  it('applies to gift cards', () => {
    expect(hasVariedPrices(product(GIFT_CARD, [variant('25'), variant('50')]))).toBe(true);
  });

  it('never varies for digital products', () => {
    expect(hasVariedPrices(product(DIGITAL, [variant('10'), variant('12')]))).toBe(false);
  });

  it('is false with no variants', () => {
    expect(hasVariedPrices(product(PHYSICAL, []))).toBe(false);
  });
});

describe('hasVariants', () => {
  it('needs more than one variant', () => {
    expect(hasVariants(product(PHYSICAL, [variant('1')]))).toBe(false);
    expect(hasVariants(product(PHYSICAL, [variant('1'), variant('2')]))).toBe(true);
  });

  it('is never true for digital products', () => {
    expect(hasVariants(product(DIGITAL, [variant('1'), variant('2')]))).toBe(false);
  });
});

describe('totalStock', () => {
  it('sums variant quantities', () => {
    expect(totalStock(product(PHYSICAL, [variant('1', { qtyInStock: 3 }), variant('1', { qtyInStock: 4 })]))).toBe(7);
  });

  it('is unlimited when any variant is unlimited', () => {
    expect(totalStock(product(PHYSICAL, [variant('1', { qtyInStock: 3 }), variant('1', { unlimited: true })]))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([DIGITAL, GIFT_CARD])('is unlimited for type %i', (type) => {
    expect(totalStock(product(type, [variant('1', { qtyInStock: 2 })]))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('is 0 without variants', () => {
    expect(totalStock(product(SERVICE, []))).toBe(0);
  });
});
