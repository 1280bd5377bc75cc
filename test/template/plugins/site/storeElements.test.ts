import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderSite } from './renderSite';

const product = {
  id: 'p<1>',
  structuredContent: {
    productType: 1,
    useCustomAddButtonText: true,
    customAddButtonText: 'Buy </script> now',
    variantOptionOrdering: ['Size'],
    variants: [
      { attributes: { Size: 'S' }, qtyInStock: 3, priceMoney: { value: '1', currency: 'USD' } },
      { attributes: { Size: 'M' }, qtyInStock: 3, priceMoney: { value: '1', currency: 'USD' } },
    ],
  },
};

const scriptJson = (html: string): unknown => JSON.parse(/<script type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('commerce formatters render <store-*> elements', () => {
  it('renders the quick-view button as <store-quick-view> inside <store-product> (its JSON), with the group and the localized text as its label, escaped', () => {
    const html = renderSite('{@|product-quick-view foo}', { id: 'p<1>', title: 'Tee', foo: 'b"r' }).output;
    expect(html.startsWith('<store-product product-id="p&lt;1&gt;"><script type="application/json">')).toBe(true);
    expect(scriptJson(html)).toEqual({ id: 'p<1>', title: 'Tee', foo: 'b"r' });
    expect(html.endsWith('<store-quick-view label="Quick View" data-group="b&quot;r"></store-quick-view></store-product>')).toBe(true);
    expect(renderSite('{item|product-quick-view}', { item: { id: 'x' }, localizedStrings: { productQuickViewText: 'Aperçu' } }).output).toContain(
      '<store-quick-view label="Aperçu" data-group=""></store-quick-view>',
    );
  });

  it('wraps the product JSON (with < escaped) in <store-product> around <store-add-to-cart label>', () => {
    const html = renderSite('{@|add-to-cart-btn}', product).output;
    expect(html.startsWith('<store-product product-id="p&lt;1&gt;"><script type="application/json">')).toBe(true);
    expect(html).not.toContain('Buy </script>');
    expect(html).toContain('\\u003c/script>');
    expect(scriptJson(html)).toEqual(product);
    expect(html).toContain('<store-add-to-cart label="Buy &lt;/script&gt; now"></store-add-to-cart></store-product>');
  });

  it('gives <store-add-to-cart> the mode its element understands for subscriptions and gift cards', () => {
    const subscription = { ...product, structuredContent: { ...product.structuredContent, useCustomAddButtonText: false, isSubscribable: true } };
    expect(renderSite('{@|add-to-cart-btn}', subscription).output).toContain('<store-add-to-cart mode="subscribe"></store-add-to-cart>');
    const giftCard = { ...product, structuredContent: { ...product.structuredContent, useCustomAddButtonText: false, productType: 4 } };
    expect(renderSite('{@|add-to-cart-btn}', giftCard).output).toContain('<store-add-to-cart mode="gift-card"></store-add-to-cart>');
  });

  it('renders quantity input, variant select, checkout, scarcity and restock elements', () => {
    expect(renderSite('{@|quantity-input}', product).output).toContain('<store-quantity-input></store-quantity-input>');
    expect(renderSite('{@|variants-select}', product).output).toContain('<store-variant-select></store-variant-select>');
    expect(renderSite('{@|product-checkout}', product).output).toContain('<store-add-to-cart mode="buy-now"></store-add-to-cart>');
    const merch = { productMerchandisingContext: { 'p<1>': { scarcityEnabled: true, scarcityText: 'Only {quantity} left', scarcityShownByDefault: true } } };
    const scarcity = renderSite('{p|product-scarcity}', { p: product, ...merch }).output;
    expect(scarcity).toContain('<store-scarcity></store-scarcity>');
    expect(scriptJson(scarcity)).toEqual({ ...product, ...merch });
    expect(renderSite('{p|product-restock-notification}', { p: product, website: { captchaSettings: { siteKey: 'k' } } }).output)
      .toContain('<store-restock-notification captcha-site-key="k"></store-restock-notification>');
  });

  it('omits the quantity input for single stock and the variant select without options', () => {
    const single = { ...product, structuredContent: { ...product.structuredContent, variants: [{ qtyInStock: 1 }] } };
    expect(renderSite('{@|quantity-input}', single).output).toBe('');
    expect(renderSite('{@|variants-select}', single).output).toBe('');
  });

  it('lists every deliberately different fixture with a reason', () => {
    const listed = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../conformance/deliberate-differences.json'), 'utf8')) as Record<string, string>;
    for (const name of ['add-to-cart-btn', 'quantity-input', 'variants-select', 'product-restock-notification', 'product-scarcity', 'product-checkout']) {
      expect(Object.keys(listed).some((path) => path.includes(`f-${name}-`))).toBe(true);
    }
    for (const reason of Object.values(listed)) expect(reason.length).toBeGreaterThan(20);
  });
});
