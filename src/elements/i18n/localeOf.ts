import { canonicalLocale, catalogLocaleFor, type SupportedLocale } from '../../core/i18n';
import { DEFAULT_SITE_LOCALE } from '../../core/site/defaultSiteLocale';
import { getPageContext } from '../page/getPageContext';

function parentAcrossShadow(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** The nearest element from `element` up (through shadow roots) that carries a `lang` attribute. */
function nearestWithLang(element: Element | null): Element | null {
  for (let scope = element; scope; ) {
    const found = scope.closest('[lang]');
    if (found) return found;
    const root = scope.getRootNode();
    scope = root instanceof ShadowRoot ? root.host : null;
  }
  return null;
}

/** The locale a shopper asked for: the element's `lang`, the nearest ancestor's (through shadow roots, up to `<html lang>`), the page context's website locale, else en-US. */
export function requestedLocaleOf(host: Element): string {
  for (let element = nearestWithLang(host); element; element = nearestWithLang(parentAcrossShadow(element))) {
    const lang = canonicalLocale(element.getAttribute('lang'));
    if (lang) return lang;
  }
  return canonicalLocale(getPageContext()?.locale) ?? DEFAULT_SITE_LOCALE;
}

/** The catalog locale an element renders and formats in (an unknown locale falls back through its language, then to en-US). */
export function localeOf(host: Element): SupportedLocale {
  return catalogLocaleFor(requestedLocaleOf(host));
}
