import { afterEach, describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../src/template';
import { cleanup, mount, part, shadowOf, update } from '../support/renderElements';
import { print } from '../support/products';

async function choose(container: HTMLElement, value: string) {
  const select = shadowOf(container.querySelector('store-variant-select')).querySelector('select')!;
  await update(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe("a template's product page comes alive", () => {
  afterEach(cleanup);

  it('the variant select, scarcity message and add-to-cart rendered by separate formatters share one selection', async () => {
    const { productMerchandisingContext, ...item } = print() as ReturnType<typeof print> & { productMerchandisingContext: unknown };
    const { output, errors } = renderTemplate('{p|variants-select}{p|product-scarcity}{p|add-to-cart-btn}', { p: item, productMerchandisingContext });
    expect(errors).toEqual([]);
    expect(output.match(/<store-product /g)).toHaveLength(3);
    const container = await mount(output);
    const scarcity = container.querySelector('store-scarcity')!;
    expect(scarcity.getAttribute('data-state')).toBe('hidden');
    await choose(container, 'A4');
    expect(part(scarcity, 'message')?.textContent).toBe('Only 3 left in stock');
    await choose(container, 'A3');
    expect(part(scarcity, 'message')?.textContent).toBe('Only 2 left in stock');
    expect(part(container.querySelector('store-add-to-cart'), 'label')?.textContent).toBe('Add To Cart');
  });
});
