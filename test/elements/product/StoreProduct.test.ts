import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectionStoreFor } from '../../../src/elements/selection/selectionStoreFor';
import { cleanup, flush, mount, part, productScript } from '../support/renderElements';
import { product, tee, variant } from '../support/products';

describe('<store-product>', () => {
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reads its product from a JSON script child and becomes ready', async () => {
    const loaded = vi.fn();
    document.addEventListener('store-product-load', loaded);
    const container = await mount(`<store-product id="p">${productScript(tee())}</store-product>`);
    document.removeEventListener('store-product-load', loaded);
    const host = container.querySelector('store-product')!;
    expect(host.getAttribute('data-state')).toBe('ready');
    const snapshot = selectionStoreFor(host).getSnapshot();
    expect(snapshot.product?.id).toBe('classic-tee');
    expect(snapshot.options.map((option) => option.name)).toEqual(['Size', 'Color']);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect((loaded.mock.calls[0]![0] as CustomEvent).detail.product.id).toBe('classic-tee');
    expect((loaded.mock.calls[0]![0] as CustomEvent).bubbles).toBe(true);
    expect((loaded.mock.calls[0]![0] as CustomEvent).composed).toBe(true);
  });

  it('shows ready from its first render when its JSON script is there as it upgrades, never loading first', async () => {
    const statesAtLoad: (string | null)[] = [];
    const loaded = (event: Event) => statesAtLoad.push((event.target as Element).getAttribute('data-state'));
    document.addEventListener('store-product-load', loaded);
    await mount(`<store-product>${productScript(tee())}</store-product>`);
    document.removeEventListener('store-product-load', loaded);
    expect(statesAtLoad).toEqual(['ready']);
  });

  it('renders its children through a slot in an open shadow root with an adopted stylesheet', async () => {
    const container = await mount(`<store-product>${productScript(tee())}<p>child</p></store-product>`);
    const host = container.querySelector('store-product')!;
    expect(host.shadowRoot?.mode).toBe('open');
    expect(host.shadowRoot?.querySelector('slot')).not.toBeNull();
    expect(host.shadowRoot?.adoptedStyleSheets.length).toBe(1);
    expect(host.shadowRoot?.querySelector('style')).toBeNull();
  });

  it('shows an error state, names the problem in the console and fires store-product-error for malformed JSON', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = vi.fn();
    document.addEventListener('store-product-error', failed);
    const container = await mount(`<store-product><script type="application/json">{"id":"x","structuredContent":{"productType":"one"}}</script></store-product>`);
    document.removeEventListener('store-product-error', failed);
    const host = container.querySelector('store-product')!;
    expect(host.getAttribute('data-state')).toBe('error');
    expect(part(host, 'status')?.textContent).toBe('This product could not be loaded.');
    expect(error.mock.calls[0]![0]).toContain('structuredContent.productType');
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('fails with a console error and the error state when it has neither a JSON script nor a product-id', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = vi.fn();
    document.addEventListener('store-product-error', failed);
    const container = await mount(`<store-product id="lonely"><store-product-price></store-product-price></store-product>`);
    await flush();
    document.removeEventListener('store-product-error', failed);
    const host = container.querySelector('store-product')!;
    expect(host.getAttribute('data-state')).toBe('error');
    expect(part(host, 'status')?.textContent).toBe('This product could not be loaded.');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toBe(
      '[storefront-elements] <store-product id="lonely"> has neither a JSON script child nor a product-id attribute, so it has no product to show.',
    );
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('becomes ready when its JSON script arrives after it failed for having none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = await mount(`<store-product></store-product>`);
    await flush();
    const host = container.querySelector('store-product')!;
    expect(host.getAttribute('data-state')).toBe('error');
    host.insertAdjacentHTML('beforeend', productScript(tee()));
    await flush();
    expect(host.getAttribute('data-state')).toBe('ready');
  });

  it('refuses a product with a negative price like any invalid product, showing no price', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const negative = product('refund-tee', { variants: [variant({ id: 'refund-tee-m', attributes: {}, price: '-32.00' })] });
    const container = await mount(`<store-product>${productScript(negative)}<store-product-price></store-product-price></store-product>`);
    await flush();
    const host = container.querySelector('store-product')!;
    expect(host.getAttribute('data-state')).toBe('error');
    expect(part(host, 'status')?.textContent).toBe('This product could not be loaded.');
    expect(error.mock.calls[0]![0]).toContain('structuredContent.variants[0].priceMoney: expected a price of 0 or more');
    expect(container.querySelector('store-product-price')!.shadowRoot!.textContent).not.toContain('32.00');
  });

  it('loads the product by product-id from catalog-url', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ item: tee() }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const container = await mount(`<store-product product-id="classic-tee" catalog-url="/catalog"></store-product>`);
    await flush();
    const host = container.querySelector('store-product')!;
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/catalog/classic-tee');
    expect(host.getAttribute('data-state')).toBe('ready');
    expect(selectionStoreFor(host).getSnapshot().product?.id).toBe('classic-tee');
  });

  it('reports a failed load as an error state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 404 })));
    const container = await mount(`<store-product product-id="missing"></store-product>`);
    await flush();
    expect(container.querySelector('store-product')!.getAttribute('data-state')).toBe('error');
  });
});
