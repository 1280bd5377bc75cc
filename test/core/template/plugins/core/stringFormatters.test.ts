import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeHtmlAttribute } from '../../../../../src/core/template/plugins/core';

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
