import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../../src/core/url';
import { HOSTILE_URLS } from '../../elements/support/hostileUrls';

describe('safeUrl (the URL guard)', () => {
  it('refuses every scheme but http(s), in any case, spacing or with control characters', () => {
    for (const url of HOSTILE_URLS) expect(safeUrl(url), JSON.stringify(url)).toBeUndefined();
  });

  it('accepts http(s) URLs in any case, and keeps them as written', () => {
    expect(safeUrl('https://shop.example/p/tee?size=M#reviews')).toBe('https://shop.example/p/tee?size=M#reviews');
    expect(safeUrl('HTTP://shop.example/')).toBe('HTTP://shop.example/');
    expect(safeUrl('//cdn.example/tee.jpg')).toBe('//cdn.example/tee.jpg');
  });

  it('accepts relative URLs, templates with {placeholders} included, trimming surrounding spaces', () => {
    for (const url of ['/cart', 'cart', '../shop', '?page=2', '#top', '/shop/p/{itemId}', '/api/dev/installments/modal?locale={locale}', '/shop/p/a b']) {
      expect(safeUrl(url), url).toBe(url);
    }
    expect(safeUrl('  /checkout  ')).toBe('/checkout');
  });

  it('reads a word before a colon that is no scheme as a relative path', () => {
    expect(safeUrl('/javascript:alert(1)')).toBe('/javascript:alert(1)');
    expect(safeUrl('./javascript:alert(1)')).toBe('./javascript:alert(1)');
  });

  it('gives nothing for an absent or blank value', () => {
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl(null)).toBeUndefined();
    expect(safeUrl('')).toBeUndefined();
    expect(safeUrl('   ')).toBeUndefined();
  });
});
