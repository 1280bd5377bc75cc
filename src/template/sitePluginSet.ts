import type { PluginSet } from './TemplateCompiler';
import { CORE_FORMATTERS, CORE_PREDICATES } from './plugins/core';
import { siteFormatters, sitePredicates } from './plugins/site';
import { reviewFormatters } from './plugins/site/reviewFormatters';

/** Site formatters and predicates (dates, money, i18n, images, social, commerce, review rating) with the core ones taking precedence. */
export function sitePluginSet(): PluginSet {
  return {
    formatters: { ...siteFormatters, ...reviewFormatters, ...CORE_FORMATTERS },
    predicates: { ...sitePredicates, ...CORE_PREDICATES },
  };
}
