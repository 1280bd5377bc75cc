import { afterEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from '../../../src/core/telemetry';
import { preloadCatalog } from '../../../src/elements/i18n/catalogs';
import { configureStorefront, resetStorefront } from '../../../src/elements/page/storefront';
import { createMockStorefront } from '../../../stories/support/mockStorefront';
import { cleanup, flush, mount, part, productScript, shadowOf, typeInto, update } from '../support/renderElements';
import { ebook, tee } from '../support/products';
import { HOSTILE_URL_SAMPLE } from '../support/hostileUrls';

const US = { afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 100000, shopperLanguage: 'en', stripeAccountCountry: 'US' };
const contextScript = (context: unknown) => `<script type="application/json">${typeof context === 'string' ? context : JSON.stringify(context)}</script>`;
const pill = (context: unknown = US, attributes = '') => `<store-installment-pill ${attributes}>${contextScript(context)}</store-installment-pill>`;
const productPage = (product: unknown, pillHtml = pill()) =>
  `<store-product>${productScript(product)}<store-variant-select></store-variant-select><store-quantity-input></store-quantity-input>${pillHtml}</store-product>`;

type PillElement = HTMLElement & { loadModalHtml?: (url: string) => Promise<string> };

async function choose(container: HTMLElement, values: string[]) {
  const selects = shadowOf(container.querySelector('store-variant-select')).querySelectorAll('select');
  for (const [index, value] of values.entries()) {
    await update(() => {
      selects[index]!.value = value;
      selects[index]!.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
}

/** Lets React and the lazily imported sanitiser settle until `ready` holds (at most about a second). */
async function until(ready: () => boolean): Promise<void> {
  for (let round = 0; round < 100 && !ready(); round += 1) await update(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

const host = (container: HTMLElement) => container.querySelector<PillElement>('store-installment-pill')!;
const text = (container: HTMLElement) => part(host(container), 'text')?.textContent ?? null;

describe('<store-installment-pill> on a product page', () => {
  afterEach(async () => {
    await cleanup();
    setErrorReporter(undefined);
    vi.restoreAllMocks();
  });

  it('follows the selected variant price times the quantity', async () => {
    const container = await mount(productPage(tee()));
    expect(host(container).dataset.state).toBe('out-of-range');
    expect(text(container)).toBe('Afterpay available for orders over $35.00');
    await choose(container, ['S', 'Black']);
    expect(text(container)).toBe('Afterpay available for orders over $35.00');
    await typeInto(shadowOf(container.querySelector('store-quantity-input')).querySelector('input')!, '2');
    expect(host(container).dataset.state).toBe('in-range');
    expect(text(container)).toBe('or 4 interest-free payments of $14.00 with Afterpay');
    await choose(container, ['M', 'Black']);
    expect(text(container)).toBe('or 4 interest-free payments of $10.00 with Afterpay');
    await typeInto(shadowOf(container.querySelector('store-quantity-input')).querySelector('input')!, '51');
    expect(host(container).dataset.state).toBe('out-of-range');
    expect(text(container)).toBe('Afterpay available for orders up to $1,000.00');
  });

  it("formats the amounts for the element's locale, not the installment provider's", async () => {
    await Promise.all([preloadCatalog('de-DE'), preloadCatalog('fr-CA')]);
    const canadian = { ...US, stripeAccountCountry: 'CA', shopperLanguage: 'fr' };
    const container = await mount(`<div lang="de-DE">${productPage(tee(), pill(canadian))}</div>`);
    expect(text(container)).toBe('Afterpay verfügbar für Bestellungen über 35,00\u00a0$');
    await cleanup();
    const english = await mount(`<div lang="en-US">${productPage(tee(), pill(canadian))}</div>`);
    expect(text(english)).toBe('Afterpay available for orders over $35.00');
  });

  it('hides the pill (its space kept) for a sold-out variant and for a digital product', async () => {
    const container = await mount(productPage(tee()));
    await choose(container, ['L', 'White']);
    expect(host(container).dataset.state).toBe('hidden');
    expect(part(host(container), 'pill')).toBeNull();
    await cleanup();
    const digital = await mount(productPage(ebook()));
    expect(host(digital).dataset.state).toBe('hidden');
    expect(shadowOf(host(digital)).childElementCount).toBe(0);
  });

  it('is hidden when the context says installments are unavailable or the locale is not supported', async () => {
    for (const context of [{ ...US, afterPayAvailable: false }, { ...US, stripeAccountCountry: 'GB' }, { ...US, shopperLanguage: 'fr' }]) {
      const container = await mount(productPage(tee(), pill(context)));
      expect(host(container).dataset.state).toBe('hidden');
      await cleanup();
    }
  });

  it('reports a missing or malformed installment context to the error reporter and stays hidden', async () => {
    const reported: { error: unknown; custom: unknown }[] = [];
    setErrorReporter({ report: (error, custom) => reported.push({ error, custom }), listen: () => () => {}, flush: () => {} });
    const container = await mount(`<store-product>${productScript(tee())}${pill('{"afterPayAvailable": tru')}<store-installment-pill></store-installment-pill></store-product>`);
    const [malformed, missing] = container.querySelectorAll('store-installment-pill');
    expect(malformed!.getAttribute('data-state')).toBe('hidden');
    expect(missing!.getAttribute('data-state')).toBe('hidden');
    expect(reported.map((entry) => (entry.error as { code: string }).code).sort()).toEqual(['invalid-json', 'missing']);
    expect(reported[0]!.custom).toEqual({ feature: 'installments' });
  });

  it("opens the provider's published modal page of the locale by default, and a modal-src template where the site sets one", async () => {
    const loads: string[] = [];
    const container = await mount(
      `<store-product>${productScript(tee())}${pill()}${pill({ ...US, stripeAccountCountry: 'AU' }, 'modal-src="/modals/{locale}.html"')}</store-product>`,
    );
    for (const element of container.querySelectorAll<PillElement>('store-installment-pill')) {
      element.loadModalHtml = async (url) => {
        loads.push(url);
        return '<p>Pay in 4</p>';
      };
      await update(() => part(element, 'pill')!.click());
      await until(() => part(element, 'modal') !== null);
      await update(() => part(element, 'modal-close')!.click());
    }
    expect(loads).toEqual(['https://static.afterpay.com/modal/en_US.html', new URL('/modals/en-AU.html', document.baseURI).href]);
  });

  it("fetches the provider's page when modal-src is a script or other scheme, warning once", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const url of HOSTILE_URL_SAMPLE) {
      warn.mockClear();
      const container = await mount(productPage(tee(), pill(US)));
      const element = host(container);
      await update(() => element.setAttribute('modal-src', url));
      const loads: string[] = [];
      element.loadModalHtml = async (loaded) => {
        loads.push(loaded);
        return '<h2>Pay in 4</h2>';
      };
      await update(() => part(element, 'pill')!.click());
      await until(() => part(element, 'modal') !== null);
      expect(loads, JSON.stringify(url)).toEqual(['https://static.afterpay.com/modal/en_US.html']);
      expect(warn.mock.calls.map((call) => call[0])).toEqual([
        `[storefront-elements] <store-installment-pill> attribute "modal-src" is "${url}" but must be an http(s) or relative URL; it is ignored.`,
      ]);
      await cleanup();
    }
  });

  it('opens the info modal fetched by locale only when the shopper opens it; close button returns focus to the pill', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const container = await mount(productPage(tee(), pill({ ...US, stripeAccountCountry: 'CA', shopperLanguage: 'fr' })));
    const element = host(container);
    const loads: string[] = [];
    element.loadModalHtml = async (url) => {
      loads.push(url);
      return '<h2>Payez en 4 versements</h2>';
    };
    await flush();
    expect(loads).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(part(element, 'text')?.textContent).toBe('Afterpay available for orders over $35.00');
    const opener = part(element, 'pill')!;
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    opener.focus();
    await update(() => opener.click());
    await until(() => part(element, 'modal') !== null);
    expect(loads).toEqual(['https://static.afterpay.com/modal/fr_CA.html']);
    const dialog = part(element, 'modal') as HTMLDialogElement;
    expect(dialog.localName).toBe('dialog');
    expect(dialog.open).toBe(true);
    expect(shadowOf(element).getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Interest-free payments');
    expect(part(element, 'modal-body')?.textContent).toBe('Payez en 4 versements');
    await update(() => part(element, 'modal-close')!.click());
    expect(part(element, 'modal')).toBeNull();
    expect(shadowOf(element).activeElement).toBe(opener);
    await update(() => opener.click());
    await until(() => part(element, 'modal') !== null);
    expect(loads).toHaveLength(1);
    await update(() => {
      part(element, 'modal')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(part(element, 'modal')).toBeNull();
  });

  it('logs a warning only when the modal cannot be loaded, and the pill stays usable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = await mount(productPage(tee()));
    const element = host(container);
    let fail = true;
    element.loadModalHtml = async () => {
      if (fail) throw new Error('GET /modal: answered 503');
      return '<p>Pay in 4</p>';
    };
    await update(() => part(element, 'pill')!.click());
    await until(() => warn.mock.calls.length > 0);
    expect(part(element, 'modal')).toBeNull();
    expect(warn).toHaveBeenCalledWith('[storefront-elements] <store-installment-pill> could not load the installment info: GET /modal: answered 503');
    expect(part(element, 'pill')?.getAttribute('aria-busy')).toBeNull();
    fail = false;
    await update(() => part(element, 'pill')!.click());
    await until(() => part(element, 'modal') !== null);
    expect(part(element, 'modal-body')?.textContent).toBe('Pay in 4');
  });
});

describe('<store-installment-pill> for the cart', () => {
  afterEach(async () => {
    await cleanup();
    resetStorefront();
  });

  const cartStorefront = (entries: { itemId: string; quantity: number; unitCents: number; productType?: number }[]) => {
    const { storefront } = createMockStorefront({ entries });
    configureStorefront(storefront);
    return storefront;
  };

  it('follows the cart total with source="cart" and inside <store-cart>', async () => {
    const storefront = cartStorefront([{ itemId: 'a', quantity: 2, unitCents: 2500, productType: 1 }]);
    const container = await mount(`${pill(US, 'source="cart"')}<store-cart>${pill()}</store-cart>`);
    await flush();
    const [explicit, inside] = container.querySelectorAll('store-installment-pill');
    for (const element of [explicit!, inside!]) expect(part(element, 'text')?.textContent).toBe('or 4 interest-free payments of $12.50 with Afterpay');
    await update(async () => {
      await storefront.cart.addItem({ itemId: 'b', sku: 'SKU-B', quantity: 1 });
    });
    expect(part(explicit!, 'text')?.textContent).toBe('or 4 interest-free payments of $15.00 with Afterpay');
  });

  it('is hidden unless every cart item is physical, and while the cart is empty', async () => {
    cartStorefront([
      { itemId: 'a', quantity: 1, unitCents: 5000, productType: 1 },
      { itemId: 'b', quantity: 1, unitCents: 900, productType: 2 },
    ]);
    const mixed = await mount(pill(US, 'source="cart"'));
    await flush();
    expect(mixed.querySelector('store-installment-pill')!.getAttribute('data-state')).toBe('hidden');
    await cleanup();
    resetStorefront();
    cartStorefront([]);
    const empty = await mount(pill(US, 'source="cart"'));
    await flush();
    expect(empty.querySelector('store-installment-pill')!.getAttribute('data-state')).toBe('hidden');
  });
});
