import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStorefront } from '../../../src/elements/page/loadStorefront';
import { resetStorefront } from '../../../src/elements/page/storefront';
import { createMockStorefront } from '../../../stories/support/mockStorefront';
import { cleanup, mount, part, shadowOf, typeInto, update } from '../support/renderElements';

vi.mock('../../../src/elements/page/loadStorefront', () => ({ loadStorefront: vi.fn() }));

const load = vi.mocked(loadStorefront);
type StorefrontModule = Awaited<ReturnType<typeof loadStorefront>>;

const teeCart = { id: 'mock-cart', entries: [{ id: 'entry-1', itemId: 'classic-tee', title: 'Classic Tee', quantity: 2, purchasePriceCents: 2000 }], subtotalCents: 4000, grandTotalCents: 4000 };
const CART_SCRIPT = `<script type="application/json">${JSON.stringify(teeCart)}</script>`;
const UNREACHABLE = 'We could not reach the store. Check your connection and try again.';

/** The page's storefront the cart layer makes once it arrives, over the mock store API. */
function storefrontLayer() {
  const mock = createMockStorefront({ entries: [{ itemId: 'classic-tee', title: 'Classic Tee', quantity: 2, unitCents: 2000 }] });
  const layer = { getStorefront: () => mock.storefront } as unknown as StorefrontModule;
  return { mock, layer, puts: () => mock.requests.filter((request) => request.method === 'PUT') };
}

/** The cart layer's load, held until the test lets it arrive or fail. */
function heldLayer(layer: StorefrontModule) {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  load.mockReturnValueOnce(
    new Promise<StorefrontModule>((resolve, reject) => {
      arrive = () => resolve(layer);
      fail = reject;
    }),
  );
  return { arrive: () => update(arrive), fail: (error: Error) => update(() => fail(error)) };
}

async function cartPage(html: string) {
  const container = await mount(html);
  const host = container.querySelector('store-cart')!;
  const quantity = () => shadowOf(host).querySelector('[part="quantity"]') as HTMLInputElement;
  return { host, quantity };
}

async function commit(input: HTMLInputElement, value: string) {
  await typeInto(input, value);
  await update(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

describe('<store-cart> cart layer, loaded after the first render when no element has made the page cart yet', () => {
  beforeEach(() => {
    load.mockReset();
    resetStorefront();
  });

  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
  });

  it("shows the page's cart JSON at first paint; a quantity committed before the layer arrives is sent once when it does", async () => {
    const { mock, layer, puts } = storefrontLayer();
    const held = heldLayer(layer);
    const { host, quantity } = await cartPage(`<store-cart>${CART_SCRIPT}</store-cart>`);
    expect(load).toHaveBeenCalledTimes(1);
    expect(host.getAttribute('data-state')).toBe('ready');
    expect(quantity().value).toBe('2');
    await commit(quantity(), '3');
    expect(mock.requests).toHaveLength(0);
    expect(quantity().getAttribute('aria-invalid')).toBeNull();
    await held.arrive();
    expect(puts()).toHaveLength(1);
    expect(JSON.parse(puts()[0]!.body!)).toEqual({ quantity: 3 });
    expect(quantity().value).toBe('3');
    expect(host.getAttribute('data-state')).toBe('ready');
  });

  it('a layer that fails to load: the lines stay, an edit says the store could not be reached and keeps the typed quantity', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { mock, layer } = storefrontLayer();
    const held = heldLayer(layer);
    const { host, quantity } = await cartPage(`<store-cart>${CART_SCRIPT}</store-cart>`);
    await held.fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(host.getAttribute('data-state')).toBe('ready');
    await commit(quantity(), '3');
    expect(part(host, 'line-error')?.textContent).toBe(UNREACHABLE);
    expect(quantity().value).toBe('3');
    expect(mock.requests).toHaveLength(0);
  });

  it('without cart JSON a layer that fails to load shows the error with a retry that loads it again and shows the cart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { layer } = storefrontLayer();
    const held = heldLayer(layer);
    const { host } = await cartPage('<store-cart></store-cart>');
    expect(host.getAttribute('data-state')).toBe('loading');
    await held.fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(host.getAttribute('data-state')).toBe('error');
    expect(part(host, 'status')?.textContent).toContain(UNREACHABLE);
    load.mockResolvedValueOnce(layer);
    await update(() => part(host, 'retry')!.click());
    await update(() => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    expect(host.getAttribute('data-state')).toBe('ready');
    expect(shadowOf(host).querySelectorAll('[part="line"]')).toHaveLength(1);
  });
});
