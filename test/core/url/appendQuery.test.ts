import { describe, expect, it } from 'vitest';
import { appendQuery } from '../../../src/core/url';

describe('appendQuery', () => {
  it('appends encoded parameters before the fragment, keeping an existing query', () => {
    expect(appendQuery('/a', { x: 'a b', y: 2 })).toBe('/a?x=a%20b&y=2');
    expect(appendQuery('/a?k=1#f', { x: '&' })).toBe('/a?k=1&x=%26#f');
    expect(appendQuery('/a?', { x: 1 })).toBe('/a?x=1');
  });

  it('skips undefined values and leaves the URL alone when nothing is left', () => {
    expect(appendQuery('/a#f', { x: undefined })).toBe('/a#f');
    expect(appendQuery('/a', { x: undefined, y: 'z' })).toBe('/a?y=z');
  });
});
