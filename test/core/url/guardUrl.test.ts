import { describe, expect, it, vi } from 'vitest';
import { guardUrl } from '../../../src/core/url';

describe('guardUrl', () => {
  it('passes a usable URL without a warning', () => {
    const warn = vi.fn();
    expect(guardUrl('/shop/p/tee', { element: 'store-cart', field: 'productUrl' }, warn)).toBe('/shop/p/tee');
    expect(guardUrl(undefined, { element: 'store-cart', field: 'productUrl' }, warn)).toBeUndefined();
    expect(guardUrl(' ', { element: 'store-cart', field: 'productUrl' }, warn)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a script URL with one warning naming the element and the field', () => {
    const warn = vi.fn();
    expect(guardUrl('JavaScript:alert(1)', { element: 'store-quick-view', field: 'fullUrl' }, warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      '[storefront-elements] <store-quick-view> fullUrl is "JavaScript:alert(1)" but must be an http(s) or relative URL; it is not used.',
    );
  });

  it('warns once per element, field and value, however often the value is guarded', () => {
    const warn = vi.fn();
    const sink = { element: 'store-cart', field: 'productUrl' };
    for (let render = 0; render < 5; render += 1) expect(guardUrl('data:text/html,x', sink, warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    guardUrl('data:text/html,y', sink, warn);
    guardUrl('data:text/html,x', { element: 'store-cart', field: 'imageUrl' }, warn);
    guardUrl('data:text/html,x', { element: 'store-reviews', field: 'productUrl' }, warn);
    expect(warn).toHaveBeenCalledTimes(4);
  });
});
