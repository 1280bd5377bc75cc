import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, mount, part, productScript } from '../support/renderElements';
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

  it('shows nothing when neither applies (gift cards are never sold out or on sale)', async () => {
    for (const data of [pen(), giftCard()]) {
      const host = (await mount(page(data))).querySelector('store-product-badge')!;
      expect(part(host, 'badge')).toBeNull();
      expect(host.getAttribute('data-state')).toBe('none');
      await cleanup();
    }
  });
});
