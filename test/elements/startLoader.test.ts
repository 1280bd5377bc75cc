import { afterEach, describe, expect, it, vi } from 'vitest';
import { elementManifest } from '../../src/elements/manifest';
import { startLoader } from '../../src/elements/startLoader';

describe('startLoader', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('defines each tag of the manifest the first time it appears, on the page at start or added later by script, and no other', async () => {
    document.body.innerHTML = '<main><store-product-badge></store-product-badge></main>';
    const observer = startLoader(document);
    await vi.waitFor(() => expect(customElements.get('store-product-badge')).toBeDefined());
    expect(customElements.get('store-review-stars')).toBeUndefined();
    const later = document.createElement('section');
    later.innerHTML = '<store-review-stars></store-review-stars>';
    document.body.append(later);
    await vi.waitFor(() => expect(customElements.get('store-review-stars')).toBeDefined());
    expect(customElements.get('store-review-stars')).toBe(await elementManifest['store-review-stars'].load());
    expect(Object.keys(elementManifest).filter((tag) => customElements.get(tag) !== undefined).sort()).toEqual(['store-product-badge', 'store-review-stars']);
    observer.disconnect();
  });
});
