import { afterEach, describe, expect, it, vi } from 'vitest';
import { elementManifest } from '../../src/elements/manifest';
import { defineElementsIn, startLoader } from '../../src/elements/startLoader';

describe('startLoader', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('defines each tag of the manifest the first time it appears, on the page at start or added later by script, and no other', async () => {
    document.body.innerHTML = '<main><store-product-badge></store-product-badge></main>';
    const observer = startLoader(document);
    await vi.waitFor(() => expect(customElements.get('store-product-badge')).toBeDefined(), { timeout: 15_000 });
    expect(customElements.get('store-review-stars')).toBeUndefined();
    const later = document.createElement('section');
    later.innerHTML = '<store-review-stars></store-review-stars>';
    document.body.append(later);
    await vi.waitFor(() => expect(customElements.get('store-review-stars')).toBeDefined(), { timeout: 15_000 });
    expect(customElements.get('store-review-stars')).toBe(await elementManifest['store-review-stars'].load());
    expect(Object.keys(elementManifest).filter((tag) => customElements.get(tag) !== undefined).sort()).toEqual(['store-product-badge', 'store-review-stars']);
    observer.disconnect();
  });
});

describe('defineElementsIn', () => {
  it('defines the elements of the manifest in a tree no loader watches (an element\'s own shadow tree)', async () => {
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    document.body.append(host);
    startLoader(document);
    const product = document.createElement('store-product');
    product.append(document.createElement('store-quantity-input'));
    shadow.append(product);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(customElements.get('store-quantity-input')).toBeUndefined();
    defineElementsIn(product);
    await vi.waitFor(() => expect(customElements.get('store-quantity-input')).toBeDefined(), { timeout: 15_000 });
    expect(customElements.get('store-quantity-input')).toBe(await elementManifest['store-quantity-input'].load());
  });
});
