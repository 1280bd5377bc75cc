/**
 * The installment teaser: 'or 4 interest-free payments of {amount} with Afterpay' while the amount is above afterPayMin and
 * not above afterPayMax, else 'Afterpay available for orders up to {amount}' / 'Afterpay available for orders over {amount}'
 * (every state names the payment method). On a product page it
 * follows the selected variant's price times the quantity; on the cart page the cart total. Shown only for physical
 * products (with a cart, only when every item is physical), for US en, CA en/fr, AU en and NZ en, and hidden when the
 * installment context says the option is unavailable or the variant is sold out. Its height is reserved only while the
 * product or cart is loading and the context offers installments; a hidden pill takes no space.
 * The pill opens a modal with the provider's info, fetched by locale only when the shopper opens it and sanitised;
 * a failed load, or a `modal-src` that is not an http(s) URL, logs a warning and the pill stays usable. The installment context (afterPayAvailable, afterPayMin,
 * afterPayMax in cents, shopperLanguage, stripeAccountCountry) is the element's `<script type="application/json">`
 * child; a missing or malformed one is reported to the error reporter and the pill stays hidden.
 *
 * @tag store-installment-pill
 * @class InstallmentPillElement
 * @summary Installment-payment teaser with an info modal, for a product or the cart.
 * @attr {string} product - Id of the `<store-product>` the pill follows. Default the nearest ancestor.
 * @attr {'auto' | 'product' | 'cart'} source=auto - What the amount follows: the product selection, the cart total, or 'auto' (the cart inside `<store-cart>`, else the product). Default 'auto'.
 * @attr {string} modal-src - URL of the info modal's HTML, an http(s) URL (relative to the page); `{locale}` becomes en-US, en-CA, fr-CA, en-AU or en-NZ. Default the provider's published page for the locale (https://static.afterpay.com/modal/en_US.html, …).
 * @prop {CartStore} cartStore - Cart store to follow instead of the page's (set before the element connects). Default the page's store.
 * @prop {(url: string) => Promise<string>} loadModalHtml - Loads the modal HTML (set before the element connects). Default a credential-less fetch of text/html.
 * @csspart pill - The button opening the info modal.
 * @csspart text - The installment text.
 * @csspart info - The info icon.
 * @csspart modal - The info `<dialog>`.
 * @csspart modal-close - The modal's close button.
 * @csspart modal-body - The provider's sanitised HTML.
 * @cssprop --store-installments-height=2em - Height of the pill, reserved while loading. Default 2em.
 * @cssprop --store-installments-border=1px solid currentColor - Border of the pill. Default 1px solid currentColor.
 * @cssprop --store-installments-radius=999px - Corner radius of the pill. Default 999px.
 * @cssprop --store-focus-ring-color=#0b1f3a - Colour of the keyboard focus ring round a focused part. Default #0b1f3a.
 * @cssprop --store-focus-ring-contrast-color=#ffffff - Colour of the band between a focused part and its ring, so that one of the two stands out on any colour. Default #ffffff.
 * @cssprop --store-focus-ring-width=2px - Thickness of the focus ring. Default 2px.
 * @cssprop --store-focus-ring-offset=2px - Width of the contrast-colour band between a focused part and its ring. Default 2px.
 * @state loading - data-state before the product or cart is known.
 * @state hidden - data-state when installments do not apply (no space taken).
 * @state in-range - data-state while the payments text shows.
 * @state out-of-range - data-state while the 'up to' / 'over' text shows.
 */
import { enumAttribute, stringAttribute, urlAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { InstallmentPill } from './InstallmentPill';
import { installmentPillStyles } from './styles';

/** Attributes of `<store-installment-pill>`. */
export const installmentPillAttributes = {
  /** Id of the `<store-product>` the pill follows. Default the nearest ancestor. */
  product: stringAttribute(),
  /** What the amount follows: 'product', 'cart', or 'auto' (the cart inside `<store-cart>`, else the product). Default 'auto'. */
  source: enumAttribute(['auto', 'product', 'cart'], 'auto'),
  /** URL of the info modal's HTML, with `{locale}` for the installment locale. Default the provider's published page for the locale. */
  'modal-src': urlAttribute(),
};

/** The `<store-installment-pill>` element class (not registered). */
export const InstallmentPillElement = createStoreElement({
  tagName: 'store-installment-pill',
  component: InstallmentPill,
  attributes: installmentPillAttributes,
  styles: installmentPillStyles,
});
