import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStorefront, resetStorefront } from '../../../src/elements/page/storefront';
import { loadStartAddToCart } from '../../../src/elements/add-to-cart/loadStartAddToCart';
import * as startAddToCartModule from '../../../src/elements/add-to-cart/startAddToCart';
import { createMockStorefront, type MockStorefrontOptions } from '../../../stories/support/mockStorefront';
import { cleanup, mount, part, productScript, update } from '../support/renderElements';
import { pen } from '../support/products';

vi.mock('../../../src/elements/add-to-cart/loadStartAddToCart', () => ({ loadStartAddToCart: vi.fn() }));

const load = vi.mocked(loadStartAddToCart);
let requests: ReturnType<typeof createMockStorefront>['requests'];

function useMockStore(options: MockStorefrontOptions = {}) {
  const mock = createMockStorefront(options);
  configureStorefront(mock.storefront);
  requests = mock.requests;
}

const addRequests = () => requests.filter((request) => request.method === 'POST' && request.url.includes('/shopping-cart/entries'));
const cartLoads = () => requests.filter((request) => request.method === 'GET' && request.url.includes('/shopping-cart'));

/** The cart layer's load, held until the test lets it arrive or fail. */
function heldLayer() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const loading = new Promise<typeof startAddToCartModule>((resolve, reject) => {
    arrive = () => resolve(startAddToCartModule);
    fail = reject;
  });
  load.mockReturnValue(loading);
  return { arrive: () => update(arrive), fail: (error: Error) => update(() => fail(error)) };
}

async function page() {
  const container = await mount(`<store-product>${productScript(pen())}<store-add-to-cart></store-add-to-cart></store-product>`);
  const host = container.querySelector('store-add-to-cart')!;
  return { host, button: part(host, 'button') as HTMLButtonElement };
}

describe('<store-add-to-cart> cart layer, loaded after the first render', () => {
  beforeEach(() => {
    load.mockReset();
    useMockStore();
  });

  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
  });

  it('starts loading at the first render and shows the button before it arrives; clicks meanwhile add exactly once when it does', async () => {
    const layer = heldLayer();
    const { host, button } = await page();
    expect(load).toHaveBeenCalled();
    expect(host.getAttribute('data-cart')).toBe('started');
    await update(() => {
      button.click();
      button.click();
      button.click();
    });
    expect(addRequests()).toHaveLength(0);
    await layer.arrive();
    expect(addRequests()).toHaveLength(1);
    expect(host.getAttribute('data-state')).toBe('adding');
    expect(part(host, 'label')?.textContent).toBe('Adding…');
  });

  it('renders once, shown, on a page where no element has made the cart store yet', async () => {
    resetStorefront();
    heldLayer();
    const renders = vi.fn();
    const { host } = await page();
    host.addEventListener('store-state-change', renders);
    expect(host.getAttribute('data-cart')).toBe('started');
    expect(part(host, 'label')?.textContent).toBe('Add To Cart');
    expect(renders).not.toHaveBeenCalled();
  });

  it("with a cart cookie and no page cart store at first, shows once the layer arrives with the page's cart already loaded", async () => {
    resetStorefront();
    document.cookie = 'CART=mock-cart; path=/';
    try {
      const { storefront } = createMockStorefront({ entries: [{ itemId: 'engraved-pen', quantity: 1, unitCents: 4000 }] });
      await storefront.cart.start();
      expect(storefront.cart.getSnapshot().status).toBe('ready');
      let arrive!: () => void;
      load.mockReturnValue(
        new Promise((resolve) => {
          arrive = () => resolve({ ...startAddToCartModule, startAddToCart: () => startAddToCartModule.startAddToCart(storefront) });
        }),
      );
      const { host } = await page();
      expect(host.getAttribute('data-cart')).toBe('waiting');
      await update(arrive);
      expect(host.getAttribute('data-cart')).toBe('started');
    } finally {
      document.cookie = 'CART=; path=/; max-age=0';
    }
  });

  it('stays shown when a cart cookie appears after the first render (the first add creates the cart)', async () => {
    resetStorefront();
    heldLayer();
    const { host } = await page();
    document.cookie = 'CART=new-cart; path=/';
    try {
      await update(() => host.setAttribute('label', 'Take it'));
      expect(part(host, 'label')?.textContent).toBe('Take it');
      expect(host.getAttribute('data-cart')).toBe('started');
    } finally {
      document.cookie = 'CART=; path=/; max-age=0';
    }
  });

  it('with a cart cookie stays invisible until the layer has arrived and loaded the cart', async () => {
    useMockStore({ entries: [{ itemId: 'engraved-pen', quantity: 1, unitCents: 4000 }] });
    const layer = heldLayer();
    const { host } = await page();
    expect(host.getAttribute('data-cart')).toBe('waiting');
    expect(cartLoads()).toHaveLength(0);
    await layer.arrive();
    expect(cartLoads()).toHaveLength(1);
    expect(host.getAttribute('data-cart')).toBe('started');
  });

  it("a layer that fails to load: the button shows, a click says the store could not be reached and sends nothing, and the next click loads it again and adds once", async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useMockStore({ entries: [{ itemId: 'engraved-pen', quantity: 1, unitCents: 4000 }] });
    const first = heldLayer();
    const { host, button } = await page();
    expect(host.getAttribute('data-cart')).toBe('waiting');
    await first.fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(host.getAttribute('data-cart')).toBe('started');
    const errors: CustomEvent[] = [];
    host.addEventListener('store-cart-error', (event) => errors.push(event));
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await update(() => button.click());
    expect(part(host, 'dialog-title')?.textContent).toBe('Unable to Add Item');
    expect(part(host, 'dialog-message')?.textContent).toBe('We could not reach the store. Check your connection and try again.');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.detail).toMatchObject({ mode: 'add', title: 'Unable to Add Item', reason: { key: 'api.error.network' } });
    expect(addRequests()).toHaveLength(0);
    await update(() => part(host, 'dialog-close')!.click());
    load.mockResolvedValue(startAddToCartModule);
    await update(() => button.click());
    expect(part(host, 'dialog')).toBeNull();
    expect(addRequests()).toHaveLength(1);
    expect(errors).toHaveLength(1);
    report.mockRestore();
  });
});
