import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../src/elements/define';
import { defineAllElements } from '../../src/elements/defineAllElements';
import { elementClasses } from '../../src/elements/elementClasses';
import { elementRegistry } from '../../src/elements/registry';

const TAGS = [
  'store-product',
  'store-variant-select',
  'store-quantity-input',
  'store-product-price',
  'store-product-badge',
  'store-scarcity',
  'store-add-to-cart',
  'store-cart-pill',
  'store-cart',
  'store-quick-view',
  'store-restock-notification',
  'store-account',
  'store-analytics',
  'store-cookie-consent',
  'store-form',
  'store-installment-pill',
  'store-review-stars',
  'store-reviews',
];

describe('registration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('defines every element synchronously, and a second call is a silent no-op', () => {
    const first = defineAllElements();
    for (const tag of TAGS) expect(customElements.get(tag)).toBe(elementClasses[tag as keyof typeof elementClasses]);
    const warn = vi.spyOn(console, 'warn');
    const second = defineAllElements();
    expect(Object.values(second).every((result) => result === 'already-defined')).toBe(true);
    expect(Object.keys(first).sort()).toEqual([...TAGS].sort());
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and never throws when another copy already took a tag', () => {
    defineAllElements();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class OtherCopy extends HTMLElement {}
    expect(defineElement('store-product', OtherCopy)).toBe('conflict');
    expect(String(warn.mock.calls[0]![0])).toContain('already defined by another copy of storefront-elements');
  });

  it('lists every element in the lazy registry under the same tag names, loading the same classes', async () => {
    expect(elementRegistry.map(([tag]) => tag).sort()).toEqual([...TAGS].sort());
    for (const [tag, load] of elementRegistry) expect(await load()).toBe(elementClasses[tag]);
  });

  it('prefixes every tag with store-', () => {
    for (const tag of Object.keys(elementClasses)) expect(tag).toMatch(/^store-[a-z-]+$/);
  });
});
