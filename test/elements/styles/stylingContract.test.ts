import { afterEach, describe, expect, it } from 'vitest';
import { configureStorefront } from '../../../src/elements/page/storefront';
import { createMockStorefront } from '../../../stories/support/mockStorefront';
import { cleanup, mount, productScript } from '../support/renderElements';
import { tee } from '../support/products';

const PAGE = `
  <store-cart-pill></store-cart-pill>
  <store-product>${productScript(tee())}
    <store-product-badge></store-product-badge>
    <store-product-price></store-product-price>
    <store-variant-select></store-variant-select>
    <store-quantity-input></store-quantity-input>
    <store-scarcity></store-scarcity>
    <store-add-to-cart></store-add-to-cart>
    <store-installment-pill><script type="application/json">{"afterPayAvailable":true,"afterPayMin":100,"afterPayMax":100000,"shopperLanguage":"en","stripeAccountCountry":"US"}</script></store-installment-pill>
    <store-review-stars merchant-id="m"><script type="application/json">{"merchantId":"m","reviews":[{"userName":"A","reviewDate":"2026-01-02","starRating":3.5,"reviewText":"Ok","productName":"Tee","productId":"classic-tee","imageUrl":"/a.png"}]}</script></store-review-stars>
    <store-reviews merchant-id="m"><script type="application/json">{"merchantId":"m","reviews":[{"userName":"A","reviewDate":"2026-01-02","starRating":3.5,"reviewText":"Ok","productName":"Tee","productId":"classic-tee","imageUrl":"/a.png"}]}</script></store-reviews>
  </store-product>`;

function storeElements(root: ParentNode): Element[] {
  return [...root.querySelectorAll('*')].filter((element) => element.localName.startsWith('store-'));
}

describe('styling contract of every element', () => {
  afterEach(cleanup);

  it('uses only adopted stylesheets: no <style> elements or style attributes in any shadow root', async () => {
    configureStorefront(createMockStorefront({ entries: [{ itemId: 'a', quantity: 2, unitCents: 500 }] }).storefront);
    const container = await mount(PAGE);
    const elements = storeElements(container);
    expect(elements).toHaveLength(11);
    for (const element of elements) {
      const root = element.shadowRoot!;
      expect(root.mode).toBe('open');
      expect(root.adoptedStyleSheets.length).toBe(1);
      expect(root.querySelector('style, [style]')).toBeNull();
      expect(element.hasAttribute('style')).toBe(false);
    }
  });

  it('reflects data-state on every host and gives every rendered piece a part', async () => {
    configureStorefront(createMockStorefront({ entries: [{ itemId: 'a', quantity: 2, unitCents: 500 }] }).storefront);
    const container = await mount(PAGE);
    for (const element of storeElements(container)) {
      expect(element.getAttribute('data-state'), element.localName).toBeTruthy();
      for (const piece of element.shadowRoot!.querySelectorAll('*')) {
        if (piece.localName === 'slot' || piece.closest('[part]') || piece.closest('svg')?.hasAttribute('part')) continue;
        throw new Error(`<${element.localName}> renders <${piece.localName}> outside any part`);
      }
    }
  });

  it('declares --store-* custom properties with fallbacks in every stylesheet that themes colours', async () => {
    configureStorefront(createMockStorefront().storefront);
    const container = await mount(PAGE);
    for (const element of storeElements(container)) {
      const css = [...element.shadowRoot!.adoptedStyleSheets[0]!.cssRules].map((rule) => rule.cssText).join('\n');
      const custom = css.match(/var\(--[a-z-]+/g) ?? [];
      for (const name of custom) expect(name).toMatch(/^var\(--store-/);
    }
  });
});
