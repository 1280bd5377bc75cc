import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, mount, part, productScript, shadowOf, update } from '../support/renderElements';
import { giftCard, mug, pen, tee } from '../support/products';

async function choose(host: Element, index: number, value: string) {
  const select = shadowOf(host).querySelectorAll('select')[index]!;
  await update(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('<store-variant-select>', () => {
  afterEach(cleanup);

  it('renders one select per option in variantOptionOrdering with a "Select {name}" prompt', async () => {
    const container = await mount(`<store-product>${productScript(tee())}<store-variant-select></store-variant-select></store-product>`);
    const host = container.querySelector('store-variant-select')!;
    const selects = [...shadowOf(host).querySelectorAll('select')];
    expect(selects).toHaveLength(2);
    expect([...shadowOf(host).querySelectorAll('[part="label"]')].map((label) => label.textContent)).toEqual(['Size', 'Color']);
    expect([...selects[0]!.options].map((option) => option.textContent)).toEqual(['Select Size', 'S', 'M', 'L']);
    expect([...selects[1]!.options].map((option) => option.textContent)).toEqual(['Select Color', 'Black', 'White']);
    expect(host.getAttribute('data-state')).toBe('unselected');
  });

  it('prompts "Select Value" for an option without a name', async () => {
    const product = tee() as unknown as { structuredContent: { variantOptionOrdering: string[]; variants: { attributes: Record<string, string> }[] } };
    product.structuredContent.variantOptionOrdering = [''];
    for (const v of product.structuredContent.variants) v.attributes[''] = v.attributes.Size!;
    const container = await mount(`<store-product>${productScript(product)}<store-variant-select></store-variant-select></store-product>`);
    const select = shadowOf(container.querySelector('store-variant-select')).querySelector('select')!;
    expect(select.options[0]!.textContent).toBe('Select Value');
  });

  it('is omitted when the product has no options', async () => {
    const container = await mount(`<store-product>${productScript(pen())}<store-variant-select></store-variant-select></store-product>`);
    const host = container.querySelector('store-variant-select')!;
    expect(shadowOf(host).querySelector('select')).toBeNull();
    expect(host.getAttribute('data-state')).toBe('empty');
  });

  it('fires store-variant-change with the variant once every option is chosen, bubbling and composed', async () => {
    const container = await mount(`<store-product>${productScript(tee())}<store-variant-select></store-variant-select></store-product>`);
    const host = container.querySelector('store-variant-select')!;
    const changes: CustomEvent[] = [];
    document.addEventListener('store-variant-change', (event) => changes.push(event));
    await choose(host, 0, 'M');
    expect(changes).toHaveLength(0);
    expect(host.getAttribute('data-state')).toBe('unselected');
    await choose(host, 1, 'Black');
    expect(changes).toHaveLength(1);
    expect(changes[0]!.detail.variant.id).toBe('tee-m-black');
    expect(changes[0]!.detail.productId).toBe('classic-tee');
    expect(changes[0]!.detail.chosen).toEqual({ Size: 'M', Color: 'Black' });
    expect(changes[0]!.bubbles && changes[0]!.composed).toBe(true);
    expect(host.getAttribute('data-state')).toBe('selected');
  });

  it('resets to unselected when any option is cleared', async () => {
    const container = await mount(`<store-product>${productScript(tee())}<store-variant-select></store-variant-select></store-product>`);
    const host = container.querySelector('store-variant-select')!;
    await choose(host, 0, 'S');
    await choose(host, 1, 'White');
    expect(host.getAttribute('data-state')).toBe('selected');
    await choose(host, 0, '');
    expect(host.getAttribute('data-state')).toBe('unselected');
  });

  it('shows the sold-out message "Sold Out" for a selected variant out of stock', async () => {
    const container = await mount(`<store-product>${productScript(tee())}<store-variant-select></store-variant-select></store-product>`);
    const host = container.querySelector('store-variant-select')!;
    await choose(host, 0, 'L');
    expect(part(host, 'sold-out')).toBeNull();
    await choose(host, 1, 'White');
    expect(part(host, 'sold-out')?.textContent).toBe('Sold Out');
    await choose(host, 1, 'Black');
    expect(part(host, 'sold-out')).toBeNull();
  });

  it("uses the store's customSoldOutText for the sold-out message", async () => {
    const container = await mount(
      `<store-product>${productScript(mug({ storeSettings: { customSoldOutText: 'Gone for now' } }))}<store-variant-select></store-variant-select></store-product>`,
    );
    const host = container.querySelector('store-variant-select')!;
    await choose(host, 0, 'Sand');
    expect(part(host, 'sold-out')?.textContent).toBe('Gone for now');
  });

  it("marks sold-out values '{value} (Sold Out)' for the other chosen options", async () => {
    const container = await mount(`<store-product>${productScript(tee())}<store-variant-select></store-variant-select></store-product>`);
    const host = container.querySelector('store-variant-select')!;
    const colors = () => [...shadowOf(host).querySelectorAll('select')[1]!.options].map((option) => option.textContent);
    expect(colors()).toEqual(['Select Color', 'Black', 'White']);
    await choose(host, 0, 'L');
    expect(colors()).toEqual(['Select Color', 'Black', 'White (Sold Out)']);
    const cups = await mount(`<store-product>${productScript(mug())}<store-variant-select></store-variant-select></store-product>`);
    const cupOptions = [...shadowOf(cups.querySelector('store-variant-select')).querySelector('select')!.options];
    expect(cupOptions.map((option) => [option.textContent, option.value])).toEqual([['Select Color', ''], ['Sand (Sold Out)', 'Sand'], ['Slate (Sold Out)', 'Slate']]);
  });

  it('disables sold-out values only when soldOutVariantsDropdownDisabled is set', async () => {
    const enabled = await mount(`<store-product>${productScript(tee())}<store-variant-select></store-variant-select></store-product>`);
    const plain = enabled.querySelector('store-variant-select')!;
    await choose(plain, 0, 'L');
    expect([...shadowOf(plain).querySelectorAll('select')[1]!.options].some((option) => option.disabled)).toBe(false);
    await cleanup();

    const container = await mount(
      `<store-product>${productScript(tee({ storeSettings: { soldOutVariantsDropdownDisabled: true } }))}<store-variant-select></store-variant-select></store-product>`,
    );
    const host = container.querySelector('store-variant-select')!;
    await choose(host, 0, 'L');
    const colors = [...shadowOf(host).querySelectorAll('select')[1]!.options];
    expect(colors.find((option) => option.value === 'White')!.disabled).toBe(true);
    expect(colors.find((option) => option.value === 'Black')!.disabled).toBe(false);
  });

  it("prompts 'Select Value' (giftCardVariantSelectText) for a gift card's denomination, whatever the option is called", async () => {
    const container = await mount(`<store-product>${productScript(giftCard())}<store-variant-select></store-variant-select></store-product>`);
    const select = shadowOf(container.querySelector('store-variant-select')).querySelector('select')!;
    expect(shadowOf(container.querySelector('store-variant-select')).querySelector('[part="label"]')!.textContent).toBe('Amount');
    expect(select.options[0]!.textContent).toBe('Select Value');
    expect(select.options[0]!.value).toBe('');
  });

  it('finds its product through the product attribute', async () => {
    const container = await mount(`<store-product id="tee">${productScript(tee())}</store-product><store-variant-select product="tee"></store-variant-select>`);
    expect(shadowOf(container.querySelector('store-variant-select')).querySelectorAll('select')).toHaveLength(2);
  });

  it('warns and stays empty when no product can be found', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = await mount(`<store-variant-select product="nope"></store-variant-select>`);
    expect(container.querySelector('store-variant-select')!.getAttribute('data-state')).toBe('loading');
    expect(warn.mock.calls.some(([text]) => String(text).includes('"nope"'))).toBe(true);
    warn.mockRestore();
  });
});

describe('<store-variant-select value> (controlled)', () => {
  afterEach(cleanup);

  it('selects the variant named by the value attribute and follows changes to it', async () => {
    const container = await mount(`<store-product>${productScript(tee())}<store-variant-select value="tee-m-black"></store-variant-select></store-product>`);
    const host = container.querySelector('store-variant-select')!;
    const selects = [...shadowOf(host).querySelectorAll('select')];
    expect(selects.map((select) => select.value)).toEqual(['M', 'Black']);
    expect(host.getAttribute('data-state')).toBe('selected');
    await update(() => host.setAttribute('value', 'tee-s-white'));
    expect([...shadowOf(host).querySelectorAll('select')].map((select) => select.value)).toEqual(['S', 'White']);
  });

  it('warns about an unknown variant id and leaves the selection alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = await mount(`<store-product>${productScript(tee())}<store-variant-select value="nope"></store-variant-select></store-product>`);
    expect(container.querySelector('store-variant-select')!.getAttribute('data-state')).toBe('unselected');
    expect(warn.mock.calls.some(([text]) => String(text).includes('"value" is "nope"'))).toBe(true);
    warn.mockRestore();
  });
});

describe('<store-variant-select> in a form', () => {
  afterEach(cleanup);

  type FormCallbacks = { formResetCallback(): void; formStateRestoreCallback(state: unknown): void };

  it('form reset clears every chosen option (the variant is unselected)', async () => {
    const container = await mount(`<form><store-product>${productScript(tee())}<store-variant-select name="variant"></store-variant-select></store-product></form>`);
    const host = container.querySelector('store-variant-select')!;
    await choose(host, 0, 'M');
    await choose(host, 1, 'Black');
    expect(host.getAttribute('data-state')).toBe('selected');
    await update(() => (host as unknown as FormCallbacks).formResetCallback());
    expect([...shadowOf(host).querySelectorAll('select')].map((select) => select.value)).toEqual(['', '']);
    expect(host.getAttribute('data-state')).toBe('unselected');
  });

  it('form reset returns to the variant of the value attribute when there is one', async () => {
    const container = await mount(`<store-product>${productScript(tee())}<store-variant-select value="tee-s-white"></store-variant-select></store-product>`);
    const host = container.querySelector('store-variant-select')!;
    await choose(host, 0, '');
    expect(host.getAttribute('data-state')).toBe('unselected');
    await update(() => (host as unknown as FormCallbacks).formResetCallback());
    expect([...shadowOf(host).querySelectorAll('select')].map((select) => select.value)).toEqual(['S', 'White']);
    expect(host.getAttribute('data-state')).toBe('selected');
  });

  it('restores a submitted variant id the browser gives back', async () => {
    const container = await mount(`<store-product>${productScript(tee())}<store-variant-select></store-variant-select></store-product>`);
    const host = container.querySelector('store-variant-select')!;
    await update(() => (host as unknown as FormCallbacks).formStateRestoreCallback('tee-m-black'));
    expect([...shadowOf(host).querySelectorAll('select')].map((select) => select.value)).toEqual(['M', 'Black']);
  });
});
