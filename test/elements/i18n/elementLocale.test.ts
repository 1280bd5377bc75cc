import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadCatalog, resetCatalogs } from '../../../src/elements/i18n/catalogs';
import { resetStorefront } from '../../../src/elements/page/storefront';
import { defineElements, flush, mount, part, productScript, shadowOf, update } from '../support/renderElements';
import { leavePage, givePageContext } from '../support/pageState';
import { mug, pen } from '../support/products';

const quantity = (attributes = '') => `<store-product>${productScript(pen())}<store-quantity-input ${attributes}></store-quantity-input></store-product>`;
const label = (container: HTMLElement) => part(container.querySelector('store-quantity-input'), 'label')?.textContent;

async function settle(locale: string): Promise<void> {
  await act(async () => {
    await preloadCatalog(locale);
  });
  await flush();
}

describe('element locale', () => {
  afterEach(async () => {
    await leavePage();
    document.documentElement.removeAttribute('lang');
    resetCatalogs();
    resetStorefront();
  });

  it('shows nothing until its catalog is ready, then the catalog text (no English first)', async () => {
    await defineElements();
    const container = document.createElement('div');
    await act(async () => {
      container.innerHTML = quantity('lang="ja-JP"');
      document.body.append(container);
    });
    expect(shadowOf(container.querySelector('store-quantity-input')).textContent).toBe('');
    await settle('ja-JP');
    expect(label(container)).toBe('数量');
  });

  it("shows the host's children meanwhile, as before its definition: a <store-product> waiting for its catalog keeps its elements laid out", async () => {
    await defineElements();
    const container = document.createElement('div');
    container.innerHTML = `<store-product lang="ja-JP">${productScript(pen())}<store-product-price></store-product-price></store-product>`;
    document.body.append(container);
    const slot = shadowOf(container.querySelector('store-product')).querySelector('slot');
    expect(slot!.assignedElements().map((element) => element.localName)).toEqual(['script', 'store-product-price']);
    expect(container.querySelector('store-product')!.hasAttribute('data-state')).toBe(false);
    await settle('ja-JP');
    expect(container.querySelector('store-product')!.getAttribute('data-state')).toBe('ready');
  });

  it('takes the first of: its lang, an ancestor lang, <html lang>, the page context, en-US', async () => {
    givePageContext({ website: { id: 'site-1', language: 'it-IT' } });
    resetStorefront();
    await settle('it-IT');
    const container = await mount(quantity());
    expect(label(container)).toBe('Quantità');
    document.documentElement.setAttribute('lang', 'nl-NL');
    await settle('nl-NL');
    expect(label(container)).toBe('Aantal');
    await update(() => container.querySelector('store-product')!.setAttribute('lang', 'de-DE'));
    await settle('de-DE');
    expect(label(container)).toBe('Menge');
    await update(() => container.querySelector('store-quantity-input')!.setAttribute('lang', 'pt-BR'));
    await settle('pt-BR');
    expect(label(container)).toBe('Quantidade');
  });

  it('falls back through the language (fr-BE → fr-FR), then to en-US', async () => {
    const container = await mount(`<div lang="fr-BE">${quantity()}</div><div lang="sv-SE">${quantity()}</div>`);
    await settle('fr-FR');
    const [french, swedish] = [...container.querySelectorAll('store-quantity-input')];
    expect(part(french!, 'label')?.textContent).toBe('Quantité');
    expect(part(swedish!, 'label')?.textContent).toBe('Quantity');
  });

  it('formats prices for the locale in the store currency', async () => {
    await settle('de-DE');
    const container = await mount(`<store-product lang="de-DE">${productScript(pen())}<store-product-price></store-product-price></store-product>`);
    const price = part(container.querySelector('store-product-price'), 'price')?.textContent?.replace(/\s/g, ' ');
    expect(price).toMatch(/^\d+,\d\d \$$/);
  });

  it("keeps the site's own texts over the catalog in every locale, and translates the rest", async () => {
    await settle('fr-FR');
    const container = await mount(
      `<store-product lang="fr-FR">${productScript(mug({ storeSettings: { customSoldOutText: 'Gone for now' } }))}<store-variant-select select-text="Pick a {variantName}"></store-variant-select><store-variant-select></store-variant-select></store-product>`,
    );
    const [custom, plain] = [...container.querySelectorAll('store-variant-select')];
    expect(shadowOf(custom!).querySelector('option')?.textContent).toBe('Pick a Color');
    expect(shadowOf(plain!).querySelector('option')?.textContent).toBe('Choisir : Color'.replace(' :', '\u00a0:'));
    const select = shadowOf(custom!).querySelector('select')!;
    await update(() => {
      select.value = 'Sand';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(part(custom!, 'sold-out')?.textContent).toBe('Gone for now');
  });
});
