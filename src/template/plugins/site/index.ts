import {
  createFormatterRegistry, createPredicateRegistry, registerFormatters, registerPredicates, type FormatterRegistry, type PredicateRegistry,
} from '../../plugin';
import { commerceFormatters } from './commerceFormatters';
import { contentFormatters } from './contentFormatters';
import { i18nFormatters } from './i18nFormatters';
import { buildSitePredicates } from './sitePredicateTable';
import { socialFormatters } from './socialFormatters';
import { truncateFormatter } from '../core/stringFormatters';
import { isMetricLocale } from './unitsMetric';

/** Site-content formatters (dates, numbers, money, messages, images, media, social, commerce). */
export function createSiteFormatters(): FormatterRegistry {
  const registry = createFormatterRegistry();
  registerFormatters(registry, contentFormatters);
  registerFormatters(registry, i18nFormatters);
  registerFormatters(registry, socialFormatters);
  registerFormatters(registry, commerceFormatters);
  registerFormatters(registry, { truncate: truncateFormatter });
  return registry;
}

/** Site-content predicates (content, gallery, slide, commerce, social, `units-metric?`). */
export function createSitePredicates(): PredicateRegistry {
  const registry = createPredicateRegistry();
  registerPredicates(registry, buildSitePredicates());
  registerPredicates(registry, { 'units-metric?': { apply: (_args, ctx) => isMetricLocale(ctx.locale) } });
  return registry;
}

/** The site formatter registry (null prototype). */
export const siteFormatters: FormatterRegistry = /* @__PURE__ */ createSiteFormatters();

/** The site predicate registry (null prototype). */
export const sitePredicates: PredicateRegistry = /* @__PURE__ */ createSitePredicates();

export { JulianDayRangeError } from './JulianDayRangeError';
export { formatTemplateMessage } from './formatMessage';
export type { MessageErrorKind, MessageProblem } from './formatMessage';
export { parseCssColor, formatCssColor, isDarkColor, hexColorWeight, hexColorToInt } from './cssColor';
export type { CssColor } from './cssColor';
