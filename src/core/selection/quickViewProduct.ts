import type { HttpAdapter } from '../api';
import type { Product } from '../schemas';
import { loadProduct, loadProductFrom } from './loadProduct';
import { ProductSourceError, readProductJson } from './readProductJson';

/** Where a quick view can find its product, in the order it looks. */
export interface QuickViewSource {
  /** JSON text of the quick view's own `<script type="application/json">` child. Default none. */
  readonly inlineJson?: string | null;
  /** The product of the `<store-product>` the quick view sits in, when it is known. Default none. */
  readonly contextProduct?: Product | null;
  /** URL answering the product JSON. Default none. */
  readonly productUrl?: string;
  /** Product id, loaded from `{catalogUrl}/{productId}`. Default none. */
  readonly productId?: string;
  /** Catalog the id is loaded from. */
  readonly catalogUrl: string;
}

/**
 * The quick view's product: its inline JSON, else the surrounding product, else loaded from its URL, else by id;
 * rejects with ProductSourceError when none is given or loading fails.
 */
export async function quickViewProduct(source: QuickViewSource, http: HttpAdapter): Promise<Product> {
  if (source.inlineJson) return readProductJson(source.inlineJson, '<store-quick-view> JSON script');
  if (source.contextProduct) return source.contextProduct;
  if (source.productUrl) return loadProductFrom(http, source.productUrl);
  if (source.productId) return loadProduct(http, source.catalogUrl, source.productId);
  throw new ProductSourceError('load-failed', '<store-quick-view> has no product: give it a JSON script, a product-url or a product-id');
}
