import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledSources, sourcesOf, staticGraph } from './support/bundledSources';

/** Source modules of the cart layer: the cart store and its sync channels, the cart calls, schemas and paths, and the storefront module that builds the page's cart. */
const CART_LAYER = /(?:src\/core\/cart\/|src\/core\/api\/(?:cartCalls|cartResponseSchemas|cartApiPaths|addItemError)\.ts$|src\/core\/schemas\/shoppingCartSchema\.ts$|src\/elements\/page\/storefront\.ts$)/;

/** The cart store, the storefront module that makes the page's, and the cart calls. */
const CART_STORE = ['src/core/cart/CartStore.ts', 'src/elements/page/storefront.ts', 'src/core/api/cartCalls.ts'];

/** The files the static graph of `entry` imports dynamically. */
const dynamicallyImported = (entry: string) =>
  staticGraph(entry).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/import\(\s*["'](\.[^"']+)["']\s*\)/g)].map((match) => join(dirname(file), match[1]!)));

const cartModulesOf = (entry: string) => bundledSources(entry).filter((source) => CART_LAYER.test(source.replace(/\\/g, '/')));

/** The elements that call the API through the page's connection and session but never show or change the cart. */
const CONNECTION_ONLY = ['form', 'account', 'analytics', 'restock-notification', 'installment-pill', 'reviews', 'review-stars', 'quick-view'];

describe('the cart layer loads only with the elements that use the cart', () => {
  it.each(CONNECTION_ONLY)('dist/elements/%s.js loads no cart module statically', (name) => {
    const entry = `dist/elements/${name}.js`;
    expect(bundledSources(entry).some((source) => source.replace(/\\/g, '/').endsWith(`src/elements/${name}/element.ts`))).toBe(true);
    expect(cartModulesOf(entry)).toEqual([]);
  });

  it.each([
    ['add-to-cart', ['src/core/addToCart/AddToCartController.ts', 'src/core/product/validateAddToCart.ts']],
    ['cart', ['src/core/product/parseQuantity.ts', 'src/core/forms/validateFormFields.ts']],
    ['cart-pill', []],
  ])('dist/elements/%s.js reaches the cart store, the cart calls and its edit rules by dynamic imports only (loaded after its first render)', (name, rules) => {
    const entry = `dist/elements/${name}.js`;
    const layer = [...CART_STORE, ...rules];
    expect(bundledSources(entry).filter((source) => layer.some((module) => source.replace(/\\/g, '/').endsWith(module)))).toEqual([]);
    const loaded = dynamicallyImported(entry).flatMap((file) => bundledSources(file).map((source) => source.replace(/\\/g, '/')));
    for (const module of layer) expect(loaded.some((source) => source.endsWith(module)), module).toBe(true);
  });

  it('the installment pill reaches the cart layer by a dynamic import only (for source="cart")', () => {
    expect(dynamicallyImported('dist/elements/installment-pill.js').some((file) => sourcesOf(file).some((source) => source.endsWith('src/elements/page/storefront.ts')))).toBe(true);
  });
});
