import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStorefront } from '../../../src/elements/page/storefront';
import { createMockStorefront, type MockStorefrontOptions } from '../../../stories/support/mockStorefront';
import { cleanup, flush, mount, part, shadowOf, typeInto, update } from '../support/renderElements';
import { HOSTILE_URL_SAMPLE } from '../support/hostileUrls';

const engravingForm = {
  id: 'engraving',
  name: 'Engraving',
  fields: [
    { id: 'text', type: 'text', title: 'Engraving text', required: true },
    { id: 'font', type: 'select', title: 'Font', options: ['Serif', 'Script'] },
  ],
};

const twoLines: MockStorefrontOptions = {
  entries: [
    { itemId: 'classic-tee', title: 'Classic Tee', quantity: 2, unitCents: 2000, attributes: { Size: 'M', Color: 'Black' }, qtyInStock: 5 },
    { itemId: 'engraved-pen', title: 'Engraved Pen', quantity: 1, unitCents: 1500, additionalFields: JSON.stringify({ text: 'For Ada', font: 'Serif' }), additionalFieldsForm: engravingForm },
  ],
  cart: { taxCents: 440, shippingCostCents: 500, discountCents: 1000, validCoupons: [{ code: 'SPRING10' }], invalidCoupons: [{ code: 'OLD5' }], requiresShipping: true },
};

async function cartPage(options: MockStorefrontOptions = twoLines, html = '<store-cart></store-cart>') {
  const mock = createMockStorefront(options);
  configureStorefront(mock.storefront);
  const container = await mount(html);
  await flush();
  const host = container.querySelector('store-cart')!;
  const lines = () => [...shadowOf(host).querySelectorAll('[part="line"]')] as HTMLElement[];
  const within = (line: Element, name: string) => line.querySelector(`[part~="${name}"]`) as HTMLElement;
  return { host, mock, lines, within };
}

const totalsText = (host: Element) =>
  [...shadowOf(host).querySelectorAll('[part~="total-row"]')].map((row) => `${row.querySelector('dt')?.textContent}=${row.querySelector('dd')?.textContent}`);

async function commitQuantity(input: HTMLInputElement, value: string): Promise<void> {
  await typeInto(input, value);
  await update(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  await flush();
}

describe('<store-cart>', () => {
  afterEach(cleanup);

  it('shows each line: linked title, attributes, unit price, line total, quantity and remove', async () => {
    const { host, lines, within } = await cartPage();
    expect(host.getAttribute('data-state')).toBe('ready');
    const [tee, pen] = lines();
    expect(within(tee!, 'line-title').textContent).toBe('Classic Tee');
    expect(within(tee!, 'line-title').getAttribute('href')).toBe('/shop/p/classic-tee');
    expect(within(tee!, 'line-attributes').textContent).toBe('Size: M, Color: Black');
    expect(within(tee!, 'line-unit-price').textContent).toBe('$20.00 each');
    expect(within(tee!, 'line-total').textContent).toBe('Line total $40.00');
    const quantity = within(tee!, 'quantity') as HTMLInputElement;
    expect([quantity.value, quantity.min, quantity.max, quantity.step]).toEqual(['2', '1', '9999', '1']);
    expect(within(tee!, 'quantity-label').textContent).toBe('Quantity – Classic Tee');
    expect(within(tee!, 'remove').textContent).toBe('Remove – Classic Tee');
    expect(within(pen!, 'answer-title').textContent).toBe('Engraving text');
    expect(within(pen!, 'answer-value').textContent).toBe('For Ada');
  });

  it('shows subtotal, tax, shipping, discount, total, quantity, coupons and the shipping note', async () => {
    const { host } = await cartPage();
    expect(totalsText(host)).toEqual(['Subtotal=$55.00', 'Tax=$4.40', 'Shipping=$5.00', 'Discount=−$10.00', 'Total=$54.40']);
    expect(part(host, 'total-quantity')?.textContent).toBe('3 items');
    const coupons = [...shadowOf(host).querySelectorAll('[part~="coupon"]')].map((item) => [item.textContent, item.getAttribute('data-valid')]);
    expect(coupons).toEqual([['Coupon SPRING10 applied', 'true'], ['Coupon OLD5 is not valid', 'false']]);
    expect(part(host, 'fulfilment-note')?.textContent).toBe('Some items in your cart will be shipped.');
  });

  it('notes a purely digital cart', async () => {
    const { host } = await cartPage({ entries: [{ itemId: 'ebook', quantity: 1, unitCents: 900 }], cart: { purelyDigital: true } });
    expect(part(host, 'fulfilment-note')?.textContent).toBe('Your cart holds only digital items: nothing will be shipped.');
  });

  it('shows the empty state with a continue-shopping link (default /)', async () => {
    const { host } = await cartPage({});
    expect(host.getAttribute('data-state')).toBe('empty');
    expect(part(host, 'empty')?.textContent).toBe('Your cart is empty');
    expect(part(host, 'continue')?.getAttribute('href')).toBe('/');
    const custom = await cartPage({}, '<store-cart continue-url="/shop"></store-cart>');
    expect(part(custom.host, 'continue')?.getAttribute('href')).toBe('/shop');
  });

  it('links a line whose productUrl is a script or other scheme to its product page, warning once per URL', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const entries = HOSTILE_URL_SAMPLE.map((productUrl, index) => ({ itemId: `item-${index}`, title: `Item ${index}`, quantity: 1, unitCents: 100, productUrl }));
    const { lines, within, host } = await cartPage({ entries }, '<store-cart product-url="/products/{itemId}"></store-cart>');
    expect(lines().map((line) => within(line, 'line-title').getAttribute('href'))).toEqual(entries.map((entry) => `/products/${entry.itemId}`));
    await commitQuantity(within(lines()[0]!, 'quantity') as HTMLInputElement, '2');
    expect(within(lines()[0]!, 'line-title').getAttribute('href')).toBe('/products/item-0');
    expect(host.getAttribute('data-state')).toBe('ready');
    expect(warn.mock.calls.map((call) => call[0])).toEqual(
      HOSTILE_URL_SAMPLE.map((url) => `[storefront-elements] <store-cart> productUrl is ${JSON.stringify(url)} but must be an http(s) or relative URL; it is not used.`),
    );
    warn.mockRestore();
  });

  it('keeps an http(s) or relative productUrl of a line', async () => {
    const entries = [
      { itemId: 'a', title: 'A', quantity: 1, unitCents: 100, productUrl: 'https://shop.example/p/a' },
      { itemId: 'b', title: 'B', quantity: 1, unitCents: 100, productUrl: '/p/b?ref=cart' },
    ];
    const { lines, within } = await cartPage({ entries });
    expect(lines().map((line) => within(line, 'line-title').getAttribute('href'))).toEqual(['https://shop.example/p/a', '/p/b?ref=cart']);
  });

  it('refuses a script or other-scheme continue-url, checkout-url and product-url, using their defaults with one warning each', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const url of HOSTILE_URL_SAMPLE) {
      warn.mockClear();
      const empty = await cartPage({}, '<store-cart></store-cart>');
      await update(() => empty.host.setAttribute('continue-url', url));
      await update(() => empty.host.setAttribute('checkout-url', '/pay'));
      expect(part(empty.host, 'continue')?.getAttribute('href'), JSON.stringify(url)).toBe('/');
      const filled = await cartPage({ entries: [{ itemId: 'tee', title: 'Tee', quantity: 1, unitCents: 100, productUrl: '' }] });
      await update(() => filled.host.setAttribute('checkout-url', url));
      await update(() => filled.host.setAttribute('product-url', url));
      expect(part(filled.host, 'checkout')?.getAttribute('href'), JSON.stringify(url)).toBe('/checkout?cartVersion=1');
      expect(filled.within(filled.lines()[0]!, 'line-title').getAttribute('href'), JSON.stringify(url)).toBe('/shop/p/tee');
      const warned = (attribute: string, fallback: string) =>
        `[storefront-elements] <store-cart> attribute "${attribute}" is "${url}" but must be an http(s) or relative URL; using the default "${fallback}".`;
      expect(warn.mock.calls.map((call) => call[0])).toEqual([warned('continue-url', '/'), warned('checkout-url', '/checkout'), warned('product-url', '/shop/p/{itemId}')]);
      await cleanup();
    }
    warn.mockRestore();
  });

  it('links the checkout to the checkout page with the cart version, following every change', async () => {
    const { host, lines, within } = await cartPage();
    expect(part(host, 'checkout')?.getAttribute('href')).toBe('/checkout?cartVersion=1');
    await commitQuantity(within(lines()[0]!, 'quantity') as HTMLInputElement, '3');
    expect(part(host, 'checkout')?.getAttribute('href')).toBe('/checkout?cartVersion=2');
  });

  it('changes a quantity with PUT …/entries/{id} { quantity }; totals, quantity and line total follow', async () => {
    const { host, mock, lines, within } = await cartPage();
    const events: unknown[] = [];
    host.addEventListener('store-cart-line-change', (event) => events.push(event.detail));
    await commitQuantity(within(lines()[0]!, 'quantity') as HTMLInputElement, '4');
    const put = mock.requests.find((request) => request.method === 'PUT');
    expect(put?.url).toMatch(/\/api\/commerce\/shopping-cart\/entries\/entry-1$/);
    expect(JSON.parse(put?.body ?? '')).toEqual({ quantity: 4 });
    expect(within(lines()[0]!, 'line-total').textContent).toBe('Line total $80.00');
    expect(totalsText(host)[0]).toBe('Subtotal=$95.00');
    expect(part(host, 'total-quantity')?.textContent).toBe('5 items');
    expect(events).toEqual([{ entryId: 'entry-1', itemId: 'classic-tee', action: 'quantity', ok: true, message: null }]);
  });

  it('refuses an invalid quantity at its line without sending, and an over-stock one with the server message', async () => {
    const { mock, lines, within } = await cartPage();
    const tee = () => lines()[0]!;
    const input = () => within(tee(), 'quantity') as HTMLInputElement;
    await commitQuantity(input(), '0');
    expect(within(tee(), 'line-error').textContent).toBe('Quantity must be between 1 and 9999.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(within(tee(), 'line-error').id);
    expect(mock.requests.some((request) => request.method === 'PUT')).toBe(false);
    await commitQuantity(input(), '6');
    expect(within(tee(), 'line-error').textContent).toBe('Sorry, we do not have enough of that item available.');
    expect(input().value).toBe('2');
    expect(within(lines()[1]!, 'line-error').textContent).toBe('');
  });

  it('removes a line, and the last removal shows the empty state', async () => {
    const { host, mock, lines, within } = await cartPage();
    await update(() => within(lines()[0]!, 'remove').click());
    await flush();
    expect(mock.requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual(['/api/commerce/shopping-cart/entries/entry-1']);
    expect(lines().map((line) => within(line, 'line-title').textContent)).toEqual(['Engraved Pen']);
    await update(() => within(lines()[0]!, 'remove').click());
    await flush();
    expect(host.getAttribute('data-state')).toBe('empty');
  });

  it('shows a refused change at its line (429) and keeps the server\'s cart', async () => {
    const { lines, within } = await cartPage({ ...twoLines, failWith: { status: 429, body: { message: 'slow down' } } });
    await update(() => within(lines()[1]!, 'remove').click());
    await flush();
    expect(lines()).toHaveLength(2);
    expect(within(lines()[1]!, 'line-error').textContent).toBe('Please try again in a few seconds.');
  });

  it('opens the answers form filled in, saves through PUT …/additionalFields, and shows the new answers', async () => {
    const { host, mock, lines, within } = await cartPage();
    await update(() => within(lines()[1]!, 'edit-answers').click());
    const modal = await vi.waitFor(async () => {
      await flush();
      const opened = part(host, 'modal');
      if (!opened) throw new Error('the lazily loaded additional-fields modal has not opened');
      return opened;
    });
    const text = modal.querySelector('input[name="text"]') as HTMLInputElement;
    const font = modal.querySelector('select[name="font"]') as HTMLSelectElement;
    expect([text.value, font.value]).toEqual(['For Ada', 'Serif']);
    expect(modal.querySelector('[part="submit"]')?.textContent).toBe('Save');
    await typeInto(text, 'For Grace');
    await update(() => (modal.querySelector('form') as HTMLFormElement).requestSubmit());
    await flush();
    const put = mock.requests.find((request) => request.url.endsWith('/additionalFields'));
    expect(JSON.parse(put?.body ?? '')).toMatchObject({ itemId: 'engraved-pen', additionalFields: JSON.stringify({ text: 'For Grace', font: 'Serif' }) });
    expect(part(host, 'modal')).toBeNull();
    expect(within(lines()[1]!, 'answer-value').textContent).toBe('For Grace');
  });

  it('marks the totals busy (aria-busy, data-state) while a change is in flight, with the host recalculating', async () => {
    const { host, lines, within } = await cartPage({ ...twoLines, hang: true });
    await update(() => within(lines()[0]!, 'remove').click());
    expect(host.getAttribute('data-state')).toBe('recalculating');
    expect(part(host, 'summary')?.getAttribute('aria-busy')).toBe('true');
    expect(part(host, 'summary')?.getAttribute('data-state')).toBe('recalculating');
    expect(lines()[0]?.getAttribute('aria-busy')).toBe('true');
  });

  it('announces store-cart-ready once, when its cart is first shown', async () => {
    const seen: number[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<{ lines: number }>).detail.lines);
    document.addEventListener('store-cart-ready', listener);
    try {
      const { lines, within } = await cartPage();
      await update(() => within(lines()[0]!, 'remove').click());
      await flush();
      expect(seen).toEqual([2]);
    } finally {
      document.removeEventListener('store-cart-ready', listener);
    }
  });

  it('shows an inline JSON cart before the server answers', async () => {
    const inline = JSON.stringify({ id: 'c', version: 3, entries: [{ id: 'x', itemId: 'mug', title: 'Mug', quantity: 1, purchasePriceCents: 1200 }], subtotalCents: 1200, grandTotalCents: 1200 });
    const mock = createMockStorefront({ hang: true, delayMs: 60_000 });
    configureStorefront(mock.storefront);
    const container = await mount(`<store-cart><script type="application/json">${inline}</script></store-cart>`);
    const host = container.querySelector('store-cart')!;
    expect(host.getAttribute('data-state')).toBe('ready');
    expect(part(host, 'line-title')?.textContent).toBe('Mug');
    expect(part(host, 'checkout')?.getAttribute('href')).toBe('/checkout?cartVersion=3');
  });
});
