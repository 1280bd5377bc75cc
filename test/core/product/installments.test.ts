import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { Money } from '../../../src/core/money';
import { installmentOffer, installmentPayment, isInstallmentLocaleSupported, type InstallmentContext } from '../../../src/core/product';
import { ProductType } from '../../../src/core/site';

const english = new Translator(englishCatalog);
const context: InstallmentContext = { afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 100000, shopperLanguage: 'en', stripeAccountCountry: 'US' };
const offer = (price: string, overrides: Partial<InstallmentContext> = {}, extra: { productType?: number; cartProductTypes?: number[] } = {}) =>
  installmentOffer({ price: Money.of(price), productType: extra.productType ?? ProductType.PHYSICAL, context: { ...context, ...overrides }, cartProductTypes: extra.cartProductTypes });

describe('isInstallmentLocaleSupported', () => {
  it.each([
    ['US', 'en'],
    ['CA', 'en'],
    ['CA', 'fr'],
    ['AU', 'en'],
    ['NZ', 'en'],
    ['us', 'en-US'],
    ['CA', 'fr-CA'],
  ])('supports %s %s', (country, language) => {
    expect(isInstallmentLocaleSupported(country, language)).toBe(true);
  });

  it.each([
    ['US', 'fr'],
    ['AU', 'fr'],
    ['GB', 'en'],
    ['DE', 'de'],
    ['toString', 'en'],
  ])('does not support %s %s', (country, language) => {
    expect(isInstallmentLocaleSupported(country, language)).toBe(false);
  });
});

describe('installmentOffer', () => {
  it('is in range above the minimum and up to the maximum, with 4 interest-free payments by default', () => {
    const result = offer('100.00');
    expect(result.status).toBe('in-range');
    if (result.status !== 'in-range') return;
    expect(result.numberOfPayments).toBe(4);
    expect(result.installmentAmount.toString()).toBe('25.00 USD');
    expect(english.render(result.message)).toBe('or 4 interest-free payments of $25.00');
  });

  it('includes a price exactly at the maximum', () => {
    expect(offer('1000.00').status).toBe('in-range');
  });

  it("says 'available for orders up to {amount}' above the maximum", () => {
    const result = offer('1000.01');
    expect(result.status).toBe('out-of-range');
    if (result.status === 'out-of-range') expect(english.render(result.message)).toBe('available for orders up to $1,000.00');
  });

  it("says 'available for orders over {amount}' at or below the minimum", () => {
    for (const price of ['35.00', '10.00']) {
      const result = offer(price);
      expect(result.status).toBe('out-of-range');
      if (result.status === 'out-of-range') expect(english.render(result.message)).toBe('available for orders over $35.00');
    }
  });

  it('is only for physical products (type 1)', () => {
    for (const productType of [ProductType.DIGITAL, ProductType.SERVICE, ProductType.GIFT_CARD]) {
      expect(offer('100', {}, { productType })).toEqual({ status: 'unavailable', reason: 'product-type' });
    }
  });

  it('with a cart, applies only when every item is physical', () => {
    expect(offer('100', {}, { cartProductTypes: [1, 1] }).status).toBe('in-range');
    expect(offer('100', {}, { cartProductTypes: [1, 2] })).toEqual({ status: 'unavailable', reason: 'cart-not-physical' });
  });

  it('is unavailable when not offered or for an unsupported locale', () => {
    expect(offer('100', { afterPayAvailable: false })).toEqual({ status: 'unavailable', reason: 'not-offered' });
    expect(offer('100', { stripeAccountCountry: 'GB' })).toEqual({ status: 'unavailable', reason: 'locale' });
    expect(offer('100', { stripeAccountCountry: 'CA', shopperLanguage: 'fr' }).status).toBe('in-range');
  });

  it('formats amounts for the requested locale', () => {
    const result = installmentOffer({ price: Money.of('100', 'CAD'), productType: 1, context: { ...context, stripeAccountCountry: 'CA', shopperLanguage: 'fr' }, locale: 'fr-CA' });
    expect(result.status === 'in-range' && result.message.values?.amount).toBe('25,00\u00a0$');
  });
});

describe('installmentPayment', () => {
  it('divides exactly and rounds half up to cents', () => {
    expect(installmentPayment(Money.of('100')).toString()).toBe('25.00 USD');
    expect(installmentPayment(Money.of('10.01')).toString()).toBe('2.50 USD');
    expect(installmentPayment(Money.of('10.02')).toString()).toBe('2.51 USD');
    expect(installmentPayment(Money.of('1001', 'JPY')).toString()).toBe('250 JPY');
    expect(installmentPayment(Money.of('90'), 3).toString()).toBe('30.00 USD');
  });
});
