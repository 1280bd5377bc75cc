import type { AddItemPurpose } from '../api/addItemError';

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
