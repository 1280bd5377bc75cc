import type { PluginSet } from './TemplateCompiler';
import { CORE_FORMATTERS, CORE_PREDICATES } from './plugins/core';
import { siteFormatters, sitePredicates } from './plugins/site';

/** Site formatters and predicates (dates, money, i18n, images, social, commerce) with the core ones taking precedence. */
export function sitePluginSet(): PluginSet {
  return {
    formatters: { ...siteFormatters, ...CORE_FORMATTERS },
    predicates: { ...sitePredicates, ...CORE_PREDICATES },
  };
}
