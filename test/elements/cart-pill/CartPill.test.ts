import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CART_PILL_FADE_DELAY_MS, CART_PILL_FADE_DURATION_MS } from '../../../src/elements/cart-pill';
import { configureStorefront } from '../../../src/elements/page/storefront';
import { loadStartAddToCart } from '../../../src/elements/add-to-cart/loadStartAddToCart';
import { createMockStorefront } from '../../../stories/support/mockStorefront';
import { cleanup, flush, mount, part, productScript, shadowOf, update } from '../support/renderElements';
import { pen } from '../support/products';
import { HOSTILE_URL_SAMPLE } from '../support/hostileUrls';

async function pill(entries: { itemId: string; quantity: number; unitCents: number }[] = []) {
  const mock = createMockStorefront({ entries });
  configureStorefront(mock.storefront);
  const container = await mount('<store-cart-pill></store-cart-pill>');
  await flush();
  return { host: container.querySelector('store-cart-pill')!, mock, container };
}

/** The name a link gets from its content: the text of its visible descendants, icons and hidden nodes left out (WCAG 2.5.3 Label in Name). */
function accessibleName(link: Element): string {
  const text = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return '';
    return [...node.childNodes].map(text).join('');
  };
  return text(link).replace(/\s+/g, ' ').trim();
}

/** The pill's accessible description: the text of the element its aria-describedby names. */
function description(host: Element): string {
  const id = part(host, 'pill')?.getAttribute('aria-describedby') ?? '';
  return shadowOf(host).getElementById(id)?.textContent ?? '';
}

describe('<store-cart-pill>', () => {
  beforeAll(async () => {
    await loadStartAddToCart();
  });

  afterEach(cleanup);

  it('is hidden while the cart is empty', async () => {
    const { host } = await pill();
    expect(host.getAttribute('data-state')).toBe('empty');
    expect(part(host, 'pill')?.getAttribute('aria-hidden')).toBe('true');
    expect(part(host, 'pill')?.getAttribute('tabindex')).toBe('-1');
  });

  it('shows icon, total quantity, suffix and subtotal, linking to /cart', async () => {
    const { host } = await pill([
      { itemId: 'a', quantity: 4, unitCents: 1250 },
      { itemId: 'b', quantity: 3, unitCents: 1000 },
    ]);
    expect(host.getAttribute('data-state')).toBe('filled');
    const link = part(host, 'pill') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.getAttribute('target')).toBe('_self');
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(accessibleName(link)).toBe('7 items $80.00');
    expect(description(host)).toBe('7 items in cart');
    expect(part(host, 'icon')?.getAttribute('aria-hidden')).toBe('true');
    expect(part(host, 'quantity')?.textContent).toBe('7');
    expect(part(host, 'suffix')?.textContent).toBe('items');
    expect(part(host, 'subtotal')?.textContent).toBe('$80.00');
  });

  it('links to /cart instead of a script or other-scheme href, with one warning naming the element and attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { host } = await pill([{ itemId: 'a', quantity: 1, unitCents: 1250 }]);
    for (const href of HOSTILE_URL_SAMPLE) {
      warn.mockClear();
      await update(() => host.setAttribute('href', href));
      expect(part(host, 'pill')?.getAttribute('href'), JSON.stringify(href)).toBe('/cart');
      expect(warn).toHaveBeenCalledExactlyOnceWith(
        `[storefront-elements] <store-cart-pill> attribute "href" is "${href}" but must be an http(s) or relative URL; using the default "/cart".`,
      );
    }
    await update(() => host.setAttribute('href', 'https://shop.example/basket'));
    expect(part(host, 'pill')?.getAttribute('href')).toBe('https://shop.example/basket');
    warn.mockRestore();
  });

  it("writes quantity and suffix as one run of text with one space ('7 items'), not two boxes the pill's gap spaces apart", async () => {
    const { host } = await pill([{ itemId: 'a', quantity: 7, unitCents: 100 }]);
    const count = part(host, 'count')!;
    expect(count.textContent).toBe('7 items');
    expect(count.contains(part(host, 'quantity')) && count.contains(part(host, 'suffix'))).toBe(true);
  });

  it("shows '100+' above 100 items, named by what it shows and described as 'More than 100 items in cart'", async () => {
    const { host } = await pill([{ itemId: 'a', quantity: 150, unitCents: 100 }]);
    expect(part(host, 'quantity')?.textContent).toBe('100+');
    expect(accessibleName(part(host, 'pill')!)).toBe('100+ items $150.00');
    expect(description(host)).toBe('More than 100 items in cart');
  });

  it('shows exactly 100 as a number', async () => {
    const { host } = await pill([{ itemId: 'a', quantity: 100, unitCents: 100 }]);
    expect(part(host, 'quantity')?.textContent).toBe('100');
  });

  it('uses the singular suffix for one item', async () => {
    const { host } = await pill([{ itemId: 'a', quantity: 1, unitCents: 100 }]);
    expect(part(host, 'suffix')?.textContent).toBe('item');
    expect(accessibleName(part(host, 'pill')!)).toBe('1 item $1.00');
    expect(description(host)).toBe('1 item in cart');
  });

  it('follows every cart change: an add-to-cart makes it appear with the new quantity', async () => {
    const mock = createMockStorefront();
    configureStorefront(mock.storefront);
    const container = await mount(
      `<store-cart-pill href="/basket"></store-cart-pill><store-product>${productScript(pen())}<store-add-to-cart></store-add-to-cart></store-product>`,
    );
    const host = container.querySelector('store-cart-pill')!;
    expect(host.getAttribute('data-state')).toBe('empty');
    await update(() => (part(container.querySelector('store-add-to-cart'), 'button') as HTMLButtonElement).click());
    await flush();
    expect(host.getAttribute('data-state')).toBe('filled');
    expect(part(host, 'quantity')?.textContent).toBe('1');
    expect(part(host, 'pill')?.getAttribute('href')).toBe('/basket');
  });

  it('fades in after 0.2 s over 0.5 s, styled through an adopted stylesheet', async () => {
    expect(CART_PILL_FADE_DELAY_MS).toBe(200);
    expect(CART_PILL_FADE_DURATION_MS).toBe(500);
    const { host } = await pill([{ itemId: 'a', quantity: 1, unitCents: 100 }]);
    const css = [...shadowOf(host).adoptedStyleSheets[0]!.cssRules].map((rule) => rule.cssText).join('\n');
    expect(css).toContain('0.5s');
    expect(css).toContain('0.2s');
    expect(css).toContain('store-pill-fade');
  });
});
