import { compileTemplate } from '../../../../../src/core/template';
import type { TemplateError } from '../../../../../src/core/template';
import { siteFormatters, sitePredicates } from '../../../../../src/core/template/plugins/site';

/** Renders `template` against `json` with the site formatters and predicates registered. */
export function renderSite(template: string, json: unknown, options: { locale?: string; now?: number; partials?: Record<string, string>; injects?: Record<string, unknown> } = {}): { output: string; errors: TemplateError[] } {
  return compileTemplate(template, { formatters: siteFormatters, predicates: sitePredicates, enableExpr: true, enableInclude: true, ...options }).render(json);
}
