import { parseProduct, type Product } from '../../../src/core/schemas';

/** Raw variant input for tests. */
export type RawVariant = Record<string, unknown>;

/** A raw variant priced in USD major units. */
export function variant(price: string, extra: RawVariant = {}): RawVariant {
  return { priceMoney: { value: price, currency: 'USD' }, qtyInStock: 5, ...extra };
}

/** Parses a product of `productType` with `variants` and extra structured content. */
export function product(productType: number, variants: RawVariant[] = [], structuredContent: Record<string, unknown> = {}, item: Record<string, unknown> = {}): Product {
  return parseProduct({ id: 'prod-1', ...item, structuredContent: { productType, variants, ...structuredContent } });
}
