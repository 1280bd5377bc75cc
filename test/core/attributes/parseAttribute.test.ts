import { describe, expect, it } from 'vitest';
import { booleanAttribute, enumAttribute, numberAttribute, parseAttribute, stringAttribute, urlAttribute } from '../../../src/core/attributes';
import { HOSTILE_URLS } from '../../elements/support/hostileUrls';

describe('parseAttribute', () => {
  it('treats a present boolean attribute as true, including attr=""', () => {
    expect(parseAttribute('disabled', booleanAttribute(), '').value).toBe(true);
    expect(parseAttribute('disabled', booleanAttribute(), 'false').value).toBe(true);
    expect(parseAttribute('disabled', booleanAttribute(), null).value).toBe(false);
  });

  it('parses numbers within bounds and rejects malformed text with the default', () => {
    const spec = numberAttribute({ default: 1, min: 1, max: 9999, integer: true });
    expect(parseAttribute('value', spec, '42')).toEqual({ value: 42, issue: null });
    expect(parseAttribute('value', spec, null)).toEqual({ value: 1, issue: null });
    for (const text of ['abc', '12px', '', '0', '10000', '1.5', 'Infinity', '0x10']) {
      const parsed = parseAttribute('value', spec, text);
      expect(parsed.value).toBe(1);
      expect(parsed.issue).toMatchObject({ attribute: 'value', received: text, expected: 'a whole number from 1 to 9999', fallback: 1 });
    }
  });

  it('does not use parseFloat leniency', () => {
    expect(parseAttribute('max', numberAttribute({ default: 5 }), '7abc').value).toBe(5);
    expect(parseAttribute('max', numberAttribute({ default: 5 }), ' 7 ').value).toBe(7);
  });

  it('accepts enum keywords case-insensitively and falls back on unknown ones', () => {
    const spec = enumAttribute(['add', 'buy-now'], 'add');
    expect(parseAttribute('mode', spec, 'BUY-NOW').value).toBe('buy-now');
    const parsed = parseAttribute('mode', spec, 'sell');
    expect(parsed.value).toBe('add');
    expect(parsed.issue?.expected).toBe('one of "add", "buy-now"');
  });

  it('returns string attributes as written, or the default when absent', () => {
    expect(parseAttribute('label', stringAttribute('x'), 'Buy')).toEqual({ value: 'Buy', issue: null });
    expect(parseAttribute('label', stringAttribute('x'), null).value).toBe('x');
    expect(parseAttribute('label', stringAttribute(), undefined).value).toBeUndefined();
  });

  it('passes a URL attribute through the URL guard: http(s) and relative URLs, else the default with an issue', () => {
    const spec = urlAttribute('/cart');
    expect(parseAttribute('href', spec, null)).toEqual({ value: '/cart', issue: null });
    expect(parseAttribute('href', spec, '/basket')).toEqual({ value: '/basket', issue: null });
    expect(parseAttribute('href', spec, ' https://shop.example/cart ')).toEqual({ value: 'https://shop.example/cart', issue: null });
    for (const text of [...HOSTILE_URLS, '']) {
      expect(parseAttribute('href', spec, text), JSON.stringify(text)).toEqual({
        value: '/cart',
        issue: { attribute: 'href', received: text, expected: 'an http(s) or relative URL', fallback: '/cart' },
      });
    }
    expect(parseAttribute('captcha-script-url', urlAttribute(), 'javascript:alert(1)').value).toBeUndefined();
  });
});
