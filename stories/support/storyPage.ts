import { defineAllElements } from '../../src/elements/defineAllElements';
import type { Storefront } from '../../src/elements/page/storefront';
import { createMockStorefront, type MockStorefrontOptions } from './mockStorefront';

// An explicit call: package.json marks most modules side-effect free, so a bare import could be dropped.
void defineAllElements();

/** Options of productPage. */
export interface ProductPageOptions {
  /** Raw product JSON put in the `<store-product>` script child. */
  readonly product: unknown;
  /** Inner HTML after the script (the product-page elements). */
  readonly elements: string;
  /** Mock store behaviour. Default an empty cart that accepts every add. */
  readonly store?: MockStorefrontOptions;
}

/** Builds a `<store-product>` with its JSON script and elements, wired to a mock storefront; redirects are cancelled. */
export function productPage({ product, elements, store }: ProductPageOptions): HTMLElement {
  const { storefront } = createMockStorefront(store);
  const page = document.createElement('div');
  page.addEventListener('store-cart-add', (event) => event.preventDefault());
  const productElement = document.createElement('store-product');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = JSON.stringify(product);
  productElement.append(script);
  const template = document.createElement('template');
  template.innerHTML = elements;
  productElement.append(template.content);
  for (const button of productElement.querySelectorAll('store-add-to-cart')) (button as HTMLElement & { storefront?: Storefront }).storefront = storefront;
  page.append(productElement);
  return page;
}

/** Resolves with the element carrying `part` in the shadow root of the first `tag` inside `page`, once rendered. */
export async function partOf(page: HTMLElement, tag: string, part: string): Promise<HTMLElement> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const found = page.querySelector(tag)?.shadowRoot?.querySelector<HTMLElement>(`[part~="${part}"]`);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`<${tag}> never rendered part "${part}"`);
}

/** Chooses `value` in the option select at `index` of the page's `<store-variant-select>`. */
export async function choose(page: HTMLElement, index: number, value: string): Promise<void> {
  await partOf(page, 'store-variant-select', 'select');
  const select = page.querySelector('store-variant-select')!.shadowRoot!.querySelectorAll('select')[index]!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Clicks the page's add-to-cart button once it is rendered. */
export async function clickAddToCart(page: HTMLElement): Promise<void> {
  (await partOf(page, 'store-add-to-cart', 'button')).click();
}

/** A cart pill showing a mock cart with `quantity` items (one entry at 12.50 each). */
export function cartPill(quantity: number): HTMLElement {
  const { storefront } = createMockStorefront({ entries: quantity > 0 ? [{ itemId: 'demo', quantity, unitCents: 1250 }] : [] });
  const pill = document.createElement('store-cart-pill') as HTMLElement & { cartStore?: unknown };
  pill.cartStore = storefront.cart;
  return pill;
}

/** A `<store-cart>` showing a mock cart; `then` runs once the cart has rendered (to start a change). */
export function cartPage(store: MockStorefrontOptions, then?: (host: HTMLElement) => Promise<void> | void): HTMLElement {
  const { storefront } = createMockStorefront(store);
  const page = document.createElement('div');
  const cart = document.createElement('store-cart') as HTMLElement & { cartStore?: unknown };
  cart.cartStore = storefront.cart;
  page.append(cart);
  if (then) {
    void (async () => {
      await partOf(page, 'store-cart', 'summary');
      await then(cart);
    })();
  }
  return page;
}

/** Types `quantity` into the first line of a `<store-cart>` and commits it with Enter. */
export function changeFirstQuantity(host: HTMLElement, quantity: string): void {
  const input = host.shadowRoot!.querySelector<HTMLInputElement>('[part="quantity"]')!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, quantity);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
}

/** A `<store-quick-view>` holding `product` as inline JSON; `open` clicks it once rendered. */
export function quickView(product: unknown, open = false): HTMLElement {
  const { storefront } = createMockStorefront();
  const page = document.createElement('div');
  page.addEventListener('store-cart-add', (event) => event.preventDefault());
  const element = document.createElement('store-quick-view') as HTMLElement & { storefront?: Storefront };
  element.storefront = storefront;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = JSON.stringify(product);
  element.append(script);
  page.append(element);
  if (open) void partOf(page, 'store-quick-view', 'button').then((button) => button.click());
  return page;
}
