import type { ExpressionLimits } from './expression';
import type { FormatterPlugin, PredicatePlugin } from './plugin';
import { TemplateOptionsError } from './TemplateError';

/** Options of compileTemplate / renderTemplate. */
export interface TemplateOptions {
  /** Partial templates by name, used by `apply` and `{.include}`. Default none. */
  partials?: Readonly<Record<string, string>>;
  /** Values for `{.inject @var path}` by path. Default none. */
  injects?: Readonly<Record<string, unknown>>;
  /** BCP 47 locale for locale-aware formatters. Default 'en-US'. */
  locale?: string;
  /** "Now" in epoch milliseconds for relative formatters. Default the clock at render time. */
  now?: number;
  /** Enables `{.eval}` expressions. Default true. */
  enableExpr?: boolean;
  /** Enables `{.include}`. Default true. */
  enableInclude?: boolean;
  /** Expression limits. Default `{ maxTokens: 1000, maxStringLength: 65536 }`. */
  exprLimits?: Partial<ExpressionLimits>;
  /** Extra formatters by name, overriding built-ins. Default none. */
  formatters?: Readonly<Record<string, FormatterPlugin<unknown>>>;
  /** Extra predicates by name (ending in `?`), overriding built-ins. Default none. */
  predicates?: Readonly<Record<string, PredicatePlugin<unknown>>>;
  /** Registers the site formatters and predicates (dates, money, commerce...). Default true. */
  sitePlugins?: boolean;
  /** Maximum output length in characters; output stops there with an OUTPUT_LIMIT error. Default 10,000,000. */
  maxOutputLength?: number;
  /** Maximum formatters in one chain; longer tags stay literal with an error. Default 64. */
  maxFormatterChain?: number;
  /** Maximum nesting of blocks; deeper input stops parsing with an error. Default 256. */
  maxNestingDepth?: number;
  /** Maximum depth of nested partial/macro applications. Default 16. */
  maxPartialDepth?: number;
}

/** Per-render overrides accepted by `render`. */
export type RenderOptions = Pick<TemplateOptions, 'injects' | 'locale' | 'now' | 'enableExpr' | 'enableInclude' | 'maxOutputLength'>;

/** Options after defaults were applied and values checked. */
export interface NormalizedTemplateOptions {
  partials: Readonly<Record<string, string>>;
  injects: Readonly<Record<string, unknown>>;
  locale: string;
  now: number | undefined;
  enableExpr: boolean;
  enableInclude: boolean;
  exprLimits: ExpressionLimits;
  formatters: Readonly<Record<string, FormatterPlugin<unknown>>>;
  predicates: Readonly<Record<string, PredicatePlugin<unknown>>>;
  sitePlugins: boolean;
  maxOutputLength: number;
  maxFormatterChain: number;
  maxNestingDepth: number;
  maxPartialDepth: number;
}

/** Default engine options. */
export const DEFAULT_TEMPLATE_OPTIONS: Readonly<NormalizedTemplateOptions> = Object.freeze({
  partials: Object.freeze({}),
  injects: Object.freeze({}),
  locale: 'en-US',
  now: undefined,
  enableExpr: true,
  enableInclude: true,
  exprLimits: Object.freeze({ maxTokens: 1000, maxStringLength: 65536 }),
  formatters: Object.freeze({}),
  predicates: Object.freeze({}),
  sitePlugins: true,
  maxOutputLength: 10_000_000,
  maxFormatterChain: 64,
  maxNestingDepth: 256,
  maxPartialDepth: 16,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function integer(name: string, value: unknown, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw new TemplateOptionsError(name, `expected an integer >= ${min}, got ${String(value)}`);
  }
  return value;
}

function flag(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new TemplateOptionsError(name, `expected a boolean, got ${typeof value}`);
  return value;
}

function record<T>(name: string, value: unknown, fallback: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  if (value === undefined) return fallback;
  if (!isRecord(value)) throw new TemplateOptionsError(name, 'expected an object');
  return value as Record<string, T>;
}

function locale(value: unknown, fallback: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(value)) {
    throw new TemplateOptionsError('locale', `expected a BCP 47 tag, got ${String(value)}`);
  }
  return value.replace(/_/g, '-');
}

/** Applies defaults to `options` and validates every value; throws TemplateOptionsError naming the bad option. */
export function normalizeTemplateOptions(
  options: TemplateOptions | undefined,
  base: Readonly<NormalizedTemplateOptions> = DEFAULT_TEMPLATE_OPTIONS,
): NormalizedTemplateOptions {
  const o = options ?? {};
  if (!isRecord(o)) throw new TemplateOptionsError('options', 'expected an object');
  const partials = record<string>('partials', o.partials, base.partials);
  for (const key of Object.keys(partials)) {
    if (typeof partials[key] !== 'string') throw new TemplateOptionsError('partials', `partial "${key}" is not a string`);
  }
  if (o.now !== undefined && (typeof o.now !== 'number' || !Number.isFinite(o.now))) {
    throw new TemplateOptionsError('now', `expected epoch milliseconds, got ${String(o.now)}`);
  }
  const limits = o.exprLimits === undefined ? base.exprLimits : record<unknown>('exprLimits', o.exprLimits, {});
  return {
    partials,
    injects: record<unknown>('injects', o.injects, base.injects),
    locale: locale(o.locale, base.locale),
    now: o.now ?? base.now,
    enableExpr: flag('enableExpr', o.enableExpr, base.enableExpr),
    enableInclude: flag('enableInclude', o.enableInclude, base.enableInclude),
    exprLimits: {
      maxTokens: integer('exprLimits.maxTokens', limits.maxTokens, base.exprLimits.maxTokens, 0),
      maxStringLength: integer('exprLimits.maxStringLength', limits.maxStringLength, base.exprLimits.maxStringLength, 0),
    },
    formatters: record('formatters', o.formatters, base.formatters),
    predicates: record('predicates', o.predicates, base.predicates),
    sitePlugins: flag('sitePlugins', o.sitePlugins, base.sitePlugins),
    maxOutputLength: integer('maxOutputLength', o.maxOutputLength, base.maxOutputLength, 0),
    maxFormatterChain: integer('maxFormatterChain', o.maxFormatterChain, base.maxFormatterChain, 1),
    maxNestingDepth: integer('maxNestingDepth', o.maxNestingDepth, base.maxNestingDepth, 1),
    maxPartialDepth: integer('maxPartialDepth', o.maxPartialDepth, base.maxPartialDepth, 0),
  };
}
