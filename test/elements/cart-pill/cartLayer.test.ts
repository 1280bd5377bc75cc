import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter, type ErrorReporter } from '../../../src/core/telemetry';
import { loadStartAddToCart } from '../../../src/elements/add-to-cart/loadStartAddToCart';
import { setSiteServices } from '../../../src/elements/page/currentSiteServices';
import { loadStorefront } from '../../../src/elements/page/loadStorefront';
import * as storefrontModule from '../../../src/elements/page/storefront';
import { configureStorefront, resetStorefront } from '../../../src/elements/page/storefront';
import { createMockStorefront, type MockEntry } from '../../../stories/support/mockStorefront';
import { cleanup, mount, part, productScript, shadowOf, update } from '../support/renderElements';
import { pen } from '../support/products';

vi.mock('../../../src/elements/page/loadStorefront', () => ({ loadStorefront: vi.fn() }));

const load = vi.mocked(loadStorefront);

/** The cart pill's layer load, held until the test lets it arrive (the real storefront module) or fail. */
function heldLayer() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  load.mockReturnValue(
    new Promise<typeof storefrontModule>((resolve, reject) => {
      arrive = () => resolve(storefrontModule);
      fail = reject;
    }),
  );
  return { arrive: () => update(arrive), fail: (error: Error) => update(() => fail(error)) };
}

/** A page whose connection and session exist (over the mock store API) but whose cart store no element has made yet. */
function pageWithoutCartStore(entries: MockEntry[] = []) {
  const mock = createMockStorefront({ entries });
  setSiteServices({ api: mock.storefront.api, session: mock.storefront.session });
  const requests = (method: string, path: string) => mock.requests.filter((request) => request.method === method && new URL(request.url, 'http://store.test').pathname === path);
  return { cartLoads: () => requests('GET', '/api/commerce/shopping-cart'), adds: () => requests('POST', '/api/commerce/shopping-cart/entries') };
}

function shown(host: Element) {
  return {
    state: host.getAttribute('data-state'),
    hidden: part(host, 'pill')?.getAttribute('aria-hidden') ?? null,
    quantity: part(host, 'quantity')?.textContent,
    subtotal: part(host, 'subtotal')?.textContent,
  };
}

describe('<store-cart-pill> cart layer, loaded after the first render', () => {
  let reports: unknown[][];

  beforeAll(async () => {
    await loadStartAddToCart();
  });

  beforeEach(() => {
    load.mockReset();
    resetStorefront();
    reports = [];
    const reporter: ErrorReporter = { report: (...args) => void reports.push(args), listen: () => () => undefined, flush: () => undefined };
    setErrorReporter(reporter);
  });

  afterEach(async () => {
    await cleanup();
    setErrorReporter(undefined);
    resetStorefront();
  });

  it('starts loading at the first render and shows no items until the layer arrives; then loads the cart once and shows it', async () => {
    const page = pageWithoutCartStore([
      { itemId: 'a', quantity: 4, unitCents: 1250 },
      { itemId: 'b', quantity: 3, unitCents: 1000 },
    ]);
    const layer = heldLayer();
    const host = (await mount('<store-cart-pill></store-cart-pill>')).querySelector('store-cart-pill')!;
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown(host)).toEqual({ state: 'empty', hidden: 'true', quantity: '0', subtotal: '$0.00' });
    expect(page.cartLoads()).toHaveLength(0);
    await layer.arrive();
    expect(page.cartLoads()).toHaveLength(1);
    expect(shown(host)).toEqual({ state: 'filled', hidden: null, quantity: '7', subtotal: '$80.00' });
  });

  it('renders the same content before and after the layer on a page with no cart, so nothing moves', async () => {
    const page = pageWithoutCartStore();
    const layer = heldLayer();
    const host = (await mount('<store-cart-pill></store-cart-pill>')).querySelector('store-cart-pill')!;
    const before = shadowOf(host).innerHTML;
    await layer.arrive();
    expect(shadowOf(host).innerHTML).toBe(before);
    expect(host.getAttribute('data-state')).toBe('empty');
    expect(page.cartLoads()).toHaveLength(0);
  });

  it("shows the page's cart at its first render when another element made it, before its own layer arrives", async () => {
    const { storefront } = createMockStorefront({ entries: [{ itemId: 'a', quantity: 150, unitCents: 100 }] });
    configureStorefront(storefront);
    await storefront.cart.start();
    heldLayer();
    const host = (await mount('<store-cart-pill></store-cart-pill>')).querySelector('store-cart-pill')!;
    expect(shown(host)).toEqual({ state: 'filled', hidden: null, quantity: '100+', subtotal: '$150.00' });
    const description = shadowOf(host).getElementById(part(host, 'pill')!.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('More than 100 items in cart');
  });

  it('an add made while its layer loads shows at once, and the layer arriving later loads nothing again and adds nothing', async () => {
    const page = pageWithoutCartStore();
    const layer = heldLayer();
    const container = await mount(`<store-cart-pill></store-cart-pill><store-product>${productScript(pen())}<store-add-to-cart></store-add-to-cart></store-product>`);
    const host = container.querySelector('store-cart-pill')!;
    await update(() => (part(container.querySelector('store-add-to-cart'), 'button') as HTMLButtonElement).click());
    expect(page.adds()).toHaveLength(1);
    expect(shown(host)).toMatchObject({ state: 'filled', quantity: '1' });
    await layer.arrive();
    expect(shown(host)).toMatchObject({ state: 'filled', quantity: '1' });
    expect(page.adds()).toHaveLength(1);
    expect(page.cartLoads()).toHaveLength(0);
  });

  it("a layer that cannot load is reported and leaves the pill hidden; it shows the page's cart once another element loads it", async () => {
    const page = pageWithoutCartStore();
    const layer = heldLayer();
    const container = await mount(`<store-cart-pill></store-cart-pill><store-product>${productScript(pen())}<store-add-to-cart></store-add-to-cart></store-product>`);
    const host = container.querySelector('store-cart-pill')!;
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await layer.fail(failure);
    expect(reports).toEqual([[failure, { feature: 'cart-pill' }]]);
    expect(shown(host)).toEqual({ state: 'empty', hidden: 'true', quantity: '0', subtotal: '$0.00' });
    await update(() => (part(container.querySelector('store-add-to-cart'), 'button') as HTMLButtonElement).click());
    expect(page.adds()).toHaveLength(1);
    expect(shown(host)).toMatchObject({ state: 'filled', hidden: null, quantity: '1', subtotal: '$10.00' });
  });
});
