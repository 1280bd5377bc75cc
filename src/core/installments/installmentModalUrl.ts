import type { InstallmentContext } from '../product/installments';
import { installmentLocaleOf } from '../product/installments';

/** Where the installment info modal's HTML is fetched by default (the reference server's stand-in for the provider's static host). */
export const DEFAULT_INSTALLMENT_MODAL_URL = '/api/dev/installments/modal?locale={locale}';

/** The modal HTML URL for a context: `{locale}` in `template` replaced by its installment locale ('fr-CA'); undefined when the locale is not supported. */
export function installmentModalUrl(template: string, context: InstallmentContext): string | undefined {
  const locale = installmentLocaleOf(context.stripeAccountCountry, context.shopperLanguage);
  return locale === undefined ? undefined : template.replaceAll('{locale}', encodeURIComponent(locale));
}
