/**
 * Declares one product and owns its selection (variant, quantity) for the store elements inside it
 * (or pointing at it with `product="<id of this element>"`). The product comes from a child
 * `<script type="application/json">`, or is loaded by `product-id` from `catalog-url`.
 * Every element renders its final layout before the next paint when it upgrades (children read the JSON script even before
 * this element upgrades), so loading the bundle with `<script defer blocking="render">` gives no layout shift at all.
 *
 * @tag store-product
 * @class StoreProductElement
 * @summary Product context: data and selection store for the product-page elements.
 * @attr {string} product-id - Id of the product to load when there is no JSON script child. Default none.
 * @attr {string} catalog-url=/api/dev/catalog - Base URL products are loaded from (`{catalog-url}/{product-id}`). Default '/api/dev/catalog'.
 * @event {CustomEvent<{ product: Product }>} store-product-load - The product is known (parsed or loaded).
 * @event {CustomEvent<{ message: string }>} store-product-error - The product JSON was malformed or invalid (a negative price included), could not be loaded, or there is neither a JSON script nor a product-id.
 * @slot - The product page content (variant select, price, add to cart…).
 * @csspart status - The error text shown when the product cannot be read.
 * @cssprop --store-error-color=#b00020 - Colour of the error text. Default #b00020.
 * @state loading - data-state while the product is not known yet.
 * @state ready - data-state once the product is known.
 * @state error - data-state when the product could not be read, or there is neither a JSON script child nor a product-id once the document is parsed.
 */
import { stringAttribute, urlAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { StoreProduct } from './StoreProduct';
import { storeProductStyles } from './styles';

/** Attributes of `<store-product>`. */
export const storeProductAttributes = {
  /** Id of the product to load when there is no JSON script child. Default none. */
  'product-id': stringAttribute(),
  /** Base URL products are loaded from. Default '/api/dev/catalog'. */
  'catalog-url': urlAttribute('/api/dev/catalog'),
};

/** The `<store-product>` element class (not registered). */
export const StoreProductElement = createStoreElement({
  tagName: 'store-product',
  component: StoreProduct,
  attributes: storeProductAttributes,
  styles: storeProductStyles,
});
