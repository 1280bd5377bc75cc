import { describe, expect, it } from 'vitest';
import { createTemplateCache, TemplateOptionsError, type FormatterPlugin } from '../../src/template';

/** A formatter that wraps its value in `[...]` and counts how often a compile prepared it. */
function countingFormatter(): { plugin: FormatterPlugin<null>; prepared: () => number } {
  let prepared = 0;
  return {
    plugin: {
      prepare: () => {
        prepared++;
        return null;
      },
      apply: (_args, vars) => {
        (vars[0] as { value: unknown }).value = `[${String((vars[0] as { value: unknown }).value)}]`;
      },
    },
    prepared: () => prepared,
  };
}

describe('createTemplateCache', () => {
  it('compiles a source once and renders it many times', () => {
    const cache = createTemplateCache({ max: 10 });
    const { plugin, prepared } = countingFormatter();
    const options = { formatters: { box: plugin } };
    const outputs = ['a', 'b', 'c'].map((name) => cache.render('Hi {name|box}', { name }, options).output);
    expect(outputs).toEqual(['Hi [a]', 'Hi [b]', 'Hi [c]']);
    expect(prepared()).toBe(1);
    expect(cache.compile('Hi {name|box}', options)).toBe(cache.compile('Hi {name|box}', options));
    expect(cache.size).toBe(1);
  });

  it('compiles the partials of a cached template once across renders', () => {
    const cache = createTemplateCache();
    const { plugin, prepared } = countingFormatter();
    const options = { partials: { 'item.block': '<li>{title|box}</li>' }, formatters: { box: plugin } };
    const template = '{.repeated section items}{@|apply item.block}{.end}';
    const first = cache.render(template, { items: [{ title: 'A' }, { title: 'B' }] }, options);
    const second = cache.render(template, { items: [{ title: 'C' }] }, options);
    expect([first.output, second.output]).toEqual(['<li>[A]</li><li>[B]</li>', '<li>[C]</li>']);
    expect(prepared()).toBe(1);
  });

  it('drops the least recently used template beyond max', () => {
    const cache = createTemplateCache({ max: 2 });
    const a = cache.compile('{a}');
    const b = cache.compile('{b}');
    expect(cache.compile('{a}')).toBe(a);
    cache.compile('{c}');
    expect(cache.size).toBe(2);
    expect(cache.compile('{a}')).toBe(a);
    expect(cache.compile('{b}')).not.toBe(b);
    expect(cache.size).toBe(2);
  });

  it('keeps 100 templates by default, then drops the least recently used', () => {
    const cache = createTemplateCache();
    const compiled = Array.from({ length: 100 }, (_, index) => cache.compile(`{t${index}}`));
    expect(cache.size).toBe(100);
    expect(cache.compile('{t0}')).toBe(compiled[0]);
    cache.compile('{t100}');
    expect(cache.size).toBe(100);
    expect(cache.compile('{t0}')).toBe(compiled[0]);
    expect(cache.compile('{t1}')).not.toBe(compiled[1]);
  });

  it('keys options by their normalized values: order and spelled-out defaults do not matter', () => {
    const cache = createTemplateCache();
    const partials = { 'a.block': 'A', 'b.block': 'B' };
    const template = cache.compile('{@|apply a.block}', { locale: 'fr_FR', partials });
    expect(cache.compile('{@|apply a.block}', { partials: { 'b.block': 'B', 'a.block': 'A' }, locale: 'fr-FR' })).toBe(template);
    const plain = cache.compile('{x}');
    expect(cache.compile('{x}', { locale: 'en-US', enableExpr: true, sitePlugins: true, partials: {}, injects: {} })).toBe(plain);
    expect(cache.size).toBe(2);
  });

  it('compiles again when the source, a partial text, a plugin or a compile option differs', () => {
    const cache = createTemplateCache();
    const { plugin } = countingFormatter();
    const base = cache.compile('{@|apply a.block}', { partials: { 'a.block': 'A' }, formatters: { box: plugin } });
    const variants = [
      cache.compile('{@|apply a.block} ', { partials: { 'a.block': 'A' }, formatters: { box: plugin } }),
      cache.compile('{@|apply a.block}', { partials: { 'a.block': 'A2' }, formatters: { box: plugin } }),
      cache.compile('{@|apply a.block}', { partials: { 'a.block': 'A' }, formatters: { box: countingFormatter().plugin } }),
      cache.compile('{@|apply a.block}', { partials: { 'a.block': 'A' }, formatters: { box: plugin }, maxNestingDepth: 8 }),
      cache.compile('{@|apply a.block}', { partials: { 'a.block': 'A' }, formatters: { box: plugin }, sitePlugins: false }),
    ];
    expect(new Set([base, ...variants]).size).toBe(6);
    expect(cache.compile('{@|apply a.block}', { partials: { 'a.block': 'A' }, formatters: { box: plugin } })).toBe(base);
    expect(cache.render('{@|apply a.block}', {}, { partials: { 'a.block': 'A2' } }).output).toBe('A2');
  });

  it('applies render options to one render without compiling again', () => {
    const cache = createTemplateCache();
    const { plugin, prepared } = countingFormatter();
    const options = { formatters: { box: plugin } };
    const limited = cache.render('{name|box} and more', { name: 'Ann' }, options, { maxOutputLength: 5 });
    expect(limited.output).toBe('[Ann]');
    expect(limited.errors.map((error) => error.code)).toContain('OUTPUT_LIMIT');
    expect(cache.render('{name|box} and more', { name: 'Ann' }, options).output).toBe('[Ann] and more');
    expect(prepared()).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('caches a template with errors and reports its compile errors on every render', () => {
    const cache = createTemplateCache();
    const broken = '{.section a}{b}';
    const first = cache.render(broken, { a: { b: 1 } });
    const second = cache.render(broken, { a: { b: 2 } });
    expect(first.errors.map((error) => error.code)).toEqual(['EOF_IN_BLOCK', 'UNCLOSED_BLOCK']);
    expect(second.errors).toEqual(first.errors);
    expect(cache.compile(broken).errors).toEqual(first.errors);
    expect(cache.size).toBe(1);
  });

  it('throws for invalid options or source and caches nothing', () => {
    const cache = createTemplateCache();
    expect(() => cache.compile('{a}', { maxNestingDepth: 0 })).toThrow(TemplateOptionsError);
    expect(() => cache.render('{a}', {}, { locale: 'not a locale' })).toThrow(TemplateOptionsError);
    expect(() => cache.compile(42 as unknown as string)).toThrow(TypeError);
    expect(cache.size).toBe(0);
    expect(() => createTemplateCache({ max: 0 })).toThrow('Template cache max must be an integer >= 1, got 0');
  });

  it('clears every template', () => {
    const cache = createTemplateCache();
    const template = cache.compile('{a}');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.compile('{a}')).not.toBe(template);
  });
});
