import { compileTemplate } from '../../../../src/template';
import type { TemplateError } from '../../../../src/template';

/** Renders `template` against `json` with the engine's default plugins (core plus site). */
export function renderSite(template: string, json: unknown, options: { locale?: string; now?: number; partials?: Record<string, string>; injects?: Record<string, unknown> } = {}): { output: string; errors: TemplateError[] } {
  return compileTemplate(template, { enableExpr: true, enableInclude: true, ...options }).render(json);
}
