import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { Money } from '../../../src/core/money';
import { installmentLocaleOf, installmentOffer, installmentPayment, isInstallmentLocaleSupported, type InstallmentContext } from '../../../src/core/installments';
import { ProductType } from '../../../src/core/site';

const english = new Translator(englishCatalog);
const context: InstallmentContext = { afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 100000, shopperLanguage: 'en', stripeAccountCountry: 'US' };
const offer = (price: string, overrides: Partial<InstallmentContext> = {}, extra: { productType?: number; cartProductTypes?: number[] } = {}) =>
  installmentOffer({ price: Money.of(price), productType: extra.productType ?? ProductType.PHYSICAL, context: { ...context, ...overrides }, cartProductTypes: extra.cartProductTypes, locale: 'en-US' });

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
    expect(english.render(result.message)).toBe('or 4 interest-free payments of $25.00 with Afterpay');
  });

  it('includes a price exactly at the maximum', () => {
    expect(offer('1000.00').status).toBe('in-range');
  });

  it("says 'available for orders up to {amount}' above the maximum", () => {
    const result = offer('1000.01');
    expect(result.status).toBe('out-of-range');
    if (result.status === 'out-of-range') expect(english.render(result.message)).toBe('Afterpay available for orders up to $1,000.00');
  });

  it("says 'available for orders over {amount}' at or below the minimum", () => {
    for (const price of ['35.00', '10.00']) {
      const result = offer(price);
      expect(result.status).toBe('out-of-range');
      if (result.status === 'out-of-range') expect(english.render(result.message)).toBe('Afterpay available for orders over $35.00');
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
    expect(installmentPayment(Money.of('0.015'), 1).toString()).toBe('0.02 USD');
    expect(installmentPayment(Money.of('-10.02')).toString()).toBe('-2.51 USD');
  });

  it('equals integer-cent division rounded half up, for any price of up to 15 integer places and any count', () => {
    const halfUp = (cents: bigint, count: bigint) => (cents < 0n ? -1n : 1n) * (((cents < 0n ? -cents : cents) * 2n + count) / (2n * count));
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n) + 1n, max: 10n ** 17n - 1n }), fc.integer({ min: 1, max: 48 }), fc.constantFrom('USD', 'JPY'), (cents, count, code) => {
        const price = Money.fromCents(code === 'JPY' ? (cents / 100n).toString() : cents.toString(), code);
        const minor = code === 'JPY' ? cents / 100n : cents;
        expect(installmentPayment(price, count).toJSON().value).toBe(Money.fromCents(halfUp(minor, BigInt(count)).toString(), code).toJSON().value);
      }),
    );
  });
});

describe('installmentLocaleOf', () => {
  it.each([
    ['US', 'en', 'en-US'],
    ['CA', 'en', 'en-CA'],
    ['CA', 'fr-CA', 'fr-CA'],
    ['au', 'EN', 'en-AU'],
    ['NZ', 'en_NZ', 'en-NZ'],
  ])('gives %s %s the installment locale %s', (country, language, locale) => {
    expect(installmentLocaleOf(country, language)).toBe(locale);
  });

  it('has none for other countries and languages', () => {
    expect(installmentLocaleOf('US', 'fr')).toBeUndefined();
    expect(installmentLocaleOf('GB', 'en')).toBeUndefined();
    expect(installmentLocaleOf('NZ', 'mi')).toBeUndefined();
  });
});

describe('installmentOffer amounts', () => {
  const render = (result: ReturnType<typeof installmentOffer>) => (result.status === 'unavailable' ? result.reason : english.render(result.message));

  it("formats the amounts for the shopper's locale in the store currency, whatever the installment locale", () => {
    const canada = { ...context, stripeAccountCountry: 'CA' };
    const cad = (shopperLanguage: string, locale: string) => render(installmentOffer({ price: Money.of('100', 'CAD'), productType: 1, context: { ...canada, shopperLanguage }, locale }));
    expect(cad('fr', 'en-US')).toBe('or 4 interest-free payments of CA$25.00 with Afterpay');
    expect(cad('en', 'fr-CA')).toBe('or 4 interest-free payments of 25,00\u00a0$ with Afterpay');
    expect(cad('en', 'en-CA')).toBe('or 4 interest-free payments of $25.00 with Afterpay');
    expect(render(installmentOffer({ price: Money.of('112', 'EUR'), productType: 1, context, locale: 'de-DE' }))).toBe('or 4 interest-free payments of 28,00\u00a0€ with Afterpay');
    expect(render(installmentOffer({ price: Money.of('11200', 'JPY'), productType: 1, context, locale: 'ja-JP' }))).toBe('or 4 interest-free payments of ¥2,800 with Afterpay');
    expect(render(installmentOffer({ price: Money.of('2000', 'EUR'), productType: 1, context, locale: 'fr-FR' }))).toBe('Afterpay available for orders up to 1\u202f000,00\u00a0€');
    expect(render(installmentOffer({ price: Money.of('10', 'AUD'), productType: 1, context: { ...context, stripeAccountCountry: 'AU' }, locale: 'en-AU' }))).toBe('Afterpay available for orders over $35.00');
  });

  it('rounds each payment half up to the cent', () => {
    expect(render(offer('100.10'))).toBe('or 4 interest-free payments of $25.03 with Afterpay');
    expect(render(offer('100.09'))).toBe('or 4 interest-free payments of $25.02 with Afterpay');
    expect(render(offer('35.01'))).toBe('or 4 interest-free payments of $8.75 with Afterpay');
  });

  it('reads the cents limits in the currency of the price: JPY has 0 fraction digits', () => {
    const yen = (price: string) => render(installmentOffer({ price: Money.of(price, 'JPY'), productType: 1, context, locale: 'en-US' }));
    expect(yen('10000')).toBe('or 4 interest-free payments of ¥2,500 with Afterpay');
    expect(yen('10001')).toBe('or 4 interest-free payments of ¥2,500 with Afterpay');
    expect(yen('10002')).toBe('or 4 interest-free payments of ¥2,501 with Afterpay');
    expect(yen('3500')).toBe('Afterpay available for orders over ¥3,500');
    expect(yen('3501')).toBe('or 4 interest-free payments of ¥875 with Afterpay');
    expect(yen('100000')).toBe('or 4 interest-free payments of ¥25,000 with Afterpay');
    expect(yen('100001')).toBe('Afterpay available for orders up to ¥100,000');
  });

  it('judges a cart by its items alone when no product type is given', () => {
    expect(installmentOffer({ price: Money.of('100'), context, locale: 'en-US', cartProductTypes: [1, 1, 1] }).status).toBe('in-range');
    expect(installmentOffer({ price: Money.of('100'), context, locale: 'en-US', cartProductTypes: [1, 4] })).toEqual({ status: 'unavailable', reason: 'cart-not-physical' });
  });
});
