import { canonicalLocale, catalogLocaleFor, type SupportedLocale } from '../../core/i18n';
import { DEFAULT_SITE_LOCALE } from '../../core/site/limits';
import { getPageContext } from './storefront';

function parentAcrossShadow(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** The locale a shopper asked for: the element's `lang`, the nearest ancestor's (through shadow roots, up to `<html lang>`), the page context's website locale, else en-US. */
export function requestedLocaleOf(host: Element): string {
  for (let element: Element | null = host; element; element = parentAcrossShadow(element)) {
    const lang = canonicalLocale(element.getAttribute('lang'));
    if (lang) return lang;
  }
  return canonicalLocale(getPageContext()?.locale) ?? DEFAULT_SITE_LOCALE;
}

/** The catalog locale an element renders and formats in (an unknown locale falls back through its language, then to en-US). */
export function localeOf(host: Element): SupportedLocale {
  return catalogLocaleFor(requestedLocaleOf(host));
}
