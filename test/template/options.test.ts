import { describe, expect, it } from 'vitest';
import { compileTemplate, DEFAULT_TEMPLATE_OPTIONS, normalizeTemplateOptions, TemplateOptionsError } from '../../src/template';

describe('template options', () => {
  it('default to the exported defaults (locale en-US, partial depth 16, expressions and include on)', () => {
    const o = normalizeTemplateOptions(undefined);
    expect(o).toEqual({ ...DEFAULT_TEMPLATE_OPTIONS });
    expect(o.locale).toBe('en-US');
    expect(o.maxPartialDepth).toBe(16);
    expect(o.enableExpr).toBe(true);
    expect(o.enableInclude).toBe(true);
  });

  it('merge partial options over the defaults and normalise locale tags', () => {
    const o = normalizeTemplateOptions({ locale: 'fr_FR', exprLimits: { maxTokens: 5 } });
    expect(o.locale).toBe('fr-FR');
    expect(o.exprLimits).toEqual({ maxTokens: 5, maxStringLength: DEFAULT_TEMPLATE_OPTIONS.exprLimits.maxStringLength });
  });

  it('reject bad values with a typed error naming the option', () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ locale: 'not a locale' }, 'locale'],
      [{ now: 'yesterday' }, 'now'],
      [{ maxOutputLength: -1 }, 'maxOutputLength'],
      [{ maxFormatterChain: 1.5 }, 'maxFormatterChain'],
      [{ enableExpr: 'yes' }, 'enableExpr'],
      [{ partials: { a: 1 } }, 'partials'],
      [{ exprLimits: { maxTokens: -3 } }, 'exprLimits.maxTokens'],
    ];
    for (const [options, name] of bad) {
      let error: unknown;
      try {
        compileTemplate('x', options);
      } catch (e) {
        error = e;
      }
      expect(error, name).toBeInstanceOf(TemplateOptionsError);
      expect((error as TemplateOptionsError).code).toBe('INVALID_OPTION');
      expect((error as TemplateOptionsError).option).toBe(name);
      expect((error as Error).message).toContain(`Invalid template option "${name}"`);
    }
  });

  it('accept per-render overrides of locale, now and injects', () => {
    const t = compileTemplate('{.inject @v v.json}{@v}', { injects: { 'v.json': 'compile' } });
    expect(t.render({}).output).toBe('compile');
    expect(t.render({}, { injects: { 'v.json': 'render' } }).output).toBe('render');
  });
});
