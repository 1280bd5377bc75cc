import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, mount, part, productScript, shadowOf, update } from '../support/renderElements';
import { giftCard, mug, pen, product, tee, variant } from '../support/products';

const page = (data: unknown) => `<store-product>${productScript(data)}<store-product-badge></store-product-badge></store-product>`;

describe('<store-product-badge>', () => {
  afterEach(cleanup);

  it("shows 'Sold Out' for a sold-out product", async () => {
    const host = (await mount(page(mug()))).querySelector('store-product-badge')!;
    expect(part(host, 'badge')?.textContent).toBe('Sold Out');
    expect(host.getAttribute('data-state')).toBe('sold-out');
  });

  it('shows the custom sold-out text when the store sets one', async () => {
    const host = (await mount(page(mug({ storeSettings: { customSoldOutText: 'Back soon' } })))).querySelector('store-product-badge')!;
    expect(part(host, 'badge')?.textContent).toBe('Back soon');
  });

  it("shows 'Sale' for a product on sale", async () => {
    const host = (await mount(page(tee()))).querySelector('store-product-badge')!;
    expect(part(host, 'badge')?.textContent).toBe('Sale');
    expect(host.getAttribute('data-state')).toBe('sale');
  });

  it('prefers sold out over sale', async () => {
    const soldOutSale = product('x', { variants: [variant({ id: 'a', price: '10.00', salePrice: '5.00', qtyInStock: 0 })] });
    const host = (await mount(page(soldOutSale))).querySelector('store-product-badge')!;
    expect(part(host, 'badge')?.textContent).toBe('Sold Out');
  });

  it("follows the chosen variant: 'Sold Out' for a sold-out one, no 'Sale' beside a full price", async () => {
    const container = await mount(`<store-product>${productScript(tee())}<store-variant-select></store-variant-select><store-product-badge></store-product-badge></store-product>`);
    const host = container.querySelector('store-product-badge')!;
    const selects = shadowOf(container.querySelector('store-variant-select')).querySelectorAll('select');
    const choose = (index: number, value: string) =>
      update(() => {
        selects[index]!.value = value;
        selects[index]!.dispatchEvent(new Event('change', { bubbles: true }));
      });
    expect(part(host, 'badge')?.textContent).toBe('Sale');
    await choose(0, 'L');
    await choose(1, 'White');
    expect(part(host, 'badge')?.textContent).toBe('Sold Out');
    expect(host.getAttribute('data-state')).toBe('sold-out');
    await choose(1, 'Black');
    expect(part(host, 'badge')).toBeNull();
    expect(host.getAttribute('data-state')).toBe('none');
    await choose(0, 'M');
    expect(part(host, 'badge')?.textContent).toBe('Sale');
  });

  it('shows nothing when neither applies (gift cards are never sold out or on sale)', async () => {
    for (const data of [pen(), giftCard()]) {
      const host = (await mount(page(data))).querySelector('store-product-badge')!;
      expect(part(host, 'badge')).toBeNull();
      expect(host.getAttribute('data-state')).toBe('none');
      await cleanup();
    }
  });
});
