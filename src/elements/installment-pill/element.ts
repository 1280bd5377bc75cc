/**
 * The installment teaser: 'or 4 interest-free payments of {amount}' while the amount is above afterPayMin and not above
 * afterPayMax, else 'available for orders up to {amount}' / 'available for orders over {amount}'. On a product page it
 * follows the selected variant's price times the quantity; on the cart page the cart total. Shown only for physical
 * products (with a cart, only when every item is physical), for US en, CA en/fr, AU en and NZ en, and hidden when the
 * installment context says the option is unavailable or the variant is sold out; its height is reserved either way.
 * The pill opens a modal with the provider's info, fetched by locale only when the shopper opens it and sanitised;
 * a failed load logs a warning and the pill stays usable. The installment context (afterPayAvailable, afterPayMin,
 * afterPayMax in cents, shopperLanguage, stripeAccountCountry) is the element's `<script type="application/json">`
 * child; a missing or malformed one is reported to the error reporter and the pill stays hidden.
 *
 * @tag store-installment-pill
 * @class InstallmentPillElement
 * @summary Installment-payment teaser with an info modal, for a product or the cart.
 * @attr {string} product - Id of the `<store-product>` the pill follows. Default the nearest ancestor.
 * @attr {'auto' | 'product' | 'cart'} source=auto - What the amount follows: the product selection, the cart total, or 'auto' (the cart inside `<store-cart>`, else the product). Default 'auto'.
 * @attr {string} modal-src=/api/dev/installments/modal?locale={locale} - URL of the info modal's HTML; `{locale}` becomes en-US, en-CA, fr-CA, en-AU or en-NZ. Default '/api/dev/installments/modal?locale={locale}'.
 * @prop {CartStore} cartStore - Cart store to follow instead of the page's (set before the element connects). Default the page's store.
 * @prop {(url: string) => Promise<string>} loadModalHtml - Loads the modal HTML (set before the element connects). Default a credential-less fetch of text/html.
 * @csspart pill - The button opening the info modal.
 * @csspart text - The installment text.
 * @csspart info - The info icon.
 * @csspart modal - The info `<dialog>`.
 * @csspart modal-close - The modal's close button.
 * @csspart modal-body - The provider's sanitised HTML.
 * @cssprop --store-installments-height=2em - Height reserved for the pill, shown or not. Default 2em.
 * @cssprop --store-installments-border=1px solid currentColor - Border of the pill. Default 1px solid currentColor.
 * @cssprop --store-installments-radius=999px - Corner radius of the pill. Default 999px.
 * @cssprop --store-focus-ring-color=#0b1f3a - Colour of the keyboard focus ring round a focused part. Default #0b1f3a.
 * @cssprop --store-focus-ring-contrast-color=#ffffff - Colour of the band between a focused part and its ring, so that one of the two stands out on any colour. Default #ffffff.
 * @cssprop --store-focus-ring-width=2px - Thickness of the focus ring. Default 2px.
 * @cssprop --store-focus-ring-offset=2px - Width of the contrast-colour band between a focused part and its ring. Default 2px.
 * @state loading - data-state before the product or cart is known.
 * @state hidden - data-state when installments do not apply (space kept).
 * @state in-range - data-state while the payments text shows.
 * @state out-of-range - data-state while the 'up to' / 'over' text shows.
 */
import { enumAttribute, stringAttribute, urlAttribute } from '../../core/attributes';
import { DEFAULT_INSTALLMENT_MODAL_URL } from '../../core/installments';
import { createStoreElement } from '../base/createStoreElement';
import { InstallmentPill } from './InstallmentPill';
import { installmentPillStyles } from './styles';

/** Attributes of `<store-installment-pill>`. */
export const installmentPillAttributes = {
  /** Id of the `<store-product>` the pill follows. Default the nearest ancestor. */
  product: stringAttribute(),
  /** What the amount follows: 'product', 'cart', or 'auto' (the cart inside `<store-cart>`, else the product). Default 'auto'. */
  source: enumAttribute(['auto', 'product', 'cart'], 'auto'),
  /** URL of the info modal's HTML with `{locale}` for the installment locale. Default '/api/dev/installments/modal?locale={locale}'. */
  'modal-src': urlAttribute(DEFAULT_INSTALLMENT_MODAL_URL),
};

/** The `<store-installment-pill>` element class (not registered). */
export const InstallmentPillElement = createStoreElement({
  tagName: 'store-installment-pill',
  component: InstallmentPill,
  attributes: installmentPillAttributes,
  styles: installmentPillStyles,
  interactive: false,
});
