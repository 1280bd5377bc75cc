import type { HttpAdapter } from '../api';
import { getJsonDocument } from '../api/getJsonDocument';
import type { Product } from '../schemas';
import { ProductSourceError, readProductJson } from './readProductJson';

/** The URL a product is loaded from: `{catalogUrl}/{productId}`. */
export function productUrl(catalogUrl: string, productId: string): string {
  return `${catalogUrl.replace(/\/+$/, '')}/${encodeURIComponent(productId)}`;
}

/** Loads and parses one product by id; throws ProductSourceError naming the URL and problem. */
export async function loadProduct(http: HttpAdapter, catalogUrl: string, productId: string): Promise<Product> {
  return loadProductFrom(http, productUrl(catalogUrl, productId));
}

/** Loads and parses the product JSON at `url`; throws ProductSourceError naming the URL and problem. */
export async function loadProductFrom(http: HttpAdapter, url: string): Promise<Product> {
  const document = await getJsonDocument(http, url);
  if (!document.ok) throw new ProductSourceError('load-failed', document.detail, { cause: document.cause });
  return readProductJson(document.text, `GET ${url}`);
}
