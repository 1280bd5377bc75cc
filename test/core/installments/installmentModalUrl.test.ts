import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTALLMENT_MODAL_URL, installmentModalUrl } from '../../../src/core/installments';

const context = (stripeAccountCountry: string, shopperLanguage: string) => ({ afterPayAvailable: true, afterPayMin: 1, afterPayMax: 2, shopperLanguage, stripeAccountCountry });

describe('installmentModalUrl', () => {
  it.each([
    ['US', 'en', 'en-US'],
    ['CA', 'en', 'en-CA'],
    ['CA', 'fr', 'fr-CA'],
    ['AU', 'en', 'en-AU'],
    ['NZ', 'en', 'en-NZ'],
  ])('fetches the %s %s modal by locale %s', (country, language, locale) => {
    expect(installmentModalUrl(DEFAULT_INSTALLMENT_MODAL_URL, context(country, language))).toBe(`/api/dev/installments/modal?locale=${locale}`);
  });

  it('fills every {locale} of a custom template and has no URL for an unsupported locale', () => {
    expect(installmentModalUrl('https://static.example/{locale}/modal.html#{locale}', context('CA', 'fr-CA'))).toBe('https://static.example/fr-CA/modal.html#fr-CA');
    expect(installmentModalUrl(DEFAULT_INSTALLMENT_MODAL_URL, context('GB', 'en'))).toBeUndefined();
  });
});
