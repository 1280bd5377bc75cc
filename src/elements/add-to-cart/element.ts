/**
 * The add-to-cart button of a `<store-product>`, in four modes: `add` (to the cart), `buy-now` (express
 * checkout, then the checkout page), `subscribe` (then the subscription page with the cart token) and
 * `gift-card` (a denomination is required). States: idle → adding ('Adding…') → added ('Added!', about
 * 1 s after success, held 2 s) → idle; on error back to idle after 1 s. Activations while busy are ignored.
 * Validation messages and server errors show in an alert dialog; a product with an additional-fields
 * form has its stock verified, then the form opens in a modal and its answers are added with the item.
 * Before anything that adds is sent it fires the cancelable `store-cart-add-request`, so a site script can stop the add
 * (validation, an upsell of its own) or follow its outcome through `detail.result`.
 * The button stays invisible (its space kept) until the page's cart store has started: loaded when the visitor
 * is authenticated or has a cart cookie, otherwise at once; the host's `data-cart` is 'waiting' (invisible, activations ignored), then 'started'.
 * When the product, or the chosen variant, is sold out the button shows the sold-out text (the store's customSoldOutText, else
 * 'Sold Out'), is aria-disabled yet focusable, and its activations send nothing (the restock sign-up is the way forward).
 * Its cart layer (cart store, calls, validation) loads as a chunk right after the first render; an activation before it
 * arrives runs once when it does, and a layer that cannot load fails the activation with 'We could not reach the store'.
 *
 * @tag store-add-to-cart
 * @class AddToCartElement
 * @summary Add to cart / buy now / subscribe / gift card button with alert dialog and additional-fields modal.
 * @attr {string} product - Id of the `<store-product>` this button belongs to. Default the nearest ancestor.
 * @attr {'add'|'buy-now'|'subscribe'|'gift-card'} mode=add - What the button does. Default 'add'.
 * @attr {string} label - Custom button text (overrides the product's custom text and the defaults). Default none.
 * @attr {boolean} disabled - Disables the button. Default false.
 * @attr {string} checkout-url=/checkout - Where buy-now purchases go on success. Default '/checkout'.
 * @attr {string} gift-card-url=/checkout/gift-card - Gift card page gift-card purchases go to; `itemId` and `variantId` are appended. Default '/checkout/gift-card'.
 * @attr {string} subscription-url=/checkout/subscription - Subscription page; `cartToken` is appended. Default '/checkout/subscription'.
 * @prop {Storefront} storefront - API client and cart store to use instead of the page's (set before the element connects). Default the page's.
 * @event {CustomEvent<{ productId: string; mode: AddToCartMode; variant: Variant; quantity: number; additionalFields?: Record<string, unknown>; result: Promise<PendingAddOutcome> }>} store-cart-add-request - About to add (the selection passed the product rules and any additional-fields form is filled in), before anything is sent; cancelable: preventDefault() stops the add, with nothing sent, the button back to idle, no alert and no store-cart-add. `result` resolves with `{ kind: 'succeeded', result, redirectTo }`, `{ kind: 'failed', title, reason, error }` (the alert's title and message as catalog messages) or `{ kind: 'canceled' }`, and never rejects.
 * @event {CustomEvent<{ productId: string; mode: AddToCartMode; variant: Variant; quantity: number; redirectTo: string | null }>} store-cart-add - The item was added (or the purchase / subscription started); cancel it to stay on the page instead of following redirectTo.
 * @event {CustomEvent<{ productId: string; mode: AddToCartMode; title: string; message: string; reason: Message }>} store-cart-error - Validation or server failure, as shown in the alert dialog.
 * @event {CustomEvent<{ state: AddToCartState }>} store-state-change - The button changed state.
 * @csspart button - The button.
 * @csspart label - The button text.
 * @csspart dialog - The alert dialog (role=alertdialog).
 * @csspart dialog-title - The alert title ('Unable to Add Item', 'Unable to Purchase Item', 'Unable to purchase Gift Card').
 * @csspart dialog-message - The alert message.
 * @csspart dialog-close - The alert's OK button.
 * @csspart modal - The additional-fields lightbox (role=dialog).
 * @csspart modal-title - The additional-fields form title.
 * @csspart form - The additional-fields form.
 * @csspart fields - The additional fields (the shared form-field renderer of `<store-form>`).
 * @csspart field - One field (error above its title, then its label or fieldset and controls).
 * @csspart fieldset - The fieldset of a multi-part, radio, checkbox or likert field.
 * @csspart field-label - A field's label or legend.
 * @csspart required-mark - The '(required)' mark of a required field's title.
 * @csspart field-description - A field's description.
 * @csspart field-control - A field's input, select or textarea (also each part of a multi-part field).
 * @csspart parts - The parts of a multi-part field (name, address, phone, date, time).
 * @csspart part - One labelled part.
 * @csspart part-label - A part's label (First Name, Area Code, Month…).
 * @csspart choice - One labelled radio or checkbox.
 * @csspart choice-control - A radio or checkbox input.
 * @csspart likert-row - One likert statement with its five-point scale.
 * @csspart likert-statement - A likert statement.
 * @csspart counter - A textarea's 'n / max' counter.
 * @csspart counter-over - The counter once the text is over its limit.
 * @csspart section - A section heading.
 * @csspart field-error - A field's error ('Required', the email or character-limit message).
 * @csspart submit - The form's submit button.
 * @csspart cancel - The form's cancel button.
 * @cssprop --store-button-background=currentColor - Button background. Default currentColor.
 * @cssprop --store-button-color=Canvas - Button text colour. Default Canvas.
 * @cssprop --store-button-padding=0.75em 1.5em - Button padding. Default 0.75em 1.5em.
 * @cssprop --store-button-radius=0 - Button corner radius. Default 0.
 * @cssprop --store-button-min-width=10em - Button minimum width (keeps the width steady across labels). Default 10em.
 * @cssprop --store-dialog-background=Canvas - Dialog and modal background. Default Canvas.
 * @cssprop --store-dialog-color=CanvasText - Dialog and modal text colour. Default CanvasText.
 * @cssprop --store-dialog-border=0 - Dialog and modal border. Default 0.
 * @cssprop --store-dialog-radius=0 - Dialog and modal corner radius. Default 0.
 * @cssprop --store-dialog-padding=1.5em - Dialog and modal padding. Default 1.5em.
 * @cssprop --store-backdrop=rgb(0 0 0 / 0.5) - Backdrop colour (the native dialog's ::backdrop). Default rgb(0 0 0 / 0.5).
 * @cssprop --store-error-color=#b00020 - Colour of field errors. Default #b00020.
 * @cssprop --store-form-gap=1.25em - Space between fields. Default 1.25em.
 * @cssprop --store-field-border=#767676 - Border colour of field controls. Default #767676.
 * @cssprop --store-field-radius=0 - Corner radius of field controls. Default 0.
 * @cssprop --store-field-background=Canvas - Background of field controls. Default Canvas.
 * @cssprop --store-focus-ring-color=#0b1f3a - Colour of the keyboard focus ring round a focused part. Default #0b1f3a.
 * @cssprop --store-focus-ring-contrast-color=#ffffff - Colour of the band between a focused part and its ring, so that one of the two stands out on any colour. Default #ffffff.
 * @cssprop --store-focus-ring-width=2px - Thickness of the focus ring. Default 2px.
 * @cssprop --store-focus-ring-offset=2px - Width of the contrast-colour band between a focused part and its ring. Default 2px.
 * @state idle - data-state when the button can be activated.
 * @state adding - data-state while adding (label 'Adding…').
 * @state added - data-state while showing 'Added!'.
 * @state error - data-state for 1 s after a failure.
 * @state sold-out - data-state while the product or the chosen variant is sold out (label the sold-out text, aria-disabled).
 */
import { booleanAttribute, enumAttribute, stringAttribute, urlAttribute } from '../../core/attributes';
import { ADD_TO_CART_MODES, DEFAULT_CHECKOUT_URL, DEFAULT_SUBSCRIPTION_URL, DEFAULT_GIFT_CARD_URL } from '../../core/addToCart';
import { createStoreElement } from '../mounting/createStoreElement';
import { AddToCart } from './AddToCart';
import { addToCartStyles } from './styles';

/** Attributes of `<store-add-to-cart>`. */
export const addToCartAttributes = {
  /** Id of the `<store-product>` this button belongs to. Default the nearest ancestor. */
  product: stringAttribute(),
  /** What the button does. Default 'add'. */
  mode: enumAttribute(ADD_TO_CART_MODES, 'add'),
  /** Custom button text. Default none. */
  label: stringAttribute(),
  /** Disables the button. Default false. */
  disabled: booleanAttribute(),
  /** Checkout page for buy-now and gift-card purchases. Default '/checkout'. */
  'checkout-url': urlAttribute(DEFAULT_CHECKOUT_URL),
  /** Subscription page; the cart token is appended. Default '/checkout/subscription'. */
  'subscription-url': urlAttribute(DEFAULT_SUBSCRIPTION_URL),
  /** Gift card page gift-card purchases go to; `itemId` and `variantId` are appended. Default '/checkout/gift-card'. */
  'gift-card-url': urlAttribute(DEFAULT_GIFT_CARD_URL),
};

/** The `<store-add-to-cart>` element class (not registered). */
export const AddToCartElement = createStoreElement({
  tagName: 'store-add-to-cart',
  component: AddToCart,
  attributes: addToCartAttributes,
  styles: addToCartStyles,
});
