import type { Message } from '../i18n';
import { isSoldOutFor } from '../product/availability';
import type { Product, Variant } from '../schemas';
import { storeSettingsOf } from '../selection/storeSettings';
import type { AddToCartMode } from './AddToCartMode';
import type { AddToCartState } from './AddToCartMachine';

/**
 * The button label: 'Adding…' / 'Added!' in those states; else, when the product or the chosen `variant` is sold out, the
 * store's customSoldOutText or the catalog's 'Sold Out' (one of the button's own labels); else the custom text, else the
 * product's custom text when enabled, else 'Subscribe', 'Purchase' or 'Add To Cart'.
 */
export function addToCartLabel(
  state: AddToCartState,
  mode: AddToCartMode,
  product: Product | null,
  customText?: string,
  variant: Variant | null = null,
): Message | string {
  if (state === 'adding') return { key: 'addToCart.label.adding' };
  if (state === 'added') return { key: 'addToCart.label.added' };
  if (product && isSoldOutFor(product, variant)) return storeSettingsOf(product).customSoldOutText ?? { key: 'addToCart.label.soldOut' };
  if (customText) return customText;
  const content = product?.structuredContent;
  if (content?.useCustomAddButtonText && content.customAddButtonText) return content.customAddButtonText;
  if (mode === 'subscribe') return { key: 'addToCart.label.subscribe' };
  if (mode === 'buy-now' || mode === 'gift-card') return { key: 'addToCart.label.purchase' };
  return { key: 'addToCart.label.add' };
}
