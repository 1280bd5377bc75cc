import { readProductJson, type SelectionStore } from '../../core/selection';
import { productScriptOf } from './productScriptOf';

/** The product JSON text a `<store-product>` last published to its selection store; a global symbol, so every copy of the bundle agrees. */
const PUBLISHED_TEXT = Symbol.for('storefront-elements.published-product-text');

type PublishedHolder = Element & { [PUBLISHED_TEXT]?: string };

/** The product JSON text already published to the selection store of `productElement`; undefined when none was. */
export function publishedProductText(productElement: Element): string | undefined {
  return (productElement as PublishedHolder)[PUBLISHED_TEXT];
}

/** Records that `text` is the product JSON published to the selection store of `productElement`. */
export function markProductTextPublished(productElement: Element, text: string): void {
  (productElement as PublishedHolder)[PUBLISHED_TEXT] = text;
}

/**
 * Publishes the JSON script of a not-yet-rendered `<store-product>` to its selection store, so a child element has its
 * data (and its final size) on its first render whatever the upgrade order. Silent on bad JSON: `<store-product>` reports it.
 */
export function preloadProductScript(productElement: Element, store: SelectionStore): void {
  if (store.getSnapshot().status !== 'loading') return;
  const text = productScriptOf(productElement)?.textContent;
  if (!text || text === publishedProductText(productElement)) return;
  let product;
  try {
    product = readProductJson(text, '<store-product> JSON script');
  } catch {
    return;
  }
  markProductTextPublished(productElement, text);
  store.setProduct(product);
}
