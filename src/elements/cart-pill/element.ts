/**
 * The cart pill: icon, total quantity ('100+' above 100), suffix and subtotal, linking to the cart page in the same frame (inside the site editor's frame it navigates that frame, never the top window). Its
 * accessible name is its visible text ('1 item $28.00', WCAG 2.5.3); its description is '1 item in cart', or
 * 'More than 100 items in cart' above 100. Hidden while the cart is empty (its space kept),
 * fades in (after 0.2 s, over 0.5 s) when there are items, and follows every change of the page's cart store.
 * Its cart layer (cart store and calls) loads as a chunk right after the first render; until it arrives the pill shows the
 * page's cart store if another element made it, else no items (hidden). A layer that cannot load is reported, and the pill
 * then shows the page's cart as soon as another element (an add-to-cart) loads it.
 *
 * @tag store-cart-pill
 * @class CartPillElement
 * @summary Floating cart summary linking to /cart.
 * @attr {string} href=/cart - Cart page the pill links to. Default '/cart'.
 * @prop {CartStore} cartStore - Cart store to show instead of the page's (set before the element connects). Default the page's store.
 * @csspart pill - The link.
 * @csspart icon - The cart icon.
 * @csspart count - The quantity and its suffix, one run of text ('2 items').
 * @csspart quantity - The total quantity.
 * @csspart suffix - 'item' / 'items'.
 * @csspart subtotal - The cart subtotal.
 * @cssprop --store-pill-background=CanvasText - Pill background. Default CanvasText.
 * @cssprop --store-pill-color=Canvas - Pill text colour. Default Canvas.
 * @cssprop --store-pill-padding=0.5em 1em - Pill padding. Default 0.5em 1em.
 * @cssprop --store-pill-radius=999px - Pill corner radius. Default 999px.
 * @cssprop --store-pill-fade-delay=0.2s - Delay before the pill fades in. Default 0.2s.
 * @cssprop --store-pill-fade-duration=0.5s - Duration of the fade-in. Default 0.5s.
 * @cssprop --store-focus-ring-color=#0b1f3a - Colour of the keyboard focus ring round a focused part. Default #0b1f3a.
 * @cssprop --store-focus-ring-contrast-color=#ffffff - Colour of the band between a focused part and its ring, so that one of the two stands out on any colour. Default #ffffff.
 * @cssprop --store-focus-ring-width=2px - Thickness of the focus ring. Default 2px.
 * @cssprop --store-focus-ring-offset=2px - Width of the contrast-colour band between a focused part and its ring. Default 2px.
 * @state empty - data-state while the cart has no items (pill hidden).
 * @state filled - data-state while the cart has items.
 */
import { urlAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { CartPill } from './CartPill';
import { cartPillStyles } from './styles';

/** Attributes of `<store-cart-pill>`. */
export const cartPillAttributes = {
  /** Cart page the pill links to. Default '/cart'. */
  href: urlAttribute('/cart'),
};

/** The `<store-cart-pill>` element class (not registered). */
export const CartPillElement = createStoreElement({
  tagName: 'store-cart-pill',
  component: CartPill,
  attributes: cartPillAttributes,
  styles: cartPillStyles,
});
