import { compileTemplate } from './compileTemplate';
import { normalizeTemplateOptions, type NormalizedTemplateOptions, type RenderOptions, type TemplateOptions } from './options';
import type { CompiledTemplate, RenderResult } from './TemplateCompiler';

/** Compiled templates a cache keeps when its options name no `max` (the spec's LRU capacity). */
const DEFAULT_TEMPLATE_CACHE_MAX = 100;

/** Options of {@link createTemplateCache}. */
export interface TemplateCacheOptions {
  /** Most compiled templates kept; beyond it the least recently used one is dropped. Default 100. */
  max?: number;
}

/** Compiled templates by source text and options, least recently used dropped first. */
export interface TemplateCache {
  /** The template compiled from `source` with `options`: compiled on the first call, the same object on later ones. */
  compile(source: string, options?: TemplateOptions): CompiledTemplate;
  /** Renders the cached compilation of `source` and `options` against `context`; `renderOptions` apply to this render only. */
  render(source: string, context: unknown, options?: TemplateOptions, renderOptions?: RenderOptions): RenderResult;
  /** Number of compiled templates kept. */
  readonly size: number;
  /** Drops every compiled template. */
  clear(): void;
}


/** Gives each plugin or injects object a number for as long as it lives, so keys name objects by identity. */
function identities(): (value: object) => number {
  const ids = new WeakMap<object, number>();
  let next = 0;
  return (value) => {
    let id = ids.get(value);
    if (id === undefined) ids.set(value, (id = ++next));
    return id;
  };
}

/**
 * The cache key of a compilation: the source and every normalized option. Values key by content (partials by their text),
 * plugins and a non-empty `injects` object by identity; an option left out and its default give the same key.
 */
function keyOf(source: string, options: NormalizedTemplateOptions, idOf: (value: object) => number): string {
  const byName = <T>(record: Readonly<Record<string, T>>, value: (entry: T) => unknown) =>
    Object.keys(record).sort().map((name) => [name, value(record[name] as T)]);
  return JSON.stringify([
    source,
    byName(options.partials, (text) => text),
    byName(options.formatters, (plugin) => idOf(plugin)),
    byName(options.predicates, (plugin) => idOf(plugin)),
    Object.keys(options.injects).length === 0 ? 0 : idOf(options.injects),
    options.locale,
    options.now ?? null,
    options.enableExpr,
    options.enableInclude,
    options.exprLimits.maxTokens,
    options.exprLimits.maxStringLength,
    options.sitePlugins,
    options.maxOutputLength,
    options.maxFormatterChain,
    options.maxNestingDepth,
    options.maxPartialDepth,
  ]);
}

/**
 * Creates an LRU cache of compiled templates for servers: each source and options pair compiles once (with its partials,
 * compiled as it first applies them) and renders many times. Templates with errors are cached like any other (their
 * compile errors lead every render's errors); invalid options throw TemplateOptionsError and cache nothing.
 */
export function createTemplateCache(cacheOptions: TemplateCacheOptions = {}): TemplateCache {
  const max = cacheOptions.max ?? DEFAULT_TEMPLATE_CACHE_MAX;
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`Template cache max must be an integer >= 1, got ${String(max)}`);
  const entries = new Map<string, CompiledTemplate>();
  const idOf = identities();

  function compile(source: string, options?: TemplateOptions): CompiledTemplate {
    if (typeof source !== 'string') throw new TypeError(`Template source must be a string, got ${typeof source}`);
    const key = keyOf(source, normalizeTemplateOptions(options), idOf);
    let compiled = entries.get(key);
    if (compiled !== undefined) entries.delete(key);
    else {
      compiled = compileTemplate(source, options);
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
    }
    entries.set(key, compiled);
    return compiled;
  }

  return {
    compile,
    render: (source, context, options, renderOptions) => compile(source, options).render(context, renderOptions),
    get size() {
      return entries.size;
    },
    clear: () => entries.clear(),
  };
}
