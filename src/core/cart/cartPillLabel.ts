import type { Message } from '../i18n';

/** The pill shows '100+' above this many items. */
const CART_PILL_OVERFLOW = 100;

/** Visible quantity text and accessible description of the cart pill. */
export interface CartPillLabel {
  /** Visible quantity text: the number, or '100+' above 100. */
  readonly text: Message;
  /**
   * The spec's aria text, '{n} item(s) in cart' or 'More than 100 items in cart' above 100: the pill's accessible
   * description. Its accessible name is its visible text ('1 item $28.00'), so that it contains what is seen (WCAG 2.5.3).
   */
  readonly description: Message;
}

/** The pill's quantity text and accessible description for a total quantity (spec §9: '100+' above 100). */
export function cartPillLabel(totalQuantity: number): CartPillLabel {
  if (totalQuantity > CART_PILL_OVERFLOW) {
    return { text: { key: 'cart.pill.quantityOverflow' }, description: { key: 'cart.pill.ariaLabelOverflow' } };
  }
  return { text: { key: 'cart.pill.quantity', values: { count: totalQuantity } }, description: { key: 'cart.pill.ariaLabel', values: { count: totalQuantity } } };
}

/** Total quantity of a cart: the sum of its entries' quantities. */
export function totalQuantityOf(entries: readonly { readonly quantity: number }[]): number {
  return entries.reduce((sum, entry) => sum + entry.quantity, 0);
}
