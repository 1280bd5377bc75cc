import { describe, expect, it } from 'vitest';

const TAGS = ['store-product', 'store-variant-select', 'store-quantity-input', 'store-product-price', 'store-product-badge', 'store-scarcity', 'store-add-to-cart', 'store-cart-pill', 'store-installment-pill', 'store-review-stars', 'store-reviews'];

describe('entry points', () => {
  it('per-element entries export classes without registering them', async () => {
    const entries = await Promise.all([
      import('../../src/elements/product'),
      import('../../src/elements/variant-select'),
      import('../../src/elements/quantity-input'),
      import('../../src/elements/product-price'),
      import('../../src/elements/product-badge'),
      import('../../src/elements/scarcity'),
      import('../../src/elements/add-to-cart'),
      import('../../src/elements/cart-pill'),
      import('../../src/elements/installment-pill'),
      import('../../src/elements/review-stars'),
      import('../../src/elements/reviews'),
    ]);
    expect(entries.every((entry) => Object.values(entry).some((value) => typeof value === 'function'))).toBe(true);
    for (const tag of TAGS) expect(customElements.get(tag)).toBeUndefined();
  });

  it('the package entry registers every element as soon as it is evaluated', async () => {
    const entry = await import('../../src/index');
    for (const tag of TAGS) expect(customElements.get(tag), tag).toBe(entry.elementClasses[tag as keyof typeof entry.elementClasses]);
  });
});
