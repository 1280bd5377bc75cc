import type { InstallmentContext } from './installmentOffer';
import { installmentLocaleOf } from './installmentOffer';
import { SAFE_URL_EXPECTATION, safeUrl } from '../url/safeUrl';

/** The provider's published info modal page of each installment locale (spec §7: fetched from its static host by locale). */
export const INSTALLMENT_MODAL_PAGES: Readonly<Record<string, string>> = Object.freeze({
  'en-US': 'https://static.afterpay.com/modal/en_US.html',
  'en-CA': 'https://static.afterpay.com/modal/en_CA.html',
  'fr-CA': 'https://static.afterpay.com/modal/fr_CA.html',
  'en-AU': 'https://static.afterpay.com/modal/en_AU.html',
  'en-NZ': 'https://static.afterpay.com/modal/en_NZ.html',
});

/**
 * The modal HTML URL for a context, resolved against `baseUrl`: `template` with every `{locale}` replaced by the
 * installment locale ('fr-CA'), or without a template the provider's page for that locale (INSTALLMENT_MODAL_PAGES).
 * Undefined when the locale is not supported; throws an Error naming the URL when it is not an http(s) URL.
 */
export function installmentModalUrl(template: string | undefined, context: InstallmentContext, baseUrl: string): string | undefined {
  const locale = installmentLocaleOf(context.stripeAccountCountry, context.shopperLanguage);
  if (locale === undefined) return undefined;
  const text = template ? template.replaceAll('{locale}', encodeURIComponent(locale)) : INSTALLMENT_MODAL_PAGES[locale];
  if (text === undefined) return undefined;
  const safe = safeUrl(text);
  if (safe === undefined) throw new Error(`the installment modal URL ${JSON.stringify(text)} is not ${SAFE_URL_EXPECTATION}`);
  return new URL(safe, baseUrl).href;
}
