import { useEffect, useLayoutEffect } from 'react';
import { createFetchHttpAdapter } from '../../core/api';
import { loadProduct, readProductJson, type SelectionStore } from '../../core/selection';
import type { Product } from '../../core/schemas';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { dispatchStoreEvent } from '../mounting/dispatchStoreEvent';
import { markProductTextPublished, preloadProductScript, publishedProductText } from '../selection/productScript';
import { productScriptOf } from '../selection/productScriptOf';
import { selectionStoreFor } from '../selection/selectionStoreFor';
import { useTranslator } from '../i18n/translator';
import { useHostState } from '../mounting/useHostState';
import { whenDocumentParsed } from '../mounting/whenDocumentParsed';
import { useStore } from '../mounting/useStore';
import type { storeProductAttributes } from './element';

type Props = StoreComponentProps<typeof storeProductAttributes>;

function publish(host: HTMLElement, store: SelectionStore, product: Product): void {
  store.setProduct(product);
  dispatchStoreEvent(host, 'store-product-load', { product });
}

function fail(host: HTMLElement, store: SelectionStore, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[storefront-elements] ${message}`);
  store.setError({ key: 'productElement.unavailable' });
  dispatchStoreEvent(host, 'store-product-error', { message });
}

function elementLabel(host: HTMLElement): string {
  return `<store-product${host.id ? ` id="${host.id}"` : ''}>`;
}

/** Reads its JSON script as it first renders (so it renders ready at once), or loads the product, and publishes it to the selection store; renders its children through a slot. */
export function StoreProduct({ host, attributes }: Props) {
  const { t } = useTranslator();
  const store = selectionStoreFor(host);
  preloadProductScript(host, store);
  const selection = useStore(store);
  useHostState(host, selection.status);
  const { 'product-id': productId, 'catalog-url': catalogUrl } = attributes;

  useLayoutEffect(() => {
    const source = `${elementLabel(host)} JSON script`;
    let lastText: string | null = null;
    const read = () => {
      const text = productScriptOf(host)?.textContent ?? null;
      if (text === null || text === lastText) return;
      lastText = text;
      const preloaded = store.getSnapshot().product;
      if (preloaded && text === publishedProductText(host)) {
        dispatchStoreEvent(host, 'store-product-load', { product: preloaded });
        return;
      }
      try {
        const product = readProductJson(text, source);
        markProductTextPublished(host, text);
        publish(host, store, product);
      } catch (error) {
        fail(host, store, error);
      }
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [host, store]);

  useEffect(() => {
    if (productScriptOf(host)) return;
    if (!productId) {
      return whenDocumentParsed(host.ownerDocument, () => {
        if (productScriptOf(host) || store.getSnapshot().status !== 'loading') return;
        fail(host, store, new Error(`${elementLabel(host)} has neither a JSON script child nor a product-id attribute, so it has no product to show.`));
      });
    }
    let cancelled = false;
    loadProduct(createFetchHttpAdapter(), catalogUrl, productId).then(
      (product) => cancelled || publish(host, store, product),
      (error: unknown) => cancelled || fail(host, store, error),
    );
    return () => {
      cancelled = true;
    };
  }, [host, store, productId, catalogUrl]);

  return (
    <>
      {selection.status === 'error' && selection.error ? (
        <p part="status" role="alert">
          {t(selection.error.key, selection.error.values)}
        </p>
      ) : null}
      <slot />
    </>
  );
}
