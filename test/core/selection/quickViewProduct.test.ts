import { describe, expect, it } from 'vitest';
import type { HttpAdapter, HttpRequest } from '../../../src/core/api';
import { ProductSourceError, quickViewProduct } from '../../../src/core/selection';
import { defaultAddToCartMode } from '../../../src/core/addToCart';
import { parseProduct } from '../../../src/core/schemas';
import { coffee, giftCard, pen } from '../../elements/support/products';

function http(answers: Record<string, unknown>) {
  const requests: string[] = [];
  const adapter: HttpAdapter = {
    async send(request: HttpRequest) {
      requests.push(request.url);
      const body = answers[request.url];
      const text = body === undefined ? '{"message":"not found"}' : JSON.stringify(body);
      return { status: body === undefined ? 404 : 200, headers: { get: () => 'application/json' }, text: async () => text };
    },
  };
  return { adapter, requests };
}

describe('quickViewProduct', () => {
  it('takes its inline JSON first, then the surrounding product, without a request', async () => {
    const { adapter, requests } = http({});
    const inline = await quickViewProduct({ inlineJson: JSON.stringify(pen()), contextProduct: parseProduct(coffee()), productId: 'x', catalogUrl: '/c' }, adapter);
    expect(inline.id).toBe('engraved-pen');
    const context = await quickViewProduct({ contextProduct: parseProduct(coffee()), productUrl: '/p.json', catalogUrl: '/c' }, adapter);
    expect(context.id).toBe('coffee-subscription');
    expect(requests).toEqual([]);
  });

  it('loads from its URL before its id, and by id from the catalog', async () => {
    const { adapter, requests } = http({ '/p.json': pen(), '/c/gift%20card': giftCard() });
    expect((await quickViewProduct({ productUrl: '/p.json', productId: 'gift card', catalogUrl: '/c' }, adapter)).id).toBe('engraved-pen');
    expect((await quickViewProduct({ productId: 'gift card', catalogUrl: '/c/' }, adapter)).id).toBe('gift-card');
    expect(requests).toEqual(['/p.json', '/c/gift%20card']);
  });

  it('rejects with a clear ProductSourceError without a source, for a failed load and for bad inline JSON', async () => {
    const { adapter } = http({});
    await expect(quickViewProduct({ catalogUrl: '/c' }, adapter)).rejects.toThrow(/has no product/);
    await expect(quickViewProduct({ productId: 'nope', catalogUrl: '/c' }, adapter)).rejects.toBeInstanceOf(ProductSourceError);
    await expect(quickViewProduct({ inlineJson: '{', catalogUrl: '/c' }, adapter)).rejects.toMatchObject({ code: 'invalid-json' });
  });
});

describe('defaultAddToCartMode', () => {
  it('subscribes a subscribable product, buys a gift card on the gift card page, else adds', () => {
    expect(defaultAddToCartMode(parseProduct(coffee()))).toBe('subscribe');
    expect(defaultAddToCartMode(parseProduct(giftCard()))).toBe('gift-card');
    expect(defaultAddToCartMode(parseProduct(pen()))).toBe('add');
  });
});
