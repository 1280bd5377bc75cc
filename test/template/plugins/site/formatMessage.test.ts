import { describe, expect, it } from 'vitest';
import { formatTemplateMessage } from '../../../../src/template/plugins/site/formatMessage';
import { renderSite } from './renderSite';

const format = (message: string, positional: unknown[], locale = 'en-US') =>
  formatTemplateMessage(message, { locale, timeZone: 'America/New_York', positional, named: {} });

describe('message and plural', () => {
  it('selects plural forms from the locale, counting visible decimals', () => {
    const message = '{0 plural one{# ONE} other{# OTHER}}';
    expect(format(message, ['1']).text).toBe('1 ONE');
    expect(format(message, ['1.0']).text).toBe('1.0 OTHER');
    expect(format(message, ['0.5'], 'fr-FR').text).toBe('0.5 ONE');
    expect(format('{0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}', [23]).text).toBe('23rd');
  });

  it('reports a missing other form', () => {
    const { problems } = format('{0 plural one{item}}', [1]);
    expect(problems.map((p) => p.kind)).toContain('missing-other');
  });

  it('reports a plural key that is not a category of the locale', () => {
    const { text, problems } = format('{0 plural few{# few} other{# other}}', [3]);
    expect(text).toBe('3 other');
    expect(problems).toEqual([expect.objectContaining({ kind: 'invalid-plural-key' })]);
  });

  it('reports a non-numeric plural value', () => {
    const { text, problems } = format('{0 plural one{one} other{other}}', ['many']);
    expect(text).toBe('other');
    expect(problems).toEqual([expect.objectContaining({ kind: 'non-numeric-plural' })]);
  });

  it('reports a missing formatter and writes nothing for it', () => {
    const { text, problems } = format('a{0 fancy}b', [1]);
    expect(text).toBe('ab');
    expect(problems).toEqual([expect.objectContaining({ kind: 'missing-formatter' })]);
  });

  it('formats money, decimals and dates inside messages', () => {
    expect(format('{0 money}', [{ decimalValue: '1234.5', currencyCode: 'EUR' }]).text).toBe('€1,234.50');
    expect(format('{0 decimal maxfrac:1}', ['12345.678']).text).toBe('12,345.7');
  });

  it('resolves named and positional arguments through the template and reports problems as render errors', () => {
    const result = renderSite('{m|message n name=who}', { m: '{name}: {0 plural one{# item} other{# items}}', n: 2, who: 'Ann' });
    expect(result.output).toBe('Ann: 2 items');
    const bad = renderSite('{m|plural n}', { m: '{0 plural one{x}}', n: 1 });
    expect(bad.errors.some((e) => e.message.includes('no "other" form'))).toBe(true);
  });
});
