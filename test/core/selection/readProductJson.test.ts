import { describe, expect, it, vi } from 'vitest';
import { loadProduct, ProductSourceError, productUrl, readProductJson } from '../../../src/core/selection';
import { pen } from '../../elements/support/products';

describe('readProductJson / loadProduct', () => {
  it('reads a product item or one wrapped as { item } or { product }', () => {
    for (const wrap of [(p: unknown) => p, (p: unknown) => ({ item: p }), (p: unknown) => ({ product: p })]) {
      expect(readProductJson(JSON.stringify(wrap(pen())), 'test').id).toBe('engraved-pen');
    }
  });

  it('names invalid JSON and invalid fields', () => {
    expect(() => readProductJson('{', 'the script')).toThrow(ProductSourceError);
    const bad = () => readProductJson(JSON.stringify({ id: 'x', structuredContent: { productType: 'one' } }), 'the script');
    expect(bad).toThrow(/the script: .*structuredContent\.productType/);
    expect(bad).toThrow(expect.objectContaining({ code: 'invalid-data' }));
  });

  it('loads {catalogUrl}/{id} and reports HTTP failures with the URL', async () => {
    expect(productUrl('/api/dev/catalog/', 'a b')).toBe('/api/dev/catalog/a%20b');
    const send = vi.fn(async () => ({ status: 200, headers: { get: () => null }, text: async () => JSON.stringify(pen()) }));
    expect((await loadProduct({ send }, '/catalog', 'engraved-pen')).id).toBe('engraved-pen');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: '/catalog/engraved-pen' }));
    const missing = { send: async () => ({ status: 404, headers: { get: () => null }, text: async () => '' }) };
    await expect(loadProduct(missing, '/catalog', 'x')).rejects.toThrow('GET /catalog/x: HTTP 404');
  });
});
