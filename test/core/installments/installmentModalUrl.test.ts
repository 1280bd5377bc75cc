import { describe, expect, it } from 'vitest';
import { INSTALLMENT_LOCALES, INSTALLMENT_MODAL_PAGES, installmentModalUrl } from '../../../src/core/installments';

const context = (stripeAccountCountry: string, shopperLanguage: string) => ({ afterPayAvailable: true, afterPayMin: 1, afterPayMax: 2, shopperLanguage, stripeAccountCountry });
const PAGE = 'https://shop.example/shop/p/tee';

describe('installmentModalUrl', () => {
  it.each([
    ['US', 'en', 'https://static.afterpay.com/modal/en_US.html'],
    ['CA', 'en', 'https://static.afterpay.com/modal/en_CA.html'],
    ['CA', 'fr-CA', 'https://static.afterpay.com/modal/fr_CA.html'],
    ['AU', 'en', 'https://static.afterpay.com/modal/en_AU.html'],
    ['NZ', 'en-NZ', 'https://static.afterpay.com/modal/en_NZ.html'],
  ])("defaults for %s %s to the provider's published page %s", (country, language, url) => {
    expect(installmentModalUrl(undefined, context(country, language), PAGE)).toBe(url);
    expect(installmentModalUrl('', context(country, language), PAGE)).toBe(url);
  });

  it('has a published page for every supported installment locale', () => {
    const locales = Object.entries(INSTALLMENT_LOCALES).flatMap(([country, languages]) => languages.map((language) => `${language}-${country}`));
    expect(Object.keys(INSTALLMENT_MODAL_PAGES).sort()).toEqual(locales.sort());
  });

  it("fills every {locale} of a site's template, relative to the page, and has no URL for an unsupported locale", () => {
    expect(installmentModalUrl('https://static.example/{locale}/modal.html#{locale}', context('CA', 'fr-CA'), PAGE)).toBe('https://static.example/fr-CA/modal.html#fr-CA');
    expect(installmentModalUrl('/api/dev/installments/modal?locale={locale}', context('US', 'en'), PAGE)).toBe('https://shop.example/api/dev/installments/modal?locale=en-US');
    expect(installmentModalUrl(undefined, context('GB', 'en'), PAGE)).toBeUndefined();
    expect(installmentModalUrl('/modal/{locale}', context('US', 'de'), PAGE)).toBeUndefined();
  });

  it('throws, naming the URL, for a template that is not an http(s) URL', () => {
    expect(() => installmentModalUrl('javascript:alert(1)//{locale}', context('US', 'en'), PAGE)).toThrow('the installment modal URL "javascript:alert(1)//en-US" is not an http(s) or relative URL');
    expect(() => installmentModalUrl('data:text/html,<p>{locale}</p>', context('US', 'en'), PAGE)).toThrow(/is not an http\(s\) or relative URL/);
    expect(() => installmentModalUrl('https://[bad/{locale}', context('US', 'en'), PAGE)).toThrow(/is not an http\(s\) or relative URL/);
  });
});
