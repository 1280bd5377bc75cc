import { describe, expect, it, vi } from 'vitest';
import {
  compileTemplate,
  createFormatterRegistry,
  createPredicateRegistry,
  lookupPlugin,
  registerFormatters,
  registerPredicates,
  renderTemplate,
  type FormatterPlugin,
  type PluginContext,
  type PredicatePlugin,
} from '../../src/template';

describe('plugin registries', () => {
  it('are null-prototype maps read by own property only', () => {
    const formatters = createFormatterRegistry();
    const predicates = createPredicateRegistry();
    expect(Object.getPrototypeOf(formatters)).toBeNull();
    expect(Object.getPrototypeOf(predicates)).toBeNull();
    expect(lookupPlugin(formatters, 'constructor')).toBeUndefined();
    expect(lookupPlugin({} as Record<string, unknown>, 'toString')).toBeUndefined();
  });

  it('register plugins by valid name and reject invalid ones with a clear error', () => {
    const plugin: FormatterPlugin = { apply() {} };
    const formatters = registerFormatters(createFormatterRegistry(), { shout: plugin });
    expect(lookupPlugin(formatters, 'shout')).toBe(plugin);
    expect(() => registerFormatters(createFormatterRegistry(), { 'bad name': plugin })).toThrow('Invalid formatter plugin "bad name"');
    expect(() => registerPredicates(createPredicateRegistry(), { noQuestionMark: { apply: () => true } })).toThrow(
      'Invalid predicate plugin "noQuestionMark"',
    );
  });
});

describe('formatter and predicate plugins', () => {
  it('receive pre-parsed arguments (prepare runs once, at compile time) and mutate vars[0]', () => {
    const prepare = vi.fn((args: readonly string[]) => args.map(Number));
    const sum: FormatterPlugin<number[]> = {
      prepare,
      apply(args, vars, _ctx, numbers) {
        expect(args).toEqual(['1', '2']);
        vars[0]!.value = Number(vars[0]!.value) + numbers.reduce((a, b) => a + b, 0) + Number(vars[1]?.value ?? 0);
      },
    };
    const template = compileTemplate('{a|sum 1 2}|{a, b|sum:1:2}', { formatters: { sum } });
    expect(template.render({ a: 10, b: 100 }).output).toBe('13|113');
    expect(template.render({ a: 0, b: 0 }).output).toBe('3|3');
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('see the render context: node, root, resolve (outward and from the parent frame), locale, now, time zone', () => {
    const seen: Record<string, unknown>[] = [];
    const probe: FormatterPlugin = {
      apply(_args, vars, ctx: PluginContext) {
        seen.push({
          node: ctx.node(),
          root: ctx.root,
          outer: ctx.resolve('title'),
          parentNode: ctx.resolve('@', true),
          index: ctx.resolve(['@index']),
          locale: ctx.locale,
          now: ctx.now,
          zone: ctx.timeZone(),
        });
        vars[0]!.value = 'ok';
      },
    };
    const data = { title: 'T', items: [{ name: 'n' }] };
    const r = renderTemplate('{.repeated section items}{name|probe}{.end}', data, { formatters: { probe }, locale: 'fr-FR', now: 42 });
    expect(r.output).toBe('ok');
    expect(seen).toEqual([{ node: 'n', root: data, outer: 'T', parentNode: { name: 'n' }, index: 1, locale: 'fr-FR', now: 42, zone: 'America/New_York' }]);
    renderTemplate('{a|probe}', { a: 1, website: { timeZone: 'Asia/Tokyo' } }, { formatters: { probe } });
    expect(seen[1]?.zone).toBe('Asia/Tokyo');
  });

  it('report errors at the tag position and can render partials and macros', () => {
    const card: FormatterPlugin = {
      apply(_args, vars, ctx) {
        ctx.error('INVALID_VALUE', 'card saw a problem');
        vars[0]!.value = ctx.renderPartial('card', vars[0]!.value, { args: { size: 'L' } }) ?? 'none';
      },
    };
    const r = renderTemplate('line1\n  {item|card}{item|card2}', { item: { name: 'n' } }, {
      formatters: { card, card2: { apply: (_a, vars, ctx) => void (vars[0]!.value = ctx.renderPartial('nope', 1) ?? 'none') } },
      partials: { card: '<{name}:{@args.size}>' },
    });
    expect(r.output).toBe('line1\n  <n:L>none');
    expect(r.errors.map((e) => [e.code, e.line, e.column])).toEqual([
      ['INVALID_VALUE', 2, 3],
      ['PARTIAL_MISSING', 2, 14],
    ]);
  });

  it('turn a throwing plugin into an error instead of an exception', () => {
    const boom: FormatterPlugin = {
      apply() {
        throw new Error('kaput');
      },
    };
    const never: PredicatePlugin = {
      apply() {
        throw new Error('nope');
      },
    };
    const r = renderTemplate('a{x|boom}b{.never?}c{.or}d{.end}e', { x: 1 }, { formatters: { boom }, predicates: { 'never?': never } });
    expect(r.output).toBe('abe');
    expect(r.errors.map((e) => e.code)).toEqual(['PLUGIN_FAILED', 'PLUGIN_FAILED']);
    expect(r.errors[0]?.message).toContain("Formatter 'boom' failed: Error: kaput");
  });
});
