import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeHtmlAttribute, slugify, stripTags, urlEncode } from '../../../../src/template/plugins/core';

describe('escapeHtml / escapeHtmlAttribute', () => {
  it('escape the same text alike however often it repeats, in both quoting modes', () => {
    const text = 'Product <7> & "friends" of the long kind';
    for (let i = 0; i < 3; i++) {
      expect(escapeHtml(text)).toBe('Product &lt;7&gt; &amp; "friends" of the long kind');
      expect(escapeHtmlAttribute(text)).toBe('Product &lt;7&gt; &amp; &quot;friends&quot; of the long kind');
    }
  });

  it('stay exact over thousands of distinct texts, short and long, with and without special characters', () => {
    for (let i = 0; i < 6000; i++) {
      const plain = `plain text number ${i} without specials`;
      const special = `${i} <b>bold</b> & "quoted" ${'x'.repeat(i % 300)}`;
      expect(escapeHtml(plain)).toBe(plain);
      expect(escapeHtml(special)).toBe(`${i} &lt;b&gt;bold&lt;/b&gt; &amp; "quoted" ${'x'.repeat(i % 300)}`);
      expect(escapeHtmlAttribute(special)).toBe(`${i} &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; ${'x'.repeat(i % 300)}`);
    }
    expect(escapeHtml('<>&')).toBe('&lt;&gt;&amp;');
    expect(escapeHtml('Product <7> & "friends" of the long kind')).toBe('Product &lt;7&gt; &amp; "friends" of the long kind');
  });
});

describe('slugify / stripTags / urlEncode', () => {
  const char = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });
  const texts = fc.string({ unit: fc.oneof(fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003', '\u3000', '\ufeff', '-', '<', '>', 'A', 'z', '9', '&', 'é'), char) });
  const check = <T>(arbitrary: fc.Arbitrary<T>, test: (value: T) => void) => fc.assert(fc.property(arbitrary, test), { numRuns: 3000 });

  it('slugify keeps ASCII letters, digits and dashes, lower-cased, and turns whitespace runs into one dash', () => {
    check(texts, (text) => {
      expect(slugify(text)).toBe(text.replace(/[^a-zA-Z0-9\s-]+/g, '').replace(/\s+/g, '-').toLowerCase());
    });
    expect(slugify(' Hello, World  2! ')).toBe('-hello-world-2-');
  });

  it('stripTags drops every tag up to the first > after its <', () => {
    check(texts, (text) => {
      expect(stripTags(text)).toBe(text.replace(/<[^>]*?>/g, ''));
    });
    expect(stripTags('a<b<c>d>e<f')).toBe('ad>e<f');
  });

  it('urlEncode percent-encodes UTF-8 bytes as escape() does over them', () => {
    check(fc.string({ unit: fc.oneof(fc.constantFrom('@', '*', '_', '+', '-', '.', '/', '!', '~', "'", '(', ')', '%', ' '), char) }), (text) => {
      expect(urlEncode(text)).toBe(escape(unescape(encodeURIComponent(text))));
    });
    expect(urlEncode('a b+é/@\u{1F600}')).toBe('a%20b+%C3%A9/@%F0%9F%98%80');
    expect(() => urlEncode('x\ud800y')).toThrow('Lone surrogate U+D800 is not a scalar value');
    expect(() => urlEncode('\udc00')).toThrow('Lone surrogate U+DC00 is not a scalar value');
  });
});
