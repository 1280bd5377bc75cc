/**
 * The product's badge: the sold-out mark (customSoldOutText or 'Sold Out') takes priority over the
 * sale mark ('Sale'); nothing when neither applies. Once a variant is chosen the badge is that variant's: a
 * sold-out variant shows the sold-out mark, and a variant not on sale shows no sale mark.
 *
 * @tag store-product-badge
 * @class ProductBadgeElement
 * @summary Sold-out or sale mark of a `<store-product>`.
 * @attr {string} product - Id of the `<store-product>` this badge belongs to. Default the nearest ancestor.
 * @csspart badge - The badge text.
 * @cssprop --store-badge-background=currentColor - Badge background. Default currentColor.
 * @cssprop --store-badge-color=Canvas - Badge text colour. Default Canvas.
 * @cssprop --store-badge-padding=0.125em 0.5em - Badge padding. Default 0.125em 0.5em.
 * @cssprop --store-badge-radius=0 - Badge corner radius. Default 0.
 * @state loading - data-state before the product is known.
 * @state sold-out - data-state when the product (or the chosen variant) is sold out.
 * @state sale - data-state when the product (or the chosen variant) is on sale (and not sold out).
 * @state none - data-state when no badge applies.
 */
import { stringAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { ProductBadge } from './ProductBadge';
import { productBadgeStyles } from './styles';

/** Attributes of `<store-product-badge>`. */
export const productBadgeAttributes = {
  /** Id of the `<store-product>` this badge belongs to. Default the nearest ancestor. */
  product: stringAttribute(),
};

/** The `<store-product-badge>` element class (not registered). */
export const ProductBadgeElement = createStoreElement({
  tagName: 'store-product-badge',
  component: ProductBadge,
  attributes: productBadgeAttributes,
  styles: productBadgeStyles,
});
