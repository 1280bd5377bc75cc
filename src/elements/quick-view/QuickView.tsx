import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { createFetchHttpAdapter } from '../../core/api';
import { trackingCalls } from '../../core/api/trackingCalls';
import { defaultAddToCartMode } from '../../core/addToCart';
import type { Product } from '../../core/schemas';
import { quickViewProduct } from '../../core/selection';
import { guardUrl } from '../../core/url';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { Modal } from '../modal/Modal';
import { productScriptOf } from '../selection/productScriptOf';
import { selectionStoreFor } from '../selection/selectionStoreFor';
import { getSiteServices, type SiteServices } from '../page/siteServices';
import { useTranslator } from '../i18n/translator';
import { useHostState } from '../mounting/useHostState';
import { defineElementsIn } from '../startLoader';
import type { quickViewAttributes } from './element';

type Props = StoreComponentProps<typeof quickViewAttributes>;

type Loading = { readonly status: 'idle' | 'loading' | 'error'; readonly product: null } | { readonly status: 'ready'; readonly product: Product };

/** The product of the `<store-product>` the quick view sits in, when that product is already known. */
function surroundingProduct(host: HTMLElement): Product | null {
  const productElement = host.closest('store-product');
  return productElement ? selectionStoreFor(productElement).getSnapshot().product : null;
}

/** Builds the product elements the dialog holds (one `<store-product>`, one selection) with the product already set, so they render final at once. */
function productElements(product: Product): HTMLElement {
  const productElement = document.createElement('store-product');
  selectionStoreFor(productElement).setProduct(product);
  for (const tag of ['store-product-price', 'store-variant-select', 'store-quantity-input']) productElement.append(document.createElement(tag));
  const button = document.createElement('store-add-to-cart');
  button.setAttribute('mode', defaultAddToCartMode(product));
  productElement.append(button);
  defineElementsIn(productElement);
  return productElement;
}

/** The quick-view button and its modal dialog: title, image, price, variant selects, quantity and add-to-cart of one product; the selection is kept between openings. */
export function QuickView({ host, attributes }: Props) {
  const { t } = useTranslator();
  const [{ api }] = useState<SiteServices>(() => (host as { storefront?: SiteServices }).storefront ?? getSiteServices());
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState<Loading>({ status: 'idle', product: null });
  const button = useRef<HTMLButtonElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useHostState(host, open ? (loading.status === 'ready' ? 'open' : loading.status === 'error' ? 'error' : 'loading') : 'closed');

  const show = useCallback(async () => {
    setOpen(true);
    let product = loading.product;
    if (!product) {
      setLoading({ status: 'loading', product: null });
      try {
        product = await quickViewProduct(
          {
            inlineJson: productScriptOf(host)?.textContent ?? null,
            contextProduct: surroundingProduct(host),
            ...(attributes['product-url'] ? { productUrl: attributes['product-url'] } : {}),
            ...(attributes['product-id'] ? { productId: attributes['product-id'] } : {}),
            catalogUrl: attributes['catalog-url'],
          },
          createFetchHttpAdapter(),
        );
      } catch (error) {
        console.error(`[storefront-elements] ${(error as Error).message}`);
        setLoading({ status: 'error', product: null });
        return;
      }
      setLoading({ status: 'ready', product });
    }
    void trackingCalls(api).recordQuickView(String(product.id));
  }, [api, attributes, host, loading.product]);
  const close = useCallback(() => setOpen(false), []);

  const product = open ? loading.product : null;
  const built = useRef<{ product: Product; element: HTMLElement } | null>(null);
  useLayoutEffect(() => {
    const container = slot.current;
    if (!container || !product) return;
    if (built.current?.product !== product) built.current = { product, element: productElements(product) };
    container.replaceChildren(built.current.element);
    return () => container.replaceChildren();
  }, [product]);

  const image = guardUrl(product?.assetUrl, { element: host.localName, field: 'assetUrl' });
  const detailsUrl = guardUrl(product?.fullUrl, { element: host.localName, field: 'fullUrl' });
  return (
    <>
      <button part="button" type="button" ref={button} aria-haspopup="dialog" onClick={() => void show()}>
        {attributes.label ?? t('quickView.label')}
      </button>
      {open ? (
        <Modal labelledBy={titleId} onDismiss={close} returnFocusTo={button}>
          <div part="content" aria-busy={loading.status === 'loading' ? true : undefined}>
            {product ? (
              <>
                {image ? <img part="image" src={image} alt={product.title ?? ''} width={400} height={400} /> : null}
                <div part="details">
                  <h2 part="title" id={titleId}>
                    {product.title}
                  </h2>
                  <div part="product" ref={slot} />
                  <p part="links">
                    {detailsUrl ? (
                      <a part="details-link" href={detailsUrl} target="_self">
                        {t('quickView.details')}
                      </a>
                    ) : null}
                    <a part="view-cart" href={attributes['cart-url']} target="_self">
                      {t('quickView.viewCart')}
                    </a>
                  </p>
                </div>
              </>
            ) : (
              <>
                <h2 part="title" id={titleId}>
                  {attributes.label ?? t('quickView.label')}
                </h2>
                <p part="status" role={loading.status === 'error' ? 'alert' : undefined}>
                  {loading.status === 'error' ? t('productElement.unavailable') : t('quickView.loading')}
                </p>
              </>
            )}
            <button part="close" type="button" onClick={close}>
              {t('quickView.close')}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
