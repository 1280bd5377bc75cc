import type { Message } from '../i18n';

/** Quantity above which the pill shows '100+' (spec §9). */
export const CART_PILL_MAX_QUANTITY = 100;

/** Text and accessible label of the cart pill's quantity. */
export interface CartPillLabel {
  /** Visible quantity text: the number, or '100+' above 100. */
  readonly text: Message;
  /** Accessible label: '{n} item(s) in cart', or 'More than 100 items in cart' above 100. */
  readonly ariaLabel: Message;
}

/** The pill's quantity text and aria label for a total quantity (spec §9: '100+' above 100). */
export function cartPillLabel(totalQuantity: number): CartPillLabel {
  if (totalQuantity > CART_PILL_MAX_QUANTITY) {
    return { text: { key: 'cart.pill.quantityOverflow' }, ariaLabel: { key: 'cart.pill.ariaLabelOverflow' } };
  }
  return { text: { key: 'cart.pill.quantity', values: { count: totalQuantity } }, ariaLabel: { key: 'cart.pill.ariaLabel', values: { count: totalQuantity } } };
}

/** Total quantity of a cart: the sum of its entries' quantities. */
export function totalQuantityOf(entries: readonly { readonly quantity: number }[]): number {
  return entries.reduce((sum, entry) => sum + entry.quantity, 0);
}
