import { describe, expect, it, vi } from 'vitest';

describe('loader', () => {
  it('defines an element only when its tag first appears on the page', async () => {
    expect(customElements.get('store-cart-pill')).toBeUndefined();
    await import('../../src/elements/loader');
    expect(customElements.get('store-cart-pill')).toBeUndefined();
    expect(customElements.get('store-product')).toBeUndefined();
    document.body.append(document.createElement('div'));
    document.body.lastElementChild!.innerHTML = '<section><store-product></store-product></section>';
    await vi.waitFor(() => expect(customElements.get('store-product')).toBeDefined(), { timeout: 15_000 });
    expect(customElements.get('store-cart-pill')).toBeUndefined();
  });
});
