import { DEFAULT_SITE_LOCALE } from '../../core/site/limits';
import { getPageContext } from './storefront';

function valid(locale: string | null | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

/** The locale an element formats in: its own or an ancestor's `lang` (up to `<html lang>`), else the page context's, else en-US. */
export function localeOf(host: Element): string {
  return valid(host.closest('[lang]')?.getAttribute('lang')) ?? valid(getPageContext()?.locale) ?? DEFAULT_SITE_LOCALE;
}
