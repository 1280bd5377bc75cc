import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStorefront } from '../../../src/elements/page/storefront';
import { selectionStoreFor } from '../../../src/elements/selection/selectionStoreFor';
import { createMockStorefront } from '../../../stories/support/mockStorefront';
import { cleanup, flush, mount, part, productScript, shadowOf, update } from '../support/renderElements';
import { giftCard, tee } from '../support/products';
import { HOSTILE_URL_SAMPLE } from '../support/hostileUrls';

async function quickView(html: string) {
  const mock = createMockStorefront();
  configureStorefront(mock.storefront);
  const container = await mount(html);
  await flush();
  const host = container.querySelector('store-quick-view')!;
  return { host, mock, container };
}

const inDialog = (host: Element, selector: string) => shadowOf(host).querySelector(`[part="product"] ${selector}`);

describe('<store-quick-view>', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await cleanup();
  });

  it('is a button labelled Quick View (or its label attribute), closed until clicked', async () => {
    const { host } = await quickView(`<store-quick-view>${productScript(tee())}</store-quick-view>`);
    expect(part(host, 'button')?.textContent).toBe('Quick View');
    expect(part(host, 'button')?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(host.getAttribute('data-state')).toBe('closed');
    expect(part(host, 'modal')).toBeNull();
    const labelled = await quickView(`<store-quick-view label="Aperçu">${productScript(tee())}</store-quick-view>`);
    expect(part(labelled.host, 'button')?.textContent).toBe('Aperçu');
  });

  it('opens a modal dialog with title, image, price, variant selects, quantity and add-to-cart of one product, and records the quick view', async () => {
    const { host, mock } = await quickView(`<store-quick-view>${productScript(tee())}</store-quick-view>`);
    await update(() => part(host, 'button')!.click());
    await flush();
    expect(host.getAttribute('data-state')).toBe('open');
    const modal = part(host, 'modal') as HTMLDialogElement;
    expect(modal.localName).toBe('dialog');
    expect(modal.getAttribute('aria-labelledby')).toBe(part(host, 'title')?.id);
    expect(part(host, 'title')?.textContent).toBe(String(tee().title));
    const productElement = inDialog(host, 'store-product')!;
    expect([...productElement.children].map((child) => child.localName)).toEqual(['store-product-price', 'store-variant-select', 'store-quantity-input', 'store-add-to-cart']);
    expect(productElement.getAttribute('data-state')).toBe('ready');
    expect(shadowOf(inDialog(host, 'store-variant-select')).querySelectorAll('select')).toHaveLength(2);
    expect(part(host, 'view-cart')?.getAttribute('href')).toBe('/cart');
    expect(part(host, 'view-cart')?.getAttribute('target')).toBe('_self');
    expect(mock.requests.filter((request) => request.url.includes('/api/census/RecordQuickView/')).map((request) => [request.method, request.url])).toEqual([
      ['POST', '/api/census/RecordQuickView/classic-tee'],
    ]);
  });

  it('links "View full details" to the product\'s fullUrl and shows its assetUrl image when they are http(s) or relative', async () => {
    const { host } = await quickView(`<store-quick-view>${productScript({ ...tee(), fullUrl: '/shop/p/classic-tee', assetUrl: 'https://images.example/tee.jpg' })}</store-quick-view>`);
    await update(() => part(host, 'button')!.click());
    await flush();
    expect(part(host, 'details-link')?.getAttribute('href')).toBe('/shop/p/classic-tee');
    expect(part(host, 'image')?.getAttribute('src')).toBe('https://images.example/tee.jpg');
  });

  it('leaves out a details link and image whose URL is a script or other scheme, with one warning per field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const url of HOSTILE_URL_SAMPLE) {
      warn.mockClear();
      const { host } = await quickView(`<store-quick-view>${productScript({ ...tee(), fullUrl: url, assetUrl: url })}</store-quick-view>`);
      await update(() => part(host, 'button')!.click());
      await flush();
      expect(host.getAttribute('data-state'), JSON.stringify(url)).toBe('open');
      expect(part(host, 'details-link'), JSON.stringify(url)).toBeNull();
      expect(part(host, 'image'), JSON.stringify(url)).toBeNull();
      expect(shadowOf(host).querySelector('[href^="javascript" i], [src^="javascript" i], [href*="script:" i], [src*="script:" i]')).toBeNull();
      const refused = (field: string) => `[storefront-elements] <store-quick-view> ${field} is ${JSON.stringify(url)} but must be an http(s) or relative URL; it is not used.`;
      expect(warn.mock.calls.map((call) => call[0]).sort()).toEqual([refused('assetUrl'), refused('fullUrl')]);
      await cleanup();
    }
    warn.mockRestore();
  });

  it('links View Cart to /cart when its cart-url is a script or other scheme', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { host } = await quickView(`<store-quick-view>${productScript(tee())}</store-quick-view>`);
    await update(() => part(host, 'button')!.click());
    for (const url of HOSTILE_URL_SAMPLE) {
      await update(() => host.setAttribute('cart-url', url));
      expect(part(host, 'view-cart')?.getAttribute('href'), JSON.stringify(url)).toBe('/cart');
    }
    expect(warn).toHaveBeenCalledTimes(HOSTILE_URL_SAMPLE.length);
    expect(warn.mock.calls[0]![0]).toBe(
      `[storefront-elements] <store-quick-view> attribute "cart-url" is "${HOSTILE_URL_SAMPLE[0]}" but must be an http(s) or relative URL; using the default "/cart".`,
    );
    warn.mockRestore();
  });

  it('shares one selection among the dialog\'s elements: the variant chosen in its selects is the add-to-cart\'s', async () => {
    const { host } = await quickView(`<store-quick-view>${productScript(tee())}</store-quick-view>`);
    await update(() => part(host, 'button')!.click());
    const selects = [...shadowOf(inDialog(host, 'store-variant-select')).querySelectorAll('select')];
    await update(() => {
      selects[0]!.value = 'M';
      selects[0]!.dispatchEvent(new Event('change', { bubbles: true }));
      selects[1]!.value = 'Black';
      selects[1]!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const selection = selectionStoreFor(inDialog(host, 'store-product')!).getSnapshot();
    expect(selection.chosen).toEqual({ Size: 'M', Color: 'Black' });
    expect(selection.variant?.attributes).toEqual({ Size: 'M', Color: 'Black' });
    const button = inDialog(host, 'store-add-to-cart')!;
    expect(shadowOf(button).querySelector('[part="button"]')?.getAttribute('aria-disabled')).toBeNull();
    await update(() => part(host, 'close')!.click());
    await update(() => part(host, 'button')!.click());
    expect(selectionStoreFor(inDialog(host, 'store-product')!).getSnapshot().chosen).toEqual({ Size: 'M', Color: 'Black' });
  });

  it('buys a gift card in the gift-card mode', async () => {
    const { host } = await quickView(`<store-quick-view>${productScript(giftCard())}</store-quick-view>`);
    await update(() => part(host, 'button')!.click());
    expect(inDialog(host, 'store-add-to-cart')?.getAttribute('mode')).toBe('gift-card');
  });

  it('uses the surrounding <store-product>\'s product without loading', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { host } = await quickView(`<store-product>${productScript(tee())}<store-quick-view product-id="classic-tee"></store-quick-view></store-product>`);
    await update(() => part(host, 'button')!.click());
    expect(part(host, 'title')?.textContent).toBe(String(tee().title));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('loads the product by id without inline JSON, and says so when it cannot', async () => {
    const fetchSpy = vi.fn(async (url: string) =>
      url.endsWith('/classic-tee') ? new Response(JSON.stringify(tee()), { status: 200, headers: { 'Content-Type': 'application/json' } }) : new Response('{}', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { host } = await quickView('<store-quick-view product-id="classic-tee" catalog-url="/catalog"></store-quick-view>');
    await update(() => part(host, 'button')!.click());
    await flush();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual(['/catalog/classic-tee']);
    expect(part(host, 'title')?.textContent).toBe(String(tee().title));
    const missing = await quickView('<store-quick-view product-id="nope"></store-quick-view>');
    await update(() => part(missing.host, 'button')!.click());
    await flush();
    expect(missing.host.getAttribute('data-state')).toBe('error');
    expect(part(missing.host, 'status')?.textContent).toBe('This product could not be loaded.');
  });

  it('closes with its close button and returns focus to the quick-view button', async () => {
    const { host } = await quickView(`<store-quick-view>${productScript(tee())}</store-quick-view>`);
    const button = part(host, 'button')!;
    button.focus();
    await update(() => button.click());
    await update(() => part(host, 'close')!.click());
    expect(part(host, 'modal')).toBeNull();
    expect(host.getAttribute('data-state')).toBe('closed');
    expect(shadowOf(host).activeElement).toBe(button);
  });
});
