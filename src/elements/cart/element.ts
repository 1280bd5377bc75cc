/**
 * The full-page cart, the root element by which the cart page is recognised. Shows every line (title linked to the
 * product, variant attributes, unit price, line total, a quantity from 1 to 9999, a remove button, additional-field
 * answers with an editing form), the totals from the cart's cents (subtotal, tax, shipping, discount, total), coupons,
 * a shipping or all-digital note, the total quantity and a checkout link carrying the cart version. Empty, it says so
 * and links back to the shop. Reads a cart JSON script child, when the page gives one, so its first paint is final.
 * Where no element has made the page's cart store yet, its cart layer (store, calls) loads as a chunk right after the
 * first render, with the rules edits are checked by; an edit before it arrives is sent once it does, and a layer that
 * cannot load says 'We could not reach the store' at the line (or, with no cart shown yet, in place of the cart, with a retry).
 *
 * @tag store-cart
 * @class StoreCartElement
 * @summary Full-page cart: lines, quantities, removal, answers, totals and checkout.
 * @attr {string} continue-url=/ - Where 'Continue shopping' leads from the empty cart. Default '/'.
 * @attr {string} checkout-url=/checkout - Checkout page; `cartVersion` is appended. Default '/checkout'.
 * @attr {string} product-url=/shop/p/{itemId} - Product link for entries that carry none or one that is not http(s) or relative; `{itemId}` is replaced. Default '/shop/p/{itemId}'.
 * @prop {CartStore} cartStore - Cart store to show instead of the page's (set before the element connects). Default the page's store.
 * @event {CustomEvent<{ lines: number }>} store-cart-ready - The cart (lines or the empty state) is shown for the first time.
 * @event {CustomEvent<{ entryId: string; itemId: string; action: 'quantity' | 'remove' | 'answers'; ok: boolean; message: string | null }>} store-cart-line-change - A line's quantity, removal or answers were sent; `ok` false with the message shown at the line.
 * @slot - An optional `<script type="application/json">` holding the cart, shown before the server answers.
 * @csspart cart - The whole cart.
 * @csspart status - Loading text, or the load failure with its retry button.
 * @csspart retry - Button that loads the cart again after a failure.
 * @csspart empty - 'Your cart is empty'.
 * @csspart continue - The continue-shopping link.
 * @csspart lines - The list of lines.
 * @csspart line - One line.
 * @csspart line-item - Title, attributes, unit price and answers of a line.
 * @csspart line-title - The product link.
 * @csspart line-attributes - The variant attributes.
 * @csspart line-unit-price - The unit price.
 * @csspart answers - The additional-field answers block.
 * @csspart answers-title - Its heading.
 * @csspart answer-list - The answers.
 * @csspart answer - One answer (title and value).
 * @csspart answer-title - A field title.
 * @csspart answer-value - An answer.
 * @csspart edit-answers - Button opening the answers form.
 * @csspart line-quantity - The quantity control and remove button.
 * @csspart quantity-label - The quantity label.
 * @csspart quantity - The quantity input.
 * @csspart remove - The remove button.
 * @csspart line-total - The line total.
 * @csspart line-error - The message at the line (space always kept).
 * @csspart summary - The totals block (aria-busy and data-state while recalculating).
 * @csspart totals - The totals list.
 * @csspart total-row - One total.
 * @csspart grand-total - The grand total row.
 * @csspart total-quantity - The total quantity.
 * @csspart coupons - The coupon list.
 * @csspart coupon - One coupon.
 * @csspart coupon-invalid - A coupon that does not apply.
 * @csspart fulfilment-note - The shipping or all-digital note.
 * @csspart checkout - The checkout link.
 * @csspart backdrop - The answers form's backdrop.
 * @csspart modal - The answers form's dialog.
 * @cssprop --store-cart-min-height=16em - Space kept while the cart loads. Default 16em.
 * @cssprop --store-error-color=#b00020 - Colour of messages at a line. Default #b00020.
 * @cssprop --store-button-background=CanvasText - Checkout background. Default CanvasText.
 * @cssprop --store-button-color=Canvas - Checkout text colour. Default Canvas.
 * @cssprop --store-busy-outline=currentColor - Colour of the dashed outline round the totals and a line while a change is in flight. Default currentColor.
 * @cssprop --store-focus-ring-color=#0b1f3a - Colour of the keyboard focus ring round a focused part. Default #0b1f3a.
 * @cssprop --store-focus-ring-contrast-color=#ffffff - Colour of the band between a focused part and its ring, so that one of the two stands out on any colour. Default #ffffff.
 * @cssprop --store-focus-ring-width=2px - Thickness of the focus ring. Default 2px.
 * @cssprop --store-focus-ring-offset=2px - Width of the contrast-colour band between a focused part and its ring. Default 2px.
 * @state loading - data-state while the cart is not known yet.
 * @state error - data-state when the first load failed.
 * @state empty - data-state when the cart has no lines.
 * @state ready - data-state with lines, nothing in flight.
 * @state recalculating - data-state while a change is in flight.
 */
import { urlAttribute } from '../../core/attributes';
import { DEFAULT_CHECKOUT_URL } from '../../core/addToCart/defaultPageUrls';
import { createStoreElement } from '../mounting/createStoreElement';
import { StoreCart } from './StoreCart';
import { storeCartStyles } from './styles';

/** Attributes of `<store-cart>`. */
export const storeCartAttributes = {
  /** Where 'Continue shopping' leads from the empty cart. Default '/'. */
  'continue-url': urlAttribute('/'),
  /** Checkout page; `cartVersion` is appended. Default '/checkout'. */
  'checkout-url': urlAttribute(DEFAULT_CHECKOUT_URL),
  /** Product link for entries that carry none or one that is not http(s) or relative; `{itemId}` is replaced. Default '/shop/p/{itemId}'. */
  'product-url': urlAttribute('/shop/p/{itemId}'),
};

/** The `<store-cart>` element class (not registered). */
export const StoreCartElement = createStoreElement({
  tagName: 'store-cart',
  component: StoreCart,
  attributes: storeCartAttributes,
  styles: storeCartStyles,
});
