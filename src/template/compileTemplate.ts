import type { TemplateOptions } from './options';
import { sitePluginSet } from './sitePluginSet';
import { coreTemplateCompiler, createTemplateCompiler, type CompiledTemplate, type RenderResult } from './TemplateCompiler';

let siteCompiler: ReturnType<typeof createTemplateCompiler> | undefined;
const compilerFor = (options?: TemplateOptions) =>
  options?.sitePlugins === false ? coreTemplateCompiler : (siteCompiler ??= createTemplateCompiler(sitePluginSet));

/** Compiles a JSON-Template once into closures; render it many times. Site formatters are included unless `sitePlugins: false`. */
export function compileTemplate(source: string, options?: TemplateOptions): CompiledTemplate {
  return compilerFor(options).compileTemplate(source, options);
}

/** Compiles and renders a JSON-Template in one call; never throws for template or data problems. */
export function renderTemplate(source: string, context: unknown, options?: TemplateOptions): RenderResult {
  return compilerFor(options).renderTemplate(source, context, options);
}
