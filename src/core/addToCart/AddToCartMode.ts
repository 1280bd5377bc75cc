import type { AddItemPurpose } from '../api/addItemError';
import { ProductType } from '../site/ProductType';

/** What an add-to-cart button does: add to the cart, buy now (express checkout), subscribe, or buy a gift card. */
export type AddToCartMode = 'add' | 'buy-now' | 'subscribe' | 'gift-card';

/** Every add-to-cart mode. */
export const ADD_TO_CART_MODES: readonly AddToCartMode[] = ['add', 'buy-now', 'subscribe', 'gift-card'];

/** The add-item purpose (error titles, express flag) of a mode. */
export function addItemPurposeOf(mode: AddToCartMode): AddItemPurpose {
  if (mode === 'buy-now') return 'express';
  if (mode === 'gift-card') return 'gift-card';
  return 'add';
}

/** The button a product's page shows by default: subscribe for a subscribable product, gift-card for a gift card, else add. */
export function defaultAddToCartMode(product: { readonly structuredContent: { readonly isSubscribable?: boolean; readonly productType?: number } }): AddToCartMode {
  if (product.structuredContent.isSubscribable === true) return 'subscribe';
  if (product.structuredContent.productType === ProductType.GIFT_CARD) return 'gift-card';
  return 'add';
}
