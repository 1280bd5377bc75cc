import type { PluginSet } from './TemplateCompiler';
import { CORE_FORMATTERS, CORE_PREDICATES } from './plugins/core';

/** Core plus site formatters and predicates (dates, money, i18n, images, social, commerce). */
export function sitePluginSet(): PluginSet {
  return { formatters: { ...CORE_FORMATTERS }, predicates: { ...CORE_PREDICATES } };
}
