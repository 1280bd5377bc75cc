import { describe, expect, it } from 'vitest';
import { highestPrice, lowestPrice, salePrice, variantPrice } from '../../../src/core/product';
import { CurrencyMismatchError } from '../../../src/core/money';
import { ProductType } from '../../../src/core/site';
import { product, variant } from './fixtures';

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL } = ProductType;
const onSaleAt = (value: string) => ({ onSale: true, salePriceMoney: { value, currency: 'USD' } });

describe('variantPrice', () => {
  it('is the sale price when on sale, else the regular price', () => {
    const [sale, regular] = product(PHYSICAL, [variant('10', onSaleAt('7')), variant('10', { salePriceMoney: { value: '5', currency: 'USD' } })]).structuredContent.variants;
    expect(sale && variantPrice(sale).toString()).toBe('7.00 USD');
    expect(regular && variantPrice(regular).toString()).toBe('10.00 USD');
  });
});

describe('lowestPrice', () => {
  it.each([PHYSICAL, SERVICE, GIFT_CARD])('takes the minimum of sale-or-regular prices for type %i', (type) => {
    const item = product(type, [variant('20'), variant('15', onSaleAt('12')), variant('13')]);
    expect(lowestPrice(item).toString()).toBe('12.00 USD');
  });

  it('uses the regular price when a cheaper sale price is not active', () => {
    const item = product(PHYSICAL, [variant('20', { salePriceMoney: { value: '1', currency: 'USD' } }), variant('15')]);
    expect(lowestPrice(item).toString()).toBe('15.00 USD');
  });

  it('is 0 USD with no variants', () => {
    expect(lowestPrice(product(PHYSICAL, [])).toString()).toBe('0.00 USD');
  });

  it('is the digital product’s own price', () => {
    expect(lowestPrice(product(DIGITAL, [], { priceMoney: { value: '9.99', currency: 'EUR' } })).toString()).toBe('9.99 EUR');
  });

  it('is 0 USD for other types', () => {
    expect(lowestPrice(product(PAYWALL, [variant('5')])).toString()).toBe('0.00 USD');
  });

  it('keeps JPY amounts whole', () => {
    const item = product(PHYSICAL, [
      { priceMoney: { value: '1500', currency: 'JPY' } },
      { priceMoney: { value: '1200', currency: 'JPY' } },
    ]);
    expect(lowestPrice(item).toString()).toBe('1200 JPY');
  });

  it('refuses variants priced in different currencies', () => {
    const item = product(PHYSICAL, [{ priceMoney: { value: '1', currency: 'USD' } }, { priceMoney: { value: '1', currency: 'EUR' } }]);
    expect(() => lowestPrice(item)).toThrow(CurrencyMismatchError);
  });
});

describe('highestPrice', () => {
  it('takes the maximum of regular prices, ignoring sales', () => {
    const item = product(PHYSICAL, [variant('20', onSaleAt('5')), variant('25', onSaleAt('1')), variant('13')]);
    expect(highestPrice(item).toString()).toBe('25.00 USD');
  });

  it('is 0 USD with no variants', () => {
    expect(highestPrice(product(GIFT_CARD, [])).toString()).toBe('0.00 USD');
  });

  it('is the digital product’s own price', () => {
    expect(highestPrice(product(DIGITAL, [], { priceMoney: { value: '4', currency: 'USD' } })).toString()).toBe('4.00 USD');
  });
});

describe('salePrice', () => {
  it('is the lowest sale price among on-sale variants', () => {
    const item = product(PHYSICAL, [variant('20', onSaleAt('15')), variant('25', onSaleAt('11')), variant('5', { salePriceMoney: { value: '1', currency: 'USD' } })]);
    expect(salePrice(item).toString()).toBe('11.00 USD');
  });

  it('is 0 USD when nothing is on sale', () => {
    expect(salePrice(product(SERVICE, [variant('5')])).toString()).toBe('0.00 USD');
  });

  it('is 0 USD with no variants', () => {
    expect(salePrice(product(PHYSICAL, [])).toString()).toBe('0.00 USD');
  });

  it('is the digital product’s sale price', () => {
    expect(salePrice(product(DIGITAL, [], { salePriceMoney: { value: '3', currency: 'USD' } })).toString()).toBe('3.00 USD');
  });

  it('is 0 USD for gift cards', () => {
    expect(salePrice(product(GIFT_CARD, [variant('50', onSaleAt('40'))])).toString()).toBe('0.00 USD');
  });
});
