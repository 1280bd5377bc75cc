import type { Message } from '../core/i18n';
import type { Product, Variant } from '../core/schemas';
import type { AddToCartMode, AddToCartState, PendingAdd } from '../core/addToCart';
import type { FormValues } from '../core/forms';

/** Detail of every `store-*` event, keyed by event type. */
export interface StoreEventDetails {
  /** A `<store-product>` has its product (from its JSON script or loaded by id). */
  'store-product-load': { readonly product: Product };
  /** A `<store-product>` could not read or load its product. */
  'store-product-error': { readonly message: string };
  /** Every option is chosen and names an existing variant. */
  'store-variant-change': { readonly productId: string; readonly variant: Variant; readonly chosen: Readonly<Record<string, string>> };
  /** The shopper changed the quantity (raw text as typed). */
  'store-quantity-change': { readonly productId: string; readonly quantity: string };
  /** An add is about to be sent (its selection passed the product rules, its additional-fields form is filled in); cancel it to stop the add. `result` resolves with how the add ended and never rejects. */
  'store-cart-add-request': PendingAdd;
  /** An item was added (or a purchase / subscription started) successfully. */
  'store-cart-add': { readonly productId: string; readonly mode: AddToCartMode; readonly variant: Variant; readonly quantity: number; readonly redirectTo: string | null };
  /** Adding failed: validation or server error, as shown in the alert dialog. */
  'store-cart-error': { readonly productId: string; readonly mode: AddToCartMode; readonly title: string; readonly message: string; readonly reason: Message };
  /** The cart page shows its cart (lines or the empty state) for the first time; the performance collector measures up to it. */
  'store-cart-ready': { readonly lines: number };
  /** A cart page line's quantity, removal or answers were sent; `ok` false with the message shown at the line. */
  'store-cart-line-change': {
    readonly entryId: string;
    readonly itemId: string;
    readonly action: 'quantity' | 'remove' | 'answers';
    readonly ok: boolean;
    readonly message: string | null;
  };
  /** The add-to-cart button changed state. */
  'store-state-change': { readonly state: AddToCartState };
  /** A site user logged in through `<store-account>` (the cart has reloaded as theirs). */
  'store-account-login': { readonly rememberMe: boolean };
  /** The site user logged out through `<store-account>` (the cart has reloaded). */
  'store-account-logout': { readonly cloneCart: boolean };
  /** The visitor answered the cookie banner. */
  'store-cookie-consent': { readonly choice: 'accepted' | 'declined' };
  /** A `<store-form>` drew its form. */
  'store-form-render': { readonly formId: string; readonly formName: string | undefined };
  /** A `<store-form>` passed local validation and is sending the submission. */
  'store-form-submit': { readonly formId: string; readonly values: FormValues };
  /** A submission was saved; cancel it to stay on the page instead of following redirectTo. */
  'store-form-success': { readonly formId: string; readonly redirectTo: string | null };
  /** Submitting failed: local validation ('validation') or a server step ('submission'), with the messages shown. */
  'store-form-error': {
    readonly formId: string;
    readonly stage: 'validation' | 'submission';
    readonly message: string | null;
    readonly fieldErrors: Readonly<Record<string, string>>;
  };
}

/** Every `store-*` event as a typed CustomEvent. */
export type StoreEventMap = { [Type in keyof StoreEventDetails]: CustomEvent<StoreEventDetails[Type]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends StoreEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ElementEventMap extends StoreEventMap {}
}
