import { afterEach, describe, expect, it } from 'vitest';
import { defineElement } from '../../../src/elements/define';
import { StoreProductElement } from '../../../src/elements/product/element';
import { ProductPriceElement } from '../../../src/elements/product-price/element';
import { QuantityInputElement } from '../../../src/elements/quantity-input/element';
import { VariantSelectElement } from '../../../src/elements/variant-select/element';
import { tee } from '../support/products';
import { productScript } from '../support/renderElements';
import { nextFrame } from '../support/nextFrame';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const page = `<store-product>${productScript(tee())}<store-product-price></store-product-price><store-variant-select></store-variant-select><store-quantity-input></store-quantity-input></store-product>`;

/** What the elements show now. */
function renderedNow(container: HTMLElement) {
  const select = container.querySelector('store-variant-select')!;
  return {
    selectState: select.getAttribute('data-state'),
    labels: [...select.shadowRoot!.querySelectorAll('[part="label"]')].map((label) => label.textContent),
    priceState: container.querySelector('store-product-price')!.getAttribute('data-state'),
    price: container.querySelector('store-product-price')!.shadowRoot!.textContent,
    quantityState: container.querySelector('store-quantity-input')!.getAttribute('data-state'),
  };
}

describe('elements render their final layout in the frame they upgrade in, before it is painted (no layout shift)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('children upgraded before their <store-product> read its JSON script and render the product in the next frame', async () => {
    const container = document.createElement('div');
    container.innerHTML = page;
    document.body.append(container);
    defineElement('store-variant-select', VariantSelectElement);
    defineElement('store-product-price', ProductPriceElement);
    defineElement('store-quantity-input', QuantityInputElement);
    await nextFrame();
    expect(renderedNow(container)).toEqual({
      selectState: 'unselected',
      labels: ['Size', 'Color'],
      priceState: 'initial',
      price: 'from $20.00',
      quantityState: 'shown',
    });
  });

  it('<store-product> upgraded after its children still announces store-product-load once, and connecting renders synchronously', async () => {
    defineElement('store-variant-select', VariantSelectElement);
    defineElement('store-product-price', ProductPriceElement);
    defineElement('store-quantity-input', QuantityInputElement);
    const loads: string[] = [];
    document.addEventListener('store-product-load', (event) => loads.push(event.detail.product.id));
    const container = document.createElement('div');
    container.innerHTML = page;
    document.body.append(container);
    defineElement('store-product', StoreProductElement);
    await nextFrame();
    expect(loads).toEqual(['classic-tee']);
    expect(container.querySelector('store-product')!.getAttribute('data-state')).toBe('ready');
    expect(renderedNow(container).labels).toEqual(['Size', 'Color']);

    const second = document.createElement('div');
    second.innerHTML = page;
    document.body.append(second);
    expect(renderedNow(second)).toEqual(renderedNow(container));
  });
});
