import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, mount, part, productScript, shadowOf, update } from '../support/renderElements';
import { print } from '../support/products';

async function choose(container: HTMLElement, value: string) {
  const select = shadowOf(container.querySelector('store-variant-select')).querySelector('select')!;
  await update(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const page = (data: unknown, attributes = '') =>
  `<store-product>${productScript(data)}<store-variant-select></store-variant-select><store-scarcity ${attributes}></store-scarcity></store-product>`;

describe('<store-scarcity>', () => {
  afterEach(cleanup);

  it('shows nothing until a variant is selected, then the message for that variant', async () => {
    const container = await mount(page(print()));
    const host = container.querySelector('store-scarcity')!;
    expect(part(host, 'message')).toBeNull();
    expect(host.getAttribute('data-state')).toBe('hidden');
    await choose(container, 'A4');
    expect(part(host, 'message')?.textContent).toBe('Only 3 left in stock');
    expect(host.getAttribute('data-state')).toBe('shown');
    await choose(container, 'A3');
    expect(part(host, 'message')?.textContent).toBe('Only 2 left in stock');
  });

  it("shows the merchant's own text as written, with the quantity filled in", async () => {
    const data = print();
    const context = data.productMerchandisingContext as Record<string, Record<string, unknown>>;
    context['limited-print'] = { ...context['limited-print'], scarcityText: "Hurry! {quantity} remaining, don't wait {" };
    const container = await mount(page(data));
    await choose(container, 'A3');
    expect(part(container.querySelector('store-scarcity'), 'message')?.textContent).toBe("Hurry! 2 remaining, don't wait {");
  });

  it('shows nothing when scarcity is not enabled for the product', async () => {
    const container = await mount(page(print(false)));
    await choose(container, 'A4');
    expect(part(container.querySelector('store-scarcity'), 'message')).toBeNull();
  });

  it('shows nothing in a template view the merchant did not list', async () => {
    const container = await mount(page(print(), 'view="product-list"'));
    await choose(container, 'A4');
    expect(part(container.querySelector('store-scarcity'), 'message')).toBeNull();
  });
});
