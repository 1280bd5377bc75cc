import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseAttributes } from '../../../src/core/attributes';
import { renderTemplate } from '../../../src/template';
import { elementManifest, type ElementRow } from '../../../src/elements/manifest';
import { configureStorefront } from '../../../src/elements/page/storefront';
import { createMockStorefront } from '../../../stories/support/mockStorefront';
import { cleanup, mount, shadowOf, update } from '../support/renderElements';
import { print } from '../support/products';

/** Every formatter of the template layer that renders a product's own element, with the product data it needs. */
const PRODUCT_FORMATTERS = ['add-to-cart-btn', 'product-checkout', 'product-restock-notification', 'product-scarcity', 'quantity-input', 'variants-select', 'product-quick-view'];

const { productMerchandisingContext: _ignored, ...item } = print() as ReturnType<typeof print> & { productMerchandisingContext: unknown };
const data = {
  item,
  localizedStrings: { productVariantSelectText: 'Choose your {variantName}', giftCardVariantSelectText: 'Choose an amount', productQuickViewText: 'Peek' },
  website: { captchaSettings: { siteKey: 'site-key' } },
  productMerchandisingContext: {
    [String(item.id)]: {
      scarcityEnabled: true,
      scarcityTemplateViews: [{ qtyInStock: 3, attributes: { Size: 'A4' } }, 'product-detail'],
      scarcityText: 'Only {qtyInStock} left!',
      scarcityShownByDefault: false,
      mailingListSignUpEnabled: true,
    },
  },
};

function storeTags(html: string): { tag: string; attributes: Record<string, string> }[] {
  const doc = document.implementation.createHTMLDocument('tags');
  const template = doc.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')]
    .filter((element) => element.localName.startsWith('store-'))
    .map((element) => ({ tag: element.localName, attributes: Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])) }));
}

describe('every <store-*> tag a product formatter emits is a registered element that reads its attributes', () => {
  beforeEach(() => {
    configureStorefront(createMockStorefront().storefront);
  });
  afterEach(cleanup);

  for (const formatter of PRODUCT_FORMATTERS) {
    it(`{item|${formatter}}`, async () => {
      const { output, errors } = renderTemplate(`{item|${formatter}}`, data);
      expect(errors).toEqual([]);
      const tags = storeTags(output);
      expect(tags.length).toBeGreaterThan(0);
      for (const { tag, attributes } of tags) {
        const row = (elementManifest as Readonly<Record<string, ElementRow | undefined>>)[tag];
        expect(row, `${formatter} emits <${tag}>, which no element defines`).toBeDefined();
        const schema = (await row!.load()).attributeSchema;
        for (const name of Object.keys(attributes).filter((attribute) => !attribute.startsWith('data-'))) expect(Object.keys(schema), `<${tag} ${name}> is not an attribute of ${tag}`).toContain(name);
        expect(parseAttributes(schema, Object.fromEntries(Object.entries(attributes).filter(([name]) => !name.startsWith('data-')))).issues, `<${tag}> attributes`).toEqual([]);
      }
      const container = await mount(output);
      const product = container.querySelector('store-product');
      expect(product?.getAttribute('data-state'), `${formatter}: the product JSON it hands over must load`).toBe('ready');
    });
  }

  it("hands the site's prompt text to the variant select and the merchant's scarcity text to the scarcity message", async () => {
    const container = await mount(renderTemplate('{item|variants-select}{item|product-scarcity}', data).output);
    const select = shadowOf(container.querySelector('store-variant-select')).querySelector('select')!;
    expect(select.options[0]?.textContent).toBe('Choose your Size');
    await update(() => {
      select.value = 'A4';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(shadowOf(container.querySelector('store-scarcity')).querySelector('[part=message]')?.textContent).toBe('Only 3 left!');
  });
});
