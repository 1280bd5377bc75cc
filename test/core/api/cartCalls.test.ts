import { describe, expect, it } from 'vitest';
import { ApiConnection, cartCalls, MemoryCookieJar, type HttpAdapter } from '../../../src/core/api';
import { cartJson } from './fakeFetch';

/** One browser's cookies and a server that creates a cart for every add sent without a CART cookie, naming it in the answer's cookie. */
function browserAndServer() {
  const cookies = new MemoryCookieJar();
  const cartsCreated: string[] = [];
  const http: HttpAdapter = {
    async send() {
      const sentWith = cookies.get('CART');
      await new Promise((resolve) => setTimeout(resolve, 2));
      const cartToken = sentWith ?? `cart-${cartsCreated.push(`cart-${cartsCreated.length + 1}`)}`;
      cookies.set('CART', cartToken);
      const shoppingCart = { ...cartJson([1]), id: cartToken };
      const body = JSON.stringify({ shoppingCart, newlyAdded: shoppingCart.entries[0] });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  };
  return { cookies, http, cartsCreated };
}

describe('cartCalls: first adds of a page', () => {
  it('20 parallel first adds through two connections of one page (two stores or layers) create one cart', async () => {
    const { cookies, http, cartsCreated } = browserAndServer();
    const layers = [new ApiConnection({ http, cookies }), new ApiConnection({ http, cookies })];
    const adds = Array.from({ length: 20 }, (_, index) => cartCalls(layers[index % 2]!).addCartEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 }));
    const results = await Promise.all(adds);
    expect(cartsCreated).toEqual(['cart-1']);
    expect(new Set(results.map((result) => result.shoppingCart.id))).toEqual(new Set(['cart-1']));
  });

  it('sends adds at once when the page has a cart, and an express purchase never waits', async () => {
    const { cookies, http, cartsCreated } = browserAndServer();
    cookies.set('CART', 'cart-0');
    const calls = cartCalls(new ApiConnection({ http, cookies }));
    const results = await Promise.all([
      calls.addCartEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 }),
      calls.addCartEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 }, { purpose: 'express' }),
    ]);
    expect(cartsCreated).toEqual([]);
    expect(results.map((result) => result.shoppingCart.id)).toEqual(['cart-0', 'cart-0']);
  });
});
