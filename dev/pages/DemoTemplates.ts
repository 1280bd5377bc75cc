import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileTemplate, type CompiledTemplate } from '../../src/template';

/** Names of the page templates in dev/templates (file name without .jst). */
export type DemoTemplateName = 'layout' | 'shop' | 'product-card' | 'product' | 'cart' | 'cart-table' | 'checkout-review' | 'checkout-result' | 'not-found' | 'account' | 'search' | 'contact' | 'contact-thanks' | 'telemetry-probe';

const TEMPLATE_DIR = fileURLToPath(new URL('../templates/', import.meta.url));

/** Thrown when a page template reports errors: the demo never serves a half-rendered page silently. */
export class DemoTemplateError extends Error {
  constructor(readonly template: DemoTemplateName, readonly details: string[]) {
    super(`Template ${template}.jst failed: ${details.join('; ')}`);
    this.name = 'DemoTemplateError';
  }
}

/** The demo pages' JSON-Templates, compiled once by the project's template engine (src/template). */
export class DemoTemplates {
  private readonly compiled = new Map<DemoTemplateName, CompiledTemplate>();

  /** Renders one template with a view model; throws DemoTemplateError when the engine reports errors. */
  render(name: DemoTemplateName, view: Record<string, unknown>): string {
    let template = this.compiled.get(name);
    if (!template) {
      template = compileTemplate(readFileSync(`${TEMPLATE_DIR}${name}.jst`, 'utf8'), { sitePlugins: false, enableInclude: false });
      this.compiled.set(name, template);
    }
    const result = template.render(view);
    if (result.errors.length > 0) throw new DemoTemplateError(name, result.errors.map((error) => String(error.message ?? error)));
    return result.output;
  }
}
