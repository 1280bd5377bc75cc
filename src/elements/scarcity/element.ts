/**
 * The scarcity message ('Only {quantity} left in stock', or the merchant's scarcityText) for the selected
 * variant; shown only when scarcity is enabled for the product and a variant with limited stock is selected.
 *
 * @tag store-scarcity
 * @class ScarcityElement
 * @summary Low-stock message of the selected variant of a `<store-product>`.
 * @attr {string} product - Id of the `<store-product>` this message belongs to. Default the nearest ancestor.
 * @attr {string} view=product-detail - Template view, checked against scarcityTemplateViews. Default 'product-detail'.
 * @csspart message - The scarcity text.
 * @cssprop --store-scarcity-color=inherit - Colour of the message. Default inherit.
 * @state loading - data-state before the product is known (one line's height kept).
 * @state shown - data-state while the message shows.
 * @state hidden - data-state when it does not apply (no space taken).
 */
import { stringAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { Scarcity } from './Scarcity';
import { scarcityStyles } from './styles';

/** Attributes of `<store-scarcity>`. */
export const scarcityAttributes = {
  /** Id of the `<store-product>` this message belongs to. Default the nearest ancestor. */
  product: stringAttribute(),
  /** Template view checked against scarcityTemplateViews. Default 'product-detail'. */
  view: stringAttribute('product-detail'),
};

/** The `<store-scarcity>` element class (not registered). */
export const ScarcityElement = createStoreElement({
  tagName: 'store-scarcity',
  component: Scarcity,
  attributes: scarcityAttributes,
  styles: scarcityStyles,
});
