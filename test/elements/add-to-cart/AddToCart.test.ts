import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUTTON_ADDED_DELAY_MS, BUTTON_ADDED_HOLD_MS } from '../../../src/core/addToCart';
import { ADD_TO_CART_ERROR_RESET_MS } from '../../../src/core/addToCart';
import { configureStorefront } from '../../../src/elements/page/storefront';
import type { StoreEventMap } from '../../../src/elements/events';
import { loadStartAddToCart } from '../../../src/elements/add-to-cart/loadStartAddToCart';
import { createMockStorefront, type MockStorefrontOptions } from '../../../stories/support/mockStorefront';
import { cleanup, flush, mount, part, productScript, shadowOf, typeInto, update } from '../support/renderElements';
import { coffee, giftCard, mug, pen, tee } from '../support/products';
import { HOSTILE_URL_SAMPLE } from '../support/hostileUrls';

let requests: ReturnType<typeof createMockStorefront>['requests'];

function useMockStore(options: MockStorefrontOptions = {}) {
  const mock = createMockStorefront(options);
  configureStorefront(mock.storefront);
  requests = mock.requests;
  return mock;
}

const addRequests = () => requests.filter((request) => request.method === 'POST' && request.url.includes('/shopping-cart/entries'));

async function page(product: unknown, attributes = '', extra = '') {
  const container = await mount(`<store-product>${productScript(product)}${extra}<store-add-to-cart ${attributes}></store-add-to-cart></store-product>`);
  const host = container.querySelector('store-add-to-cart')!;
  return { container, host, button: part(host, 'button') as HTMLButtonElement };
}

const label = (host: Element) => part(host, 'label')?.textContent;

async function click(button: HTMLButtonElement) {
  await update(() => button.click());
}

async function advance(ms: number) {
  await update(() => {
    vi.advanceTimersByTime(ms);
  });
}

async function choose(container: HTMLElement, index: number, value: string) {
  const select = shadowOf(container.querySelector('store-variant-select')).querySelectorAll('select')[index]!;
  await update(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('<store-add-to-cart>', () => {
  beforeAll(async () => {
    await loadStartAddToCart();
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useMockStore();
  });

  afterEach(async () => {
    await cleanup();
    vi.useRealTimers();
  });

  describe('labels', () => {
    it("reads 'Add To Cart' by default and 'Subscribe' in subscribe mode", async () => {
      expect(label((await page(pen())).host)).toBe('Add To Cart');
      await cleanup();
      expect(label((await page(coffee(), 'mode="subscribe"')).host)).toBe('Subscribe');
    });

    it("uses the product's custom button text when enabled, and the label attribute above all", async () => {
      const custom = pen({}, { useCustomAddButtonText: true, customAddButtonText: 'Personalise & Add' });
      expect(label((await page(custom)).host)).toBe('Personalise & Add');
      await cleanup();
      expect(label((await page(custom, 'label="Take it"')).host)).toBe('Take it');
    });
  });

  describe('sold out', () => {
    const posts = () => requests.filter((request) => request.method === 'POST');
    const activateEveryWay = (button: HTMLButtonElement) =>
      update(() => {
        button.click();
        for (const key of ['Enter', ' ']) button.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      });

    it("reads the sold-out text in every mode, is aria-disabled yet focusable, and sends nothing on click, Enter or Space", async () => {
      for (const mode of ['add', 'buy-now', 'subscribe']) {
        const { host, button } = await page(mug(), `mode="${mode}"`);
        expect(label(host)).toBe('Sold Out');
        expect(button.getAttribute('aria-disabled')).toBe('true');
        expect(button.disabled).toBe(false);
        expect(button.tabIndex).toBe(0);
        expect(host.getAttribute('data-state')).toBe('sold-out');
        await activateEveryWay(button);
        expect(posts()).toHaveLength(0);
        expect(part(host, 'dialog')).toBeNull();
        await cleanup();
      }
    });

    it("follows the chosen variant and uses the store's customSoldOutText", async () => {
      const { container, host, button } = await page(tee({ storeSettings: { customSoldOutText: 'Back soon' } }), 'label="Buy"', '<store-variant-select></store-variant-select>');
      expect(label(host)).toBe('Buy');
      await choose(container, 0, 'L');
      await choose(container, 1, 'White');
      expect(label(host)).toBe('Back soon');
      expect(button.getAttribute('aria-disabled')).toBe('true');
      await activateEveryWay(button);
      expect(posts()).toHaveLength(0);
      await choose(container, 1, 'Black');
      expect(label(host)).toBe('Buy');
      expect(button.hasAttribute('aria-disabled')).toBe(false);
      await click(button);
      expect(addRequests()).toHaveLength(1);
    });
  });

  describe('cart start (spec §4)', () => {
    const CART_LOAD_MS = 500;
    const cartLoads = () => requests.filter((request) => request.method === 'GET' && request.url.includes('/shopping-cart'));

    it('without a cart cookie the cart is not loaded and the button is made visible at once', async () => {
      const { host } = await page(pen());
      expect(cartLoads()).toHaveLength(0);
      expect(host.getAttribute('data-cart')).toBe('started');
    });

    it('with a cart cookie the button stays invisible and ignores activation until the cart has loaded, then shows and adds', async () => {
      useMockStore({ entries: [{ itemId: 'engraved-pen', quantity: 1, unitCents: 4000 }], delayMs: CART_LOAD_MS });
      const { host, button } = await page(pen());
      expect(cartLoads()).toHaveLength(1);
      expect(host.getAttribute('data-cart')).toBe('waiting');
      await click(button);
      await update(() => {
        button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      });
      expect(addRequests()).toHaveLength(0);
      expect(host.getAttribute('data-state')).toBe('idle');
      await advance(CART_LOAD_MS);
      expect(host.getAttribute('data-cart')).toBe('started');
      await click(button);
      expect(addRequests()).toHaveLength(1);
    });

    it('is hidden by its stylesheet until the cart has started (space kept: visibility, not display)', async () => {
      const { host } = await page(pen());
      const sheet = [...shadowOf(host).adoptedStyleSheets].flatMap((styles) => [...styles.cssRules].map((rule) => rule.cssText)).join('\n');
      expect(sheet).toMatch(/:host\(:not\(\[data-cart=["']started["']\]\)\)\s*\{\s*visibility:\s*hidden;?\s*\}/);
    });
  });

  describe('states', () => {
    it("goes idle → adding ('Adding…') → added ('Added!') 1 s after success, held 2 s → idle", async () => {
      const { host, button } = await page(pen());
      const states: string[] = [];
      host.addEventListener('store-state-change', (event) => states.push(event.detail.state));
      expect(host.getAttribute('data-state')).toBe('idle');
      await click(button);
      expect(addRequests()).toHaveLength(1);
      expect(JSON.parse(addRequests()[0]!.body!)).toMatchObject({ itemId: 'engraved-pen', sku: 'SKU-PEN', quantity: 1 });
      expect(host.getAttribute('data-state')).toBe('adding');
      expect(label(host)).toBe('Adding…');
      await advance(BUTTON_ADDED_DELAY_MS - 1);
      expect(host.getAttribute('data-state')).toBe('adding');
      await advance(1);
      expect(host.getAttribute('data-state')).toBe('added');
      expect(label(host)).toBe('Added!');
      await advance(BUTTON_ADDED_HOLD_MS - 1);
      expect(label(host)).toBe('Added!');
      await advance(1);
      expect(host.getAttribute('data-state')).toBe('idle');
      expect(label(host)).toBe('Add To Cart');
      expect(states).toEqual(['adding', 'added', 'idle']);
    });

    it('fires store-cart-add with the variant and quantity after a successful add', async () => {
      const { host, button } = await page(pen());
      const added: CustomEvent[] = [];
      document.addEventListener('store-cart-add', (event) => added.push(event), { once: true });
      await click(button);
      expect(added).toHaveLength(1);
      expect(added[0]!.detail).toMatchObject({ productId: 'engraved-pen', mode: 'add', quantity: 1, redirectTo: null });
      expect(added[0]!.detail.variant.id).toBe('pen');
      expect(host.getAttribute('data-state')).toBe('adding');
    });

    it('adds exactly once for a double click and for 20 rapid clicks', async () => {
      const { button } = await page(pen());
      await update(() => {
        button.click();
        button.click();
      });
      expect(addRequests()).toHaveLength(1);
      await advance(BUTTON_ADDED_DELAY_MS + BUTTON_ADDED_HOLD_MS);
      await update(() => {
        for (let index = 0; index < 20; index += 1) button.click();
      });
      expect(addRequests()).toHaveLength(2);
    });

    it('ignores clicks while added', async () => {
      const { host, button } = await page(pen());
      await click(button);
      await advance(BUTTON_ADDED_DELAY_MS);
      expect(host.getAttribute('data-state')).toBe('added');
      expect(button.getAttribute('aria-disabled')).toBe('true');
      await click(button);
      expect(addRequests()).toHaveLength(1);
      await advance(BUTTON_ADDED_HOLD_MS);
      expect(button.hasAttribute('aria-disabled')).toBe(false);
    });

    it('is activated by Enter and by Space', async () => {
      const { button } = await page(pen());
      await update(() => {
        button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      });
      expect(addRequests()).toHaveLength(1);
      await advance(BUTTON_ADDED_DELAY_MS + BUTTON_ADDED_HOLD_MS);
      await update(() => {
        button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
      });
      expect(addRequests()).toHaveLength(2);
    });

    it('does nothing while disabled', async () => {
      const { button } = await page(pen(), 'disabled');
      expect(button.disabled).toBe(true);
      await click(button);
      expect(addRequests()).toHaveLength(0);
    });
  });

  describe('errors', () => {
    it("shows a server error in an alert dialog titled 'Unable to Add Item' and returns to idle after 1 s", async () => {
      useMockStore({ failWith: { status: 400, body: { message: 'That item is no longer for sale.' } } });
      const { host, button } = await page(pen());
      const errors: CustomEvent[] = [];
      host.addEventListener('store-cart-error', (event) => errors.push(event));
      await click(button);
      const dialog = part(host, 'dialog')!;
      expect(dialog.getAttribute('role')).toBe('alertdialog');
      const title = part(host, 'dialog-title')!;
      expect(dialog.getAttribute('aria-labelledby')).toBe(title.id);
      expect(title.textContent).toBe('Unable to Add Item');
      expect(part(host, 'dialog-message')?.textContent).toBe('That item is no longer for sale.');
      expect(errors[0]!.detail).toMatchObject({ title: 'Unable to Add Item', message: 'That item is no longer for sale.', mode: 'add' });
      expect(host.getAttribute('data-state')).toBe('error');
      await advance(ADD_TO_CART_ERROR_RESET_MS);
      expect(host.getAttribute('data-state')).toBe('idle');
    });

    it("says 'Please try again in a few seconds.' on HTTP 429", async () => {
      useMockStore({ failWith: { status: 429, body: {} } });
      const { host, button } = await page(pen());
      await click(button);
      expect(part(host, 'dialog-message')?.textContent).toBe('Please try again in a few seconds.');
    });

    it('explains an expired session on a crumb failure', async () => {
      useMockStore({ failWith: { status: 401, body: { crumbFail: true } } });
      const { host, button } = await page(pen());
      await click(button);
      expect(part(host, 'dialog-message')?.textContent).toBe('Your session has expired. Please reload the page and try again.');
    });

    it('focuses OK in the dialog; OK or Escape closes it and focus returns to the button', async () => {
      useMockStore({ failWith: { status: 429, body: {} } });
      const { host, button } = await page(pen());
      await click(button);
      const root = shadowOf(host);
      expect(root.activeElement).toBe(part(host, 'dialog-close'));
      await update(() => part(host, 'dialog-close')!.click());
      expect(part(host, 'dialog')).toBeNull();
      expect(root.activeElement).toBe(button);
      await advance(ADD_TO_CART_ERROR_RESET_MS);
      await click(button);
      await update(() => {
        part(host, 'dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
      });
      expect(part(host, 'dialog')).toBeNull();
      expect(root.activeElement).toBe(button);
    });
  });

  describe('validation', () => {
    it('asks for every unchosen option and sends nothing', async () => {
      const { container, host, button } = await page(tee(), '', '<store-variant-select></store-variant-select>');
      await click(button);
      expect(part(host, 'dialog-title')?.textContent).toBe('Unable to Add Item');
      expect(part(host, 'dialog-message')?.textContent).toBe('Please select the Size and Color options.');
      expect(host.getAttribute('data-state')).toBe('error');
      await update(() => part(host, 'dialog-close')!.click());
      await advance(ADD_TO_CART_ERROR_RESET_MS);
      await choose(container, 0, 'M');
      await click(button);
      expect(part(host, 'dialog-message')?.textContent).toBe('Please select the Color option.');
      expect(addRequests()).toHaveLength(0);
    });

    it('refuses more than the chosen variant has in stock', async () => {
      const { container, host, button } = await page(tee(), '', '<store-variant-select></store-variant-select><store-quantity-input></store-quantity-input>');
      await choose(container, 0, 'L');
      await choose(container, 1, 'Black');
      await typeInto(part(container.querySelector('store-quantity-input'), 'input') as HTMLInputElement, '13');
      await click(button);
      expect(part(host, 'dialog-message')?.textContent).toBe('Sorry, we do not have enough of that item available.');
      expect(addRequests()).toHaveLength(0);
    });

    it('refuses a quantity that is not a whole number', async () => {
      const { container, host, button } = await page(pen(), '', '<store-quantity-input></store-quantity-input>');
      const input = part(container.querySelector('store-quantity-input'), 'input') as HTMLInputElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      await update(() => {
        setter.call(input, '2.5');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await click(button);
      expect(part(host, 'dialog-message')?.textContent).toBe('Quantity must be a whole number.');
    });

    it("requires a gift card denomination, titled 'Unable to purchase Gift Card'", async () => {
      const { host, button } = await page(giftCard(), 'mode="gift-card"');
      await click(button);
      expect(part(host, 'dialog-title')?.textContent).toBe('Unable to purchase Gift Card');
      expect(part(host, 'dialog-message')?.textContent).toBe('Select a denomination for the Gift Card.');
    });
  });

  describe('modes', () => {
    it('buy now adds as express and goes to the checkout page', async () => {
      const { button } = await page(pen(), 'mode="buy-now"');
      const added: CustomEvent[] = [];
      document.addEventListener(
        'store-cart-add',
        (event) => {
          event.preventDefault();
          added.push(event);
        },
        { once: true },
      );
      await click(button);
      expect(addRequests()[0]!.url).toContain('isExpress=true');
      expect(added[0]!.detail.redirectTo).toBe('/checkout');
    });

    it('goes to /checkout, never to a script or other-scheme checkout-url, subscription-url or gift-card-url', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const url of HOSTILE_URL_SAMPLE) {
        warn.mockClear();
        const { host, button } = await page(pen(), 'mode="buy-now"');
        await update(() => {
          host.setAttribute('checkout-url', url);
          host.setAttribute('subscription-url', url);
          host.setAttribute('gift-card-url', url);
        });
        const added: CustomEvent[] = [];
        const keep = (event: Event) => {
          event.preventDefault();
          added.push(event as CustomEvent);
        };
        document.addEventListener('store-cart-add', keep, { once: true });
        await click(button);
        expect(added[0]!.detail.redirectTo, JSON.stringify(url)).toBe('/checkout');
        expect(warn.mock.calls.map((call) => (call[0] as string).replace(/ is .*/s, ''))).toEqual([
          '[storefront-elements] <store-add-to-cart> attribute "checkout-url"',
          '[storefront-elements] <store-add-to-cart> attribute "subscription-url"',
          '[storefront-elements] <store-add-to-cart> attribute "gift-card-url"',
        ]);
        await cleanup();
      }
      warn.mockRestore();
    });

    it("titles buy-now failures 'Unable to Purchase Item'", async () => {
      useMockStore({ failWith: { status: 500, body: { message: 'Checkout is closed.' } } });
      const { host, button } = await page(pen(), 'mode="buy-now"');
      await click(button);
      expect(part(host, 'dialog-title')?.textContent).toBe('Unable to Purchase Item');
    });

    it('subscribe starts a subscription cart and goes to the subscription page with the cart token', async () => {
      const { container, button } = await page(coffee(), 'mode="subscribe" subscription-url="/subscribe"', '<store-variant-select></store-variant-select>');
      await choose(container, 0, 'Ground');
      const added: CustomEvent[] = [];
      document.addEventListener(
        'store-cart-add',
        (event) => {
          event.preventDefault();
          added.push(event);
        },
        { once: true },
      );
      await click(button);
      const subscription = requests.find((request) => request.url.includes('/api/3/commerce/cart/subscription'))!;
      expect(JSON.parse(subscription.body!)).toMatchObject({ itemId: 'coffee-subscription', sku: 'SKU-COFFEE-GROUND', qty: 1 });
      expect(added[0]!.detail.redirectTo).toBe('/subscribe?cartToken=mock-cart-token');
    });

    it('gift card with a denomination purchases it and goes to the gift card page with its item id and variant', async () => {
      const { container, button } = await page(giftCard(), 'mode="gift-card"', '<store-variant-select></store-variant-select>');
      await choose(container, 0, '$50.00');
      const added: CustomEvent[] = [];
      document.addEventListener(
        'store-cart-add',
        (event) => {
          event.preventDefault();
          added.push(event);
        },
        { once: true },
      );
      await click(button);
      expect(JSON.parse(addRequests()[0]!.body!)).toMatchObject({ itemId: 'gift-card', sku: 'SKU-GIFT-50' });
      expect(added[0]!.detail.redirectTo).toBe('/checkout/gift-card?itemId=gift-card&variantId=gift-50');
    });

    it('warns about an unknown mode and falls back to add', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { host } = await page(pen(), 'mode="sell"');
      expect(label(host)).toBe('Add To Cart');
      expect(warn.mock.calls.some(([text]) => String(text).includes('attribute "mode" is "sell"'))).toBe(true);
      warn.mockRestore();
    });
  });

  describe('store-cart-add-request', () => {
    /** Listens on the document like a site script: records every request and cancels while `cancel` says so. */
    function siteScript(cancel: () => boolean) {
      const heard: { detail: StoreEventMap['store-cart-add-request']['detail']; cancelable: boolean; composed: boolean; addsSentBefore: number }[] = [];
      const listener = (event: StoreEventMap['store-cart-add-request']) => {
        heard.push({ detail: event.detail, cancelable: event.cancelable, composed: event.composed, addsSentBefore: addRequests().length });
        if (cancel()) event.preventDefault();
      };
      document.addEventListener('store-cart-add-request', listener);
      return { heard, stop: () => document.removeEventListener('store-cart-add-request', listener) };
    }

    it('fires before the add is sent with what will be added, and its result resolves with the added cart', async () => {
      const { host, button } = await page(pen());
      const script = siteScript(() => false);
      await click(button);
      script.stop();
      expect(script.heard).toHaveLength(1);
      const [{ detail, cancelable, composed, addsSentBefore }] = script.heard as [(typeof script.heard)[number]];
      expect({ cancelable, composed, addsSentBefore }).toEqual({ cancelable: true, composed: true, addsSentBefore: 0 });
      expect(detail).toMatchObject({ productId: 'engraved-pen', mode: 'add', quantity: 1 });
      expect(detail.variant.id).toBe('pen');
      expect(addRequests()).toHaveLength(1);
      await expect(detail.result).resolves.toMatchObject({ kind: 'succeeded', redirectTo: null, result: { itemId: 'engraved-pen', quantity: 1 } });
      expect(host.getAttribute('data-state')).toBe('adding');
    });

    it('stops the add when canceled, by click, Enter or Space: nothing sent, the button idle, no alert, no store-cart-add; an add after works', async () => {
      const { host, button } = await page(pen());
      let cancel = true;
      const script = siteScript(() => cancel);
      const heardAfter: string[] = [];
      for (const type of ['store-cart-add', 'store-cart-error', 'store-state-change'] as const) host.addEventListener(type, () => heardAfter.push(type));
      await click(button);
      for (const key of ['Enter', ' ']) {
        await update(() => {
          button.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        });
      }
      expect(script.heard).toHaveLength(3);
      expect(await Promise.all(script.heard.map(({ detail }) => detail.result))).toEqual([{ kind: 'canceled' }, { kind: 'canceled' }, { kind: 'canceled' }]);
      expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
      expect(host.getAttribute('data-state')).toBe('idle');
      expect(label(host)).toBe('Add To Cart');
      expect(button.hasAttribute('aria-busy')).toBe(false);
      expect(button.hasAttribute('aria-disabled')).toBe(false);
      expect(part(host, 'dialog')).toBeNull();
      expect(heardAfter).toEqual([]);
      cancel = false;
      await click(button);
      expect(addRequests()).toHaveLength(1);
      expect(heardAfter.sort()).toEqual(['store-cart-add', 'store-state-change']);
      script.stop();
    });

    it('resolves its result with the failure the alert shows', async () => {
      useMockStore({ failWith: { status: 429, body: {} } });
      const { host, button } = await page(pen());
      const script = siteScript(() => false);
      await click(button);
      script.stop();
      expect(part(host, 'dialog-message')?.textContent).toBe('Please try again in a few seconds.');
      await expect(script.heard[0]!.detail.result).resolves.toMatchObject({ kind: 'failed', title: { key: 'api.addItem.title' }, reason: { key: 'api.addItem.rateLimited' } });
    });
  });

  /** Waits for the additional-fields modal, loaded lazily the first time it opens. */
  const openedModal = (host: Element) =>
    vi.waitFor(async () => {
      await flush();
      const modal = part(host, 'modal');
      if (!modal) throw new Error('the additional-fields modal has not opened');
      return modal;
    });

  describe('additional fields', () => {
    const engravingForm = {
      id: 'engraving-form',
      name: 'Engraving',
      fields: [
        { id: 'text', type: 'text', title: 'Engraving text', required: true },
        { id: 'note', type: 'textarea', title: 'Gift note', required: false },
      ],
    };
    const engravedPen = () => pen({}, { additionalFieldsFormId: 'engraving-form', additionalFieldsForm: engravingForm });

    it('verifies stock first, then opens the form in a modal', async () => {
      useMockStore({ stock: { pen: { qtyInStock: 5 } } });
      const { host, button } = await page(engravedPen());
      await click(button);
      await openedModal(host);
      expect(requests.map((request) => request.url)).toEqual(['/api/commerce/inventory/stock/?itemId=engraved-pen']);
      const modal = part(host, 'modal') as HTMLDialogElement;
      expect(modal.localName).toBe('dialog');
      expect(modal.open).toBe(true);
      expect(modal.getAttribute('aria-modal')).toBe('true');
      expect(part(host, 'modal-title')?.textContent).toBe('Engraving');
      expect(addRequests()).toHaveLength(0);
    });

    it('does not open the form when the fresh stock is too low', async () => {
      useMockStore({ stock: { pen: { qtyInStock: 0 } } });
      const { host, button } = await page(engravedPen());
      await click(button);
      expect(part(host, 'modal')).toBeNull();
      expect(part(host, 'dialog-message')?.textContent).toBe('Sorry, we do not have enough of that item available.');
    });

    it("closes on Escape (the dialog's cancel event) and returns focus to the button", async () => {
      useMockStore({ stock: { pen: { qtyInStock: 5 } } });
      const { host, button } = await page(engravedPen());
      await click(button);
      await openedModal(host);
      const root = shadowOf(host);
      part(host, 'submit')!.focus();
      await update(() => {
        part(host, 'modal')!.dispatchEvent(new Event('cancel', { cancelable: true }));
      });
      expect(part(host, 'modal')).toBeNull();
      expect(root.activeElement).toBe(button);
      expect(addRequests()).toHaveLength(0);
    });

    it('draws name, phone and date answers with the shared renderer as fieldsets of parts, and sends them keyed by summary keys', async () => {
      useMockStore({ stock: { pen: { qtyInStock: 5 } } });
      const form = {
        id: 'gift-form',
        name: 'Gift details',
        fields: [
          { id: 'to', type: 'name', title: 'Recipient', required: true },
          { id: 'phone', type: 'phone', title: 'Phone', required: false },
          { id: 'when', type: 'date', title: 'Deliver on', required: false },
        ],
      };
      const { host, button } = await page(pen({}, { additionalFieldsFormId: 'gift-form', additionalFieldsForm: form }));
      await click(button);
      await openedModal(host);
      const root = shadowOf(host);
      const legends = [...root.querySelectorAll('fieldset > legend')].map((legend) => legend.textContent);
      expect(legends).toEqual(['Recipient (required)', 'Phone', 'Deliver on']);
      expect([...root.querySelectorAll('[part="parts"] input')].map((input) => input.getAttribute('name'))).toEqual([
        'to.First', 'to.Last', 'phone.Areacode', 'phone.Prefix', 'phone.Line', 'when.Month', 'when.Day', 'when.Year',
      ]);
      const modalForm = part(host, 'form') as HTMLFormElement;
      await typeInto(root.querySelector('input[name="to.First"]') as HTMLInputElement, 'Ada');
      await update(() => {
        modalForm.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
      expect(part(host, 'field-error')?.textContent).toBe('Required');
      expect(addRequests()).toHaveLength(0);
      await typeInto(root.querySelector('input[name="to.Last"]') as HTMLInputElement, 'Lovelace');
      await typeInto(root.querySelector('input[name="phone.Areacode"]') as HTMLInputElement, '555');
      await typeInto(root.querySelector('input[name="phone.Prefix"]') as HTMLInputElement, '123');
      await typeInto(root.querySelector('input[name="phone.Line"]') as HTMLInputElement, '4567');
      await update(() => {
        modalForm.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
      await flush();
      const body = JSON.parse(addRequests()[0]!.body!) as { additionalFields: string };
      expect(JSON.parse(body.additionalFields)).toEqual({
        to: { First: 'Ada', Last: 'Lovelace' },
        phone: { Country: '', Areacode: '555', Prefix: '123', Line: '4567' },
        when: { Month: '', Day: '', Year: '' },
      });
    });

    it('fires store-cart-add-request only once the form is filled in, with its answers; canceled, it sends nothing and the button is idle', async () => {
      useMockStore({ stock: { pen: { qtyInStock: 5 } } });
      const { host, button } = await page(engravedPen());
      const heard: StoreEventMap['store-cart-add-request'][] = [];
      const cancel = (event: StoreEventMap['store-cart-add-request']) => {
        heard.push(event);
        event.preventDefault();
      };
      host.addEventListener('store-cart-add-request', cancel);
      await click(button);
      await openedModal(host);
      expect(heard).toHaveLength(0);
      await typeInto(shadowOf(host).querySelector('input[name="text"]') as HTMLInputElement, 'For Ada');
      await update(() => {
        part(host, 'form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
      await flush();
      expect(heard.map((event) => event.detail.additionalFields)).toEqual([{ text: 'For Ada', note: '' }]);
      await expect(heard[0]!.detail.result).resolves.toEqual({ kind: 'canceled' });
      expect(part(host, 'modal')).toBeNull();
      expect(part(host, 'dialog')).toBeNull();
      expect(addRequests()).toHaveLength(0);
      expect(host.getAttribute('data-state')).toBe('idle');
      host.removeEventListener('store-cart-add-request', cancel);
    });

    it("shows 'Required' for an empty required field, then adds with the answers as additionalFields", async () => {
      useMockStore({ stock: { pen: { qtyInStock: 5 } } });
      const { host, button } = await page(engravedPen());
      await click(button);
      await openedModal(host);
      const form = part(host, 'form') as HTMLFormElement;
      await update(() => {
        form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
      expect(part(host, 'field-error')?.textContent).toBe('Required');
      expect(addRequests()).toHaveLength(0);
      await typeInto(shadowOf(host).querySelector('input[name="text"]') as HTMLInputElement, 'For Ada');
      await update(() => {
        form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
      await flush();
      expect(part(host, 'modal')).toBeNull();
      expect(addRequests()).toHaveLength(1);
      const body = JSON.parse(addRequests()[0]!.body!) as { additionalFields: string };
      expect(JSON.parse(body.additionalFields)).toEqual({ text: 'For Ada', note: '' });
      expect(host.getAttribute('data-state')).toBe('adding');
    });
  });
});
