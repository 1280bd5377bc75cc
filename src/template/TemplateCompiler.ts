import type { TemplateAst } from './ast';
import { astToCode, type InstructionCode } from './astToCode';
import { NodeCompiler, type CompileEnvironment } from './compileNodes';
import { DEFAULT_TEMPLATE_OPTIONS, normalizeTemplateOptions, type NormalizedTemplateOptions, type RenderOptions, type TemplateOptions } from './options';
import { parseTemplate } from './parseTemplate';
import type { FormatterPlugin, PredicatePlugin } from './plugin';
import { createFormatterRegistry, createPredicateRegistry, registerFormatters, registerPredicates } from './plugin';
import { CORE_FORMATTERS, CORE_PREDICATES } from './plugins/core';
import { RenderState, type CompiledUnit } from './RenderState';
import type { TemplateError } from './TemplateError';

/** Output of a render: the text and every error found (compile errors first). */
export interface RenderResult {
  /** Rendered text. */
  output: string;
  /** Problems found while compiling or rendering; render never throws for template or data problems. */
  errors: TemplateError[];
}

/** A template compiled once into closures, renderable many times. */
export interface CompiledTemplate {
  /** The template source. */
  readonly source: string;
  /** The parsed tree. */
  readonly ast: TemplateAst;
  /** Errors found while compiling. */
  readonly errors: readonly TemplateError[];
  /** Renders against `context` (any JSON value). */
  render(context: unknown, renderOptions?: RenderOptions): RenderResult;
  /** Exports the reference engine's instruction arrays. */
  toCode(): InstructionCode;
}

/** Plugin tables a compiler starts from. */
export interface PluginSet {
  /** Formatters by name. */
  formatters: Readonly<Record<string, FormatterPlugin<unknown>>>;
  /** Predicates by name. */
  predicates: Readonly<Record<string, PredicatePlugin<unknown>>>;
}

const NOOP = (): void => {};

function compileUnit(source: string, env: CompileEnvironment, options: Readonly<NormalizedTemplateOptions>) {
  const parsed = parseTemplate(
    source,
    {
      hasFormatter: (name) => env.formatters.has(name),
      hasPredicate: (name) => env.predicates.has(name),
    },
    { maxFormatterChain: options.maxFormatterChain, maxNestingDepth: options.maxNestingDepth },
  );
  const run = new NodeCompiler(env, source).block(parsed.ast.body);
  return { parsed, run };
}

/** Creates compile/render functions whose registries start from `base` plus per-call `formatters`/`predicates` options. */
export function createTemplateCompiler(base: () => PluginSet) {
  let defaultTables: Pick<CompileEnvironment, 'formatters' | 'predicates'> | undefined;
  let defaultEnvironment: CompileEnvironment | undefined;
  /** The plugin tables of a compile: the base plugins validated into registries, then read into maps once (per-call plugins on top). */
  const tablesFor = (options: Readonly<NormalizedTemplateOptions>): Pick<CompileEnvironment, 'formatters' | 'predicates'> => {
    const extraFormatters = Object.keys(options.formatters).length > 0;
    const extraPredicates = Object.keys(options.predicates).length > 0;
    if (!extraFormatters && !extraPredicates && defaultTables) return defaultTables;
    const plugins = base();
    const formatters = registerFormatters(createFormatterRegistry(), plugins.formatters);
    const predicates = registerPredicates(createPredicateRegistry(), plugins.predicates);
    if (extraFormatters) registerFormatters(formatters, options.formatters);
    if (extraPredicates) registerPredicates(predicates, options.predicates);
    const tables = { formatters: new Map(Object.entries(formatters)), predicates: new Map(Object.entries(predicates)) };
    return extraFormatters || extraPredicates ? tables : (defaultTables = tables);
  };
  /** The environment of a compile; the one with the base plugins and the default expression limits is made once. */
  const environmentFor = (options: Readonly<NormalizedTemplateOptions>): CompileEnvironment => {
    const tables = tablesFor(options);
    const limits = options.exprLimits;
    const defaults = DEFAULT_TEMPLATE_OPTIONS.exprLimits;
    return tables === defaultTables && limits.maxTokens === defaults.maxTokens && limits.maxStringLength === defaults.maxStringLength
      ? (defaultEnvironment ??= { ...tables, exprLimits: defaults })
      : { ...tables, exprLimits: limits };
  };

  /** Compiles `source` once; throws TemplateOptionsError only for invalid options, never for template problems. */
  function compileTemplate(source: string, options?: TemplateOptions): CompiledTemplate {
    if (typeof source !== 'string') throw new TypeError(`Template source must be a string, got ${typeof source}`);
    const normalized = options === undefined ? DEFAULT_TEMPLATE_OPTIONS : normalizeTemplateOptions(options);
    const env = environmentFor(normalized);
    const { parsed, run } = compileUnit(source, env, normalized);
    const main: CompiledUnit = { source, run, errors: parsed.errors };
    const partialUnits = new Map<string, CompiledUnit>();
    const partials = {
      partial(name: string): CompiledUnit | undefined {
        let unit = partialUnits.get(name);
        if (unit === undefined) {
          if (!Object.prototype.hasOwnProperty.call(normalized.partials, name)) return undefined;
          const partialSource = normalized.partials[name] as string;
          const compiled = compileUnit(partialSource, env, normalized);
          const errors = compiled.parsed.errors;
          unit = { source: partialSource, run: errors.length ? NOOP : compiled.run, errors };
          partialUnits.set(name, unit);
        }
        return unit;
      },
    };
    return {
      source,
      ast: parsed.ast,
      errors: parsed.errors,
      toCode: () => astToCode(parsed.ast, parsed.reachedEof),
      render(context: unknown, renderOptions?: RenderOptions): RenderResult {
        const settings = renderOptions === undefined ? normalized : normalizeTemplateOptions(renderOptions as TemplateOptions, normalized);
        const state = new RenderState(
          context,
          {
            locale: settings.locale,
            now: settings.now ?? Date.now(),
            injects: settings.injects,
            enableExpr: settings.enableExpr,
            enableInclude: settings.enableInclude,
            maxOutputLength: settings.maxOutputLength,
            maxPartialDepth: settings.maxPartialDepth,
          },
          partials,
          main,
        );
        try {
          run(state);
        } catch (error) {
          state.error('PLUGIN_FAILED', `Render stopped: ${error instanceof Error ? error.message : String(error)}`);
        }
        return { output: state.out, errors: [...parsed.errors, ...state.errors] };
      },
    };
  }

  /** Compiles and renders in one call. */
  function renderTemplate(source: string, context: unknown, options?: TemplateOptions): RenderResult {
    return compileTemplate(source, options).render(context);
  }

  return { compileTemplate, renderTemplate };
}

const CORE_PLUGINS = (): PluginSet => ({ formatters: CORE_FORMATTERS, predicates: CORE_PREDICATES });

/** Compiler with only the core formatters and predicates (plus per-call plugins). */
export const coreTemplateCompiler = /* @__PURE__ */ createTemplateCompiler(CORE_PLUGINS);
