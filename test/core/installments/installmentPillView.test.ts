import { describe, expect, it } from 'vitest';
import { MemoryCookieJar, type CartApi } from '../../../src/core';
import { createCartStore } from '../../../src/core/cart';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { cartInstallmentView, productInstallmentView, type InstallmentContext, type InstallmentPillView } from '../../../src/core/installments';
import { parseProduct, parseShoppingCart, type Product } from '../../../src/core/schemas';
import { ebook, giftCard, mug, pen, tee } from '../../../stories/support/products';

const english = new Translator(englishCatalog);
const context: InstallmentContext = { afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 100000, shopperLanguage: 'en', stripeAccountCountry: 'US' };
const text = (view: InstallmentPillView) => (view.state === 'hidden' ? `hidden: ${view.reason}` : `${view.state}: ${english.render(view.message)}`);

function selection(product: Product, variantId: string | null, quantity = '1', installments: InstallmentContext | null = context) {
  const variant = variantId === null ? null : (product.structuredContent.variants.find((candidate) => candidate.id === variantId) ?? null);
  return text(productInstallmentView({ product, variant, quantity, context: installments, locale: 'en-US' }));
}

describe('productInstallmentView', () => {
  const shirt = parseProduct(tee());

  it('follows the selected variant price times the quantity', () => {
    expect(selection(shirt, 'tee-s-black')).toBe('out-of-range: Afterpay available for orders over $35.00');
    expect(selection(shirt, 'tee-s-black', '3')).toBe('in-range: or 4 interest-free payments of $21.00 with Afterpay');
    expect(selection(shirt, 'tee-m-black', '2')).toBe('in-range: or 4 interest-free payments of $10.00 with Afterpay');
  });

  it('uses the lowest price while no variant is chosen', () => {
    expect(selection(shirt, null)).toBe('out-of-range: Afterpay available for orders over $35.00');
    expect(selection(shirt, null, '2')).toBe('in-range: or 4 interest-free payments of $10.00 with Afterpay');
  });

  it('counts a quantity that is not a whole number from 1 to 9999 as 1', () => {
    const lowMinimum = { ...context, afterPayMin: 2000 };
    for (const quantity of ['', 'abc', '1.5', '0', '10000']) expect(selection(shirt, 'tee-s-black', quantity, lowMinimum)).toBe('in-range: or 4 interest-free payments of $7.00 with Afterpay');
  });

  it("says 'up to' once price times quantity passes afterPayMax, and 'over' at or below afterPayMin", () => {
    expect(selection(shirt, 'tee-s-black', '35')).toBe('in-range: or 4 interest-free payments of $245.00 with Afterpay');
    expect(selection(shirt, 'tee-s-black', '36')).toBe('out-of-range: Afterpay available for orders up to $1,000.00');
    expect(selection(shirt, 'tee-s-black', '1', { ...context, afterPayMin: 2800 })).toBe('out-of-range: Afterpay available for orders over $28.00');
    expect(selection(shirt, 'tee-s-black', '1', { ...context, afterPayMin: 2799 })).toBe('in-range: or 4 interest-free payments of $7.00 with Afterpay');
  });

  it('is hidden when the chosen variant or the whole product is sold out', () => {
    expect(selection(shirt, 'tee-l-white')).toBe('hidden: sold-out');
    expect(selection(parseProduct(mug()), null)).toBe('hidden: sold-out');
  });

  it('is hidden for products that are not physical', () => {
    expect(selection(parseProduct(ebook()), 'ebook')).toBe('hidden: product-type');
    expect(selection(parseProduct(giftCard()), 'gift-100')).toBe('hidden: product-type');
  });

  it('is hidden while loading, without a context, when not offered or for an unsupported locale', () => {
    expect(text(productInstallmentView({ product: null, variant: null, quantity: '1', context, locale: 'en-US' }))).toBe('hidden: loading');
    expect(text(productInstallmentView({ product: null, variant: null, quantity: '1', context: { ...context, afterPayAvailable: false }, locale: 'en-US' }))).toBe('hidden: not-offered');
    expect(text(productInstallmentView({ product: null, variant: null, quantity: '1', context: null, locale: 'en-US' }))).toBe('hidden: no-context');
    expect(selection(parseProduct(pen()), 'pen', '1', null)).toBe('hidden: no-context');
    expect(selection(parseProduct(pen()), 'pen', '1', { ...context, afterPayAvailable: false })).toBe('hidden: not-offered');
    expect(selection(parseProduct(pen()), 'pen', '1', { ...context, stripeAccountCountry: 'GB' })).toBe('hidden: locale');
  });
});

async function cartSnapshot(raw: Record<string, unknown> | null) {
  const unused = async (): Promise<never> => {
    throw new Error('not used');
  };
  const api: CartApi = {
    getCart: async () => parseShoppingCart(raw ?? {}),
    addCartEntry: unused,
    updateCartEntryQuantity: unused,
    removeCartEntry: unused,
    updateEntryAdditionalFields: unused,
  };
  const cookies = new MemoryCookieJar();
  if (raw) cookies.set('CART', 'token');
  const store = createCartStore({ api, cookies });
  const before = store.getSnapshot();
  await store.start();
  return { before, after: store.getSnapshot() };
}

const entry = (id: string, productType: number | undefined, cents: number) => ({ id, itemId: id, quantity: 1, purchasePriceCents: cents, ...(productType === undefined ? {} : { productType }) });

describe('cartInstallmentView', () => {
  it('follows the cart subtotal when every item is physical', async () => {
    const { before, after } = await cartSnapshot({ entries: [entry('a', 1, 4000), entry('b', 1, 6000)], subtotalCents: 10000 });
    expect(text(cartInstallmentView(before, context, 'en-US'))).toBe('hidden: loading');
    expect(text(cartInstallmentView(after, context, 'en-US'))).toBe('in-range: or 4 interest-free payments of $25.00 with Afterpay');
  });

  it('shows the out-of-range text for the cart total', async () => {
    const { after } = await cartSnapshot({ entries: [entry('a', 1, 120000)], subtotalCents: 120000 });
    expect(text(cartInstallmentView(after, context, 'en-US'))).toBe('out-of-range: Afterpay available for orders up to $1,000.00');
  });

  it('is hidden when any item is not physical, reading items when the cart lists them', async () => {
    expect(text(cartInstallmentView((await cartSnapshot({ entries: [entry('a', 1, 4000), entry('b', 2, 900)], subtotalCents: 4900 })).after, context, 'en-US'))).toBe(
      'hidden: cart-not-physical',
    );
    const listed = await cartSnapshot({ entries: [entry('a', undefined, 4000)], items: [{ productType: 1 }], subtotalCents: 4000 });
    expect(text(cartInstallmentView(listed.after, context, 'en-US'))).toBe('in-range: or 4 interest-free payments of $10.00 with Afterpay');
    const unknown = await cartSnapshot({ entries: [entry('a', undefined, 4000)], subtotalCents: 4000 });
    expect(text(cartInstallmentView(unknown.after, context, 'en-US'))).toBe('hidden: cart-not-physical');
  });

  it("formats the cart amounts for the shopper's locale, not the installment locale", async () => {
    const { after } = await cartSnapshot({ entries: [entry('a', 1, 10000)], subtotalCents: 10000 });
    const canadian = { ...context, stripeAccountCountry: 'CA', shopperLanguage: 'fr' };
    expect(text(cartInstallmentView(after, canadian, 'de-DE'))).toBe('in-range: or 4 interest-free payments of 25,00\u00a0$ with Afterpay');
    expect(text(cartInstallmentView(after, canadian, 'en-US'))).toBe('in-range: or 4 interest-free payments of $25.00 with Afterpay');
  });

  it('is hidden by a context offering no installments before the cart is known, so no space is kept for it', async () => {
    const { before } = await cartSnapshot({ entries: [entry('a', 1, 4000)], subtotalCents: 4000 });
    expect(text(cartInstallmentView(before, { ...context, afterPayAvailable: false }, 'en-US'))).toBe('hidden: not-offered');
    expect(text(cartInstallmentView(before, { ...context, shopperLanguage: 'de' }, 'en-US'))).toBe('hidden: locale');
    expect(text(cartInstallmentView(before, null, 'en-US'))).toBe('hidden: no-context');
  });

  it('is hidden for an empty cart and without a context', async () => {
    const { after } = await cartSnapshot(null);
    expect(text(cartInstallmentView(after, context, 'en-US'))).toBe('hidden: empty-cart');
    const filled = await cartSnapshot({ entries: [entry('a', 1, 4000)], subtotalCents: 4000 });
    expect(text(cartInstallmentView(filled.after, null, 'en-US'))).toBe('hidden: no-context');
  });
});
