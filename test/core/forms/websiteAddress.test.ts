import { describe, expect, it } from 'vitest';
import { websiteAddress } from '../../../src/core/forms';

describe('websiteAddress', () => {
  it('keeps an http(s) address with a domain name as typed, trimmed', () => {
    expect(websiteAddress('https://example.com')).toBe('https://example.com');
    expect(websiteAddress('  http://shop.example.co.uk/path?q=1#top ')).toBe('http://shop.example.co.uk/path?q=1#top');
    expect(websiteAddress('HTTPS://Example.COM:8443/a')).toBe('HTTPS://Example.COM:8443/a');
    expect(websiteAddress('https://bücher.example')).toBe('https://bücher.example');
  });

  it('puts https:// in front of a bare domain', () => {
    expect(websiteAddress('example.com')).toBe('https://example.com');
    expect(websiteAddress('www.example.com/shop')).toBe('https://www.example.com/shop');
    expect(websiteAddress('example.com:8080')).toBe('https://example.com:8080');
  });

  it('refuses text that is no web address: spaces, no domain, another scheme, a user name, a bad host', () => {
    for (const text of ['', '   ', 'not a url', 'example', 'https://localhost', 'https://example.c', 'ftp://example.com', 'mailto:ada@example.com',
      'javascript:alert(1)', 'https://user:secret@example.com', 'https://exa mple.com', 'https://-example.com', 'https://example..com', 'http://', '//example.com']) {
      expect(websiteAddress(text), text).toBeNull();
    }
  });
});
