import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledSources, sourcesOf, staticGraph } from './support/bundledSources';

/** Source modules of the cart layer: the cart store and its sync channels, the cart calls, schemas and paths, and the storefront module that builds the page's cart. */
const CART_LAYER = /(?:src\/core\/cart\/|src\/core\/api\/(?:cartCalls|cartResponseSchemas|cartApiPaths|addItemError)\.ts$|src\/core\/schemas\/shoppingCartSchema\.ts$|src\/elements\/base\/storefront\.ts$)/;

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

  it.each(['cart', 'cart-pill'])('dist/elements/%s.js loads the cart store and the storefront module', (name) => {
    const modules = cartModulesOf(`dist/elements/${name}.js`);
    expect(modules.some((source) => source.endsWith('src/core/cart/CartStore.ts'))).toBe(true);
    expect(modules.some((source) => source.endsWith('src/elements/base/storefront.ts'))).toBe(true);
  });

  it('add-to-cart reaches the cart store, the storefront module and its controller by a dynamic import only (loaded after its first render)', () => {
    const modules = cartModulesOf('dist/elements/add-to-cart.js');
    expect(modules.filter((source) => /src\/core\/cart\/CartStore\.ts$|src\/elements\/base\/storefront\.ts$|src\/core\/api\/cartCalls\.ts$/.test(source))).toEqual([]);
    expect(bundledSources('dist/elements/add-to-cart.js').some((source) => source.endsWith('src/core/addToCart/AddToCartController.ts'))).toBe(false);
    const layer = dynamicallyImported('dist/elements/add-to-cart.js').flatMap((file) => bundledSources(file));
    for (const module of ['src/core/cart/CartStore.ts', 'src/elements/base/storefront.ts', 'src/core/addToCart/AddToCartController.ts']) {
      expect(layer.some((source) => source.replace(/\\/g, '/').endsWith(module)), module).toBe(true);
    }
  });

  it('the installment pill reaches the cart layer by a dynamic import only (for source="cart")', () => {
    expect(dynamicallyImported('dist/elements/installment-pill.js').some((file) => sourcesOf(file).some((source) => source.endsWith('src/elements/base/storefront.ts')))).toBe(true);
  });
});
