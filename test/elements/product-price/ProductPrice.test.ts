import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, mount, part, productScript, shadowOf, update } from '../support/renderElements';
import { coffee, ebook, pen, product, tee, variant } from '../support/products';

async function choose(container: HTMLElement, index: number, value: string) {
  const select = shadowOf(container.querySelector('store-variant-select')).querySelectorAll('select')[index]!;
  await update(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const page = (data: unknown) =>
  `<store-product>${productScript(data)}<store-variant-select></store-variant-select><store-product-price></store-product-price></store-product>`;

describe('<store-product-price>', () => {
  afterEach(async () => {
    await cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the price of a product without options', async () => {
    const container = await mount(page(pen()));
    const host = container.querySelector('store-product-price')!;
    expect(part(host, 'price')?.textContent).toBe('$45.00');
    expect(host.getAttribute('data-state')).toBe('selected');
  });

  it('shows "from" the lowest price while prices vary and the selection is incomplete', async () => {
    const container = await mount(page(tee()));
    const host = container.querySelector('store-product-price')!;
    expect(part(host, 'price')?.textContent).toBe('from $20.00');
    expect(host.getAttribute('data-state')).toBe('initial');
  });

  it("shows a selected variant's sale price with the original struck through (<del> + <ins>, accessible text)", async () => {
    const container = await mount(page(tee()));
    const host = container.querySelector('store-product-price')!;
    await choose(container, 0, 'M');
    await choose(container, 1, 'Black');
    const original = part(host, 'original')!;
    const sale = part(host, 'sale')!;
    expect(original.localName).toBe('del');
    expect(sale.localName).toBe('ins');
    expect(original.querySelector('.visually-hidden')?.textContent).toBe('Original price: $28.00');
    expect(sale.querySelector('.visually-hidden')?.textContent).toBe('Sale price: $20.00');
    expect(original.querySelector('[aria-hidden="true"]')?.textContent).toBe('$28.00');
    expect(host.getAttribute('data-state')).toBe('selected');
  });

  it('goes back to the initial price when a selection becomes incomplete', async () => {
    const container = await mount(page(tee()));
    const host = container.querySelector('store-product-price')!;
    await choose(container, 0, 'S');
    await choose(container, 1, 'White');
    expect(part(host, 'price')?.textContent).toBe('$28.00');
    await choose(container, 1, '');
    expect(part(host, 'price')?.textContent).toBe('from $20.00');
    expect(host.getAttribute('data-state')).toBe('initial');
  });

  it('shows the sale of a product on sale without varied prices', async () => {
    const container = await mount(page(ebook()));
    const host = container.querySelector('store-product-price')!;
    expect(part(host, 'original')?.textContent).toContain('$15.00');
    expect(part(host, 'sale')?.textContent).toContain('$9.00');
  });

  it('shows the subscription price string', async () => {
    const container = await mount(page(coffee()));
    const host = container.querySelector('store-product-price')!;
    expect(part(host, 'price')?.textContent).toBe('$18.00 every month for 1 year');
  });

  it("shows 'Unavailable' for a subscribable product without a plan, and for a product without variants", async () => {
    const noPlan = product('box', { isSubscribable: true, variants: [variant({ id: 'box', price: '10.00' })] });
    let container = await mount(page(noPlan));
    expect(part(container.querySelector('store-product-price'), 'price')?.textContent).toBe('Unavailable');
    await cleanup();
    container = await mount(page(product('empty', { variants: [] })));
    const host = container.querySelector('store-product-price')!;
    expect(part(host, 'unavailable')?.textContent).toBe('Unavailable');
    expect(host.getAttribute('data-state')).toBe('unavailable');
  });

  it('reserves one line before the product arrives', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const container = await mount(`<store-product product-id="later"><store-product-price></store-product-price></store-product>`);
    const host = container.querySelector('store-product-price')!;
    expect(host.getAttribute('data-state')).toBe('loading');
    expect(part(host, 'price')?.textContent).toBe('\u00a0');
  });
});
