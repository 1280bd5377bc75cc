import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityInputElement } from '../../../src/elements/quantity-input';
import { selectionStoreFor } from '../../../src/elements/selection/selectionStoreFor';
import { cleanup, mount, part, productScript, typeInto, update } from '../support/renderElements';
import { consultation, ebook, giftCard, pen, tee } from '../support/products';

const inProduct = (product: unknown, attributes = '') =>
  `<store-product>${productScript(product)}<store-quantity-input ${attributes}></store-quantity-input></store-product>`;

describe('<store-quantity-input>', () => {
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is a number input: min 1, max 9999, step 1, default 1, size 4, labelled "Quantity"', async () => {
    const container = await mount(inProduct(pen()));
    const host = container.querySelector('store-quantity-input')!;
    const input = part(host, 'input') as HTMLInputElement;
    expect(input.type).toBe('number');
    expect(input.getAttribute('min')).toBe('1');
    expect(input.getAttribute('max')).toBe('9999');
    expect(input.getAttribute('step')).toBe('1');
    expect(input.getAttribute('size')).toBe('4');
    expect(input.value).toBe('1');
    const label = part(host, 'label') as HTMLLabelElement;
    expect(label.textContent).toBe('Quantity');
    expect(label.htmlFor).toBe(input.id);
    expect(host.getAttribute('data-state')).toBe('shown');
  });

  it('is shown for physical products and services, hidden for digital and gift-card products', async () => {
    for (const [product, state] of [
      [pen(), 'shown'],
      [consultation(), 'shown'],
      [ebook(), 'hidden'],
      [giftCard(), 'hidden'],
    ] as const) {
      const container = await mount(inProduct(product));
      const host = container.querySelector('store-quantity-input')!;
      expect(host.getAttribute('data-state')).toBe(state);
      expect(part(host, 'input') === null).toBe(state === 'hidden');
      await cleanup();
    }
  });

  it('is hidden for services when multiple quantities are not allowed, when excluded, or when max quantity is 1', async () => {
    for (const [product, attributes] of [
      [consultation(), 'multiple-quantity-for-services="false"'],
      [pen(), 'excluded'],
      [pen(), 'excluded=""'],
      [pen(), 'max-quantity="1"'],
    ] as const) {
      const container = await mount(inProduct(product, attributes));
      expect(container.querySelector('store-quantity-input')!.getAttribute('data-state')).toBe('hidden');
      await cleanup();
    }
  });

  it('writes the typed quantity to the selection store and fires store-quantity-change', async () => {
    const container = await mount(inProduct(pen()));
    const host = container.querySelector('store-quantity-input')!;
    const changes: CustomEvent[] = [];
    host.addEventListener('store-quantity-change', (event) => changes.push(event));
    const input = part(host, 'input') as HTMLInputElement;
    await typeInto(input, '3');
    expect(selectionStoreFor(container.querySelector('store-product')!).getSnapshot().quantity).toBe('3');
    expect(changes.at(-1)?.detail).toEqual({ productId: 'engraved-pen', quantity: '3' });
  });

  it('takes its initial quantity from the value attribute, and restores the default when it is removed', async () => {
    const container = await mount(inProduct(pen(), 'value="5"'));
    const host = container.querySelector('store-quantity-input')!;
    expect((part(host, 'input') as HTMLInputElement).value).toBe('5');
    await update(() => host.removeAttribute('value'));
    expect((part(host, 'input') as HTMLInputElement).value).toBe('1');
  });

  it('warns naming the attribute and uses the default for a malformed value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = await mount(inProduct(pen(), 'value="lots"'));
    const host = container.querySelector('store-quantity-input')!;
    expect((part(host, 'input') as HTMLInputElement).value).toBe('1');
    expect(warn.mock.calls.some(([text]) => String(text).includes('<store-quantity-input> attribute "value" is "lots"'))).toBe(true);
  });

  it('is form-associated and submits the quantity through ElementInternals', async () => {
    expect((QuantityInputElement as unknown as { formAssociated: boolean }).formAssociated).toBe(true);
    const setFormValue = vi.fn();
    const original = (HTMLElement.prototype as { attachInternals?: unknown }).attachInternals;
    (HTMLElement.prototype as { attachInternals?: unknown }).attachInternals = function () {
      return { setFormValue };
    };
    try {
      await mount(inProduct(pen(), 'value="2"'));
      expect(setFormValue).toHaveBeenLastCalledWith('2');
    } finally {
      (HTMLElement.prototype as { attachInternals?: unknown }).attachInternals = original;
    }
  });

  it('reserves its space while the product is not known yet', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const container = await mount(`<store-product product-id="later"><store-quantity-input></store-quantity-input></store-product>`);
    const host = container.querySelector('store-quantity-input')!;
    expect(host.getAttribute('data-state')).toBe('loading');
    expect((part(host, 'input') as HTMLInputElement).disabled).toBe(true);
  });

  it('form reset restores the default quantity (the value attribute, else 1)', async () => {
    type FormCallbacks = { formResetCallback(): void };
    const container = await mount(`<form>${inProduct(pen(), 'value="2"')}${inProduct(tee())}</form>`);
    const [withValue, withoutValue] = [...container.querySelectorAll('store-quantity-input')];
    await typeInto(part(withValue!, 'input') as HTMLInputElement, '7');
    await typeInto(part(withoutValue!, 'input') as HTMLInputElement, '9');
    expect((part(withValue!, 'input') as HTMLInputElement).value).toBe('7');
    await update(() => {
      (withValue as unknown as FormCallbacks).formResetCallback();
      (withoutValue as unknown as FormCallbacks).formResetCallback();
    });
    expect((part(withValue!, 'input') as HTMLInputElement).value).toBe('2');
    expect((part(withoutValue!, 'input') as HTMLInputElement).value).toBe('1');
    expect(selectionStoreFor(container.querySelectorAll('store-product')[0]!).getSnapshot().quantity).toBe('2');
  });

  it('restores a quantity the browser gives back', async () => {
    const container = await mount(inProduct(pen()));
    const host = container.querySelector('store-quantity-input')!;
    await update(() => (host as unknown as { formStateRestoreCallback(state: unknown): void }).formStateRestoreCallback('4'));
    expect((part(host, 'input') as HTMLInputElement).value).toBe('4');
  });
});
