/**
 * The quick-view button the template's `product-quick-view` formatter emits. It opens a modal dialog (native `<dialog>`,
 * `showModal()`: focus stays inside, Escape and an outside click close it, focus returns to the button) holding the
 * product's title, image, price, variant selects, quantity and add-to-cart: the product-page elements, sharing one
 * selection. The product comes from its own JSON script child, else the surrounding `<store-product>`, else
 * `product-url`, else `product-id` from `catalog-url`. Opening records `POST /api/census/RecordQuickView/{id}` (a
 * failure is ignored).
 *
 * @tag store-quick-view
 * @class QuickViewElement
 * @summary Quick-view button and product dialog.
 * @attr {string} product-id - Id of the product to load when there is no JSON. Default none.
 * @attr {string} product-url - URL answering the product JSON, used before `product-id`. Default none.
 * @attr {string} catalog-url=/api/dev/catalog - Base URL products are loaded from by id. Default '/api/dev/catalog'.
 * @attr {string} label - Button text (the site's productQuickViewText). Default 'Quick View'.
 * @attr {string} cart-url=/cart - Where the dialog's View Cart link leads (in the same frame). Default '/cart'.
 * @prop {SiteServices} storefront - API connection to record the quick view with (set before the element connects). Default the page's.
 * @slot - An optional `<script type="application/json">` holding the product.
 * @csspart button - The quick-view button.
 * @csspart modal - The dialog.
 * @csspart content - The dialog's content.
 * @csspart image - The product image.
 * @csspart details - Title, product elements and links.
 * @csspart title - The product title (names the dialog).
 * @csspart product - Holds the `<store-product>` with price, variant selects, quantity and add-to-cart.
 * @csspart links - The details and View Cart links.
 * @csspart details-link - Link to the product page.
 * @csspart view-cart - The View Cart link.
 * @csspart status - Loading text, or why the product could not be loaded.
 * @csspart close - The close button.
 * @cssprop --store-button-background=CanvasText - Button background. Default CanvasText.
 * @cssprop --store-button-color=Canvas - Button text colour. Default Canvas.
 * @cssprop --store-quick-view-width=48em - Largest dialog width. Default 48em.
 * @cssprop --store-focus-ring-color=#0b1f3a - Colour of the keyboard focus ring round a focused part. Default #0b1f3a.
 * @cssprop --store-focus-ring-contrast-color=#ffffff - Colour of the band between a focused part and its ring, so that one of the two stands out on any colour. Default #ffffff.
 * @cssprop --store-focus-ring-width=2px - Thickness of the focus ring. Default 2px.
 * @cssprop --store-focus-ring-offset=2px - Width of the contrast-colour band between a focused part and its ring. Default 2px.
 * @state closed - data-state while the dialog is closed.
 * @state loading - data-state while the product loads.
 * @state open - data-state while the dialog shows the product.
 * @state error - data-state when the product could not be loaded.
 */
import { stringAttribute, urlAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { QuickView } from './QuickView';
import { quickViewStyles } from './styles';

/** Attributes of `<store-quick-view>`. */
export const quickViewAttributes = {
  /** Id of the product to load when there is no JSON. Default none. */
  'product-id': stringAttribute(),
  /** URL answering the product JSON, used before `product-id`. Default none. */
  'product-url': urlAttribute(),
  /** Base URL products are loaded from by id. Default '/api/dev/catalog'. */
  'catalog-url': urlAttribute('/api/dev/catalog'),
  /** Button text (the site's productQuickViewText). Default 'Quick View'. */
  label: stringAttribute(),
  /** Where the dialog's View Cart link leads (in the same frame). Default '/cart'. */
  'cart-url': urlAttribute('/cart'),
};

/** The `<store-quick-view>` element class (not registered). */
export const QuickViewElement = createStoreElement({
  tagName: 'store-quick-view',
  component: QuickView,
  attributes: quickViewAttributes,
  styles: quickViewStyles,
});
