/**
 * The price of the product: the selected variant's price, a sale price with the original struck through
 * (`<del>` / `<ins>` with accessible text), a subscription price string, or 'Unavailable'. Returns to the
 * product's initial price whenever the selection is incomplete.
 *
 * @tag store-product-price
 * @class ProductPriceElement
 * @summary Product or variant price bound to a `<store-product>`.
 * @attr {string} product - Id of the `<store-product>` this price belongs to. Default the nearest ancestor.
 * @csspart price - The price text (regular or subscription price).
 * @csspart original - The original price of a sale, struck through (`<del>`).
 * @csspart sale - The sale price (`<ins>`).
 * @csspart unavailable - The 'Unavailable' text.
 * @cssprop --store-price-color=inherit - Colour of the price. Default inherit.
 * @cssprop --store-sale-color=inherit - Colour of the sale price. Default inherit.
 * @cssprop --store-original-color=inherit - Colour of the struck-through original price. Default inherit.
 * @state loading - data-state before the product is known (one line reserved).
 * @state initial - data-state while showing the product's initial price.
 * @state selected - data-state while showing the selected variant's price.
 * @state unavailable - data-state when no price can be shown.
 */
import { stringAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { ProductPrice } from './ProductPrice';
import { productPriceStyles } from './styles';

/** Attributes of `<store-product-price>`. */
export const productPriceAttributes = {
  /** Id of the `<store-product>` this price belongs to. Default the nearest ancestor. */
  product: stringAttribute(),
};

/** The `<store-product-price>` element class (not registered). */
export const ProductPriceElement = createStoreElement({
  tagName: 'store-product-price',
  component: ProductPrice,
  attributes: productPriceAttributes,
  styles: productPriceStyles,
});
