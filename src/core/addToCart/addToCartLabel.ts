import type { Message } from '../i18n';
import type { Product } from '../schemas';
import type { AddToCartMode } from './AddToCartMode';
import type { AddToCartState } from './AddToCartMachine';

/** The button label: 'Adding…' / 'Added!' in those states, else the product's custom text when enabled, else 'Subscribe', 'Purchase' or 'Add To Cart'. */
export function addToCartLabel(state: AddToCartState, mode: AddToCartMode, product: Product | null, customText?: string): Message | string {
  if (state === 'adding') return { key: 'addToCart.label.adding' };
  if (state === 'added') return { key: 'addToCart.label.added' };
  if (customText) return customText;
  const content = product?.structuredContent;
  if (content?.useCustomAddButtonText && content.customAddButtonText) return content.customAddButtonText;
  if (mode === 'subscribe') return { key: 'addToCart.label.subscribe' };
  if (mode === 'buy-now' || mode === 'gift-card') return { key: 'addToCart.label.purchase' };
  return { key: 'addToCart.label.add' };
}
