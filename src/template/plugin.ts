import type { TemplateError, TemplateErrorCode } from './TemplateError';

/** One segment of a pre-split variable path: a key, or an array index (digits become numbers). */
export type PathSegment = string | number;

/** Input path accepted by context resolution: dotted text (`a.b.0`) or pre-split segments. */
export type PathInput = string | readonly PathSegment[];

/**
 * A value travelling through a formatter chain. Formatters read `value` and assign the result to it.
 * `undefined` means "missing" (the reference's MISSING node); any other value is plain JSON.
 */
export interface TemplateVariable {
  /** The current value; `undefined` when missing. */
  value: unknown;
}

/** Options for rendering a partial or macro from inside a plugin. */
export interface PartialCallOptions {
  /** Block variable resolution at the partial's frame. Default false. */
  private?: boolean;
  /** Values exposed to the partial as `@args`. Default none. */
  args?: Record<string, string>;
}

/** What a formatter or predicate can see and do while the template renders. */
export interface PluginContext {
  /** BCP 47 locale of this render, e.g. `en-US`. */
  readonly locale: string;
  /** Epoch milliseconds of "now" for this render (the `now` option, or the clock when rendering started). */
  readonly now: number;
  /** The root data object passed to render. */
  readonly root: unknown;
  /** The value of the current stack frame (for a formatter: the value being formatted before the chain started). */
  node(): unknown;
  /** Resolves a path like the template does (`@`, `@index`, `@vars`, frames outward); `fromParent` starts one frame out. */
  resolve(path: PathInput, fromParent?: boolean): unknown;
  /** Time zone from `website.timeZone` resolved in the current scope. Default America/New_York. */
  timeZone(): string;
  /** Records a render error at the position of the current tag. */
  error(code: TemplateErrorCode, message: string): void;
  /** Renders a macro or partial by name against `node`; `undefined` (and an error) when missing or too deep. */
  renderPartial(name: string, node: unknown, options?: PartialCallOptions): string | undefined;
}

/**
 * A formatter (`{value|name arg1 arg2}`), ported 1:1 from the reference's `Formatter.apply(args, vars, ctx)`:
 * mutate `vars[0].value` (other entries exist when several variables were given: `{a, b|name}`).
 */
export interface FormatterPlugin<Parsed = unknown> {
  /** Declares that `apply` reads only its arguments and `vars` (never `ctx`), so the engine may skip pushing a scope. Default false. */
  readonly contextFree?: boolean;
  /** Optional compile-time parse of the raw arguments; the result reaches `apply` as `parsed`. */
  prepare?(args: readonly string[]): Parsed;
  /** Optional pure form of a context-free `apply` for one variable: returns the new value. Default none. */
  format?(value: unknown, parsed: Parsed): unknown;
  /** Applies the formatter. `args` are the raw arguments split on the tag's delimiter (first char after the name). */
  apply(args: readonly string[], vars: TemplateVariable[], ctx: PluginContext, parsed: Parsed): void;
}

/** A predicate (`{.name? arg1 arg2}`), ported 1:1 from the reference's `PredicatePlugin.apply(args, ctx)`. */
export interface PredicatePlugin<Parsed = unknown> {
  /** Optional compile-time parse of the raw arguments; the result reaches `apply` as `parsed`. */
  prepare?(args: readonly string[]): Parsed;
  /** Returns whether the block runs. */
  apply(args: readonly string[], ctx: PluginContext, parsed: Parsed): boolean;
}

/** Name → formatter map with a null prototype (own properties only). */
export type FormatterRegistry = Record<string, FormatterPlugin<unknown>>;
/** Name (with trailing `?`) → predicate map with a null prototype (own properties only). */
export type PredicateRegistry = Record<string, PredicatePlugin<unknown>>;

/** Errors surfaced to callers; re-exported for plugin authors. */
export type { TemplateError, TemplateErrorCode };

const NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9_-]*$/;

/** Creates an empty formatter registry with a null prototype. */
export function createFormatterRegistry(): FormatterRegistry {
  return Object.create(null) as FormatterRegistry;
}

/** Creates an empty predicate registry with a null prototype. */
export function createPredicateRegistry(): PredicateRegistry {
  return Object.create(null) as PredicateRegistry;
}

/** Copies own formatters from `source` into `registry` (names must match `[a-zA-Z][a-zA-Z0-9_-]*`); returns the registry. */
export function registerFormatters(registry: FormatterRegistry, source: Readonly<Record<string, FormatterPlugin<unknown>>>): FormatterRegistry {
  for (const name of Object.keys(source)) {
    const plugin = source[name];
    if (!NAME_PATTERN.test(name) || !plugin || typeof plugin.apply !== 'function') {
      throw new TypeError(`Invalid formatter plugin "${name}": names match [a-zA-Z][a-zA-Z0-9_-]* and plugins have apply()`);
    }
    registry[name] = plugin;
  }
  return registry;
}

/** Copies own predicates from `source` into `registry` (names end with `?`); returns the registry. */
export function registerPredicates(registry: PredicateRegistry, source: Readonly<Record<string, PredicatePlugin<unknown>>>): PredicateRegistry {
  for (const name of Object.keys(source)) {
    const plugin = source[name];
    if (!name.endsWith('?') || !NAME_PATTERN.test(name.slice(0, -1)) || !plugin || typeof plugin.apply !== 'function') {
      throw new TypeError(`Invalid predicate plugin "${name}": names end with "?" and plugins have apply()`);
    }
    registry[name] = plugin;
  }
  return registry;
}

/** Reads an own entry of a registry (never the prototype chain). */
export function lookupPlugin<T>(registry: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
}
