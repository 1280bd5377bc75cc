import type { HttpAdapter } from '../api';
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
  let response;
  try {
    response = await http.send({ method: 'GET', url, headers: { accept: 'application/json' } });
  } catch (cause) {
    throw new ProductSourceError('load-failed', `GET ${url}: no response (${(cause as Error).message})`, { cause });
  }
  if (response.status < 200 || response.status >= 300) {
    throw new ProductSourceError('load-failed', `GET ${url}: HTTP ${response.status}`);
  }
  return readProductJson(await response.text(), `GET ${url}`);
}
