/**
 * Quantity input for the product of the nearest `<store-product>` (or the one named by `product`).
 * Shown only for physical products, or services when multiple quantities are allowed, when the product
 * is not excluded and its max quantity exceeds 1. Form-associated: submits the quantity under `name`.
 *
 * @tag store-quantity-input
 * @class QuantityInputElement
 * @summary Number input (min 1, max 9999, step 1, default 1, size 4) labelled 'Quantity'.
 * @attr {string} product - Id of the `<store-product>` this input belongs to. Default the nearest ancestor.
 * @attr {number} value=1 - Initial quantity, a whole number from 1 to 9999. Default 1.
 * @attr {string} name - Form field name the quantity is submitted under. Default none.
 * @attr {'true'|'false'} multiple-quantity-for-services=true - Site setting multipleQuantityAllowedForServices; 'false' hides the input for services. Default 'true'.
 * @attr {boolean} excluded - The product is excluded from quantity selection (input hidden). Default false.
 * @attr {number} max-quantity=9999 - Largest quantity the shopper may buy; the input is hidden when it is 1 or less. Default 9999.
 * @event {CustomEvent<{ productId: string; quantity: string }>} store-quantity-change - The shopper changed the quantity.
 * @csspart field - Wrapper of label and input.
 * @csspart label - The 'Quantity' label.
 * @csspart input - The number input.
 * @cssprop --store-input-border=1px solid currentColor - Border of the input. Default 1px solid currentColor.
 * @cssprop --store-input-padding=0.25em 0.5em - Padding of the input. Default 0.25em 0.5em.
 * @cssprop --store-input-radius=0 - Corner radius of the input. Default 0.
 * @cssprop --store-gap=0.5em - Space between label and input. Default 0.5em.
 * @cssprop --store-focus-ring-color=#0b1f3a - Colour of the keyboard focus ring round a focused part. Default #0b1f3a.
 * @cssprop --store-focus-ring-contrast-color=#ffffff - Colour of the band between a focused part and its ring, so that one of the two stands out on any colour. Default #ffffff.
 * @cssprop --store-focus-ring-width=2px - Thickness of the focus ring. Default 2px.
 * @cssprop --store-focus-ring-offset=2px - Width of the contrast-colour band between a focused part and its ring. Default 2px.
 * @state loading - data-state before the product is known (space reserved).
 * @state shown - data-state when the input applies to the product.
 * @state hidden - data-state when the rules hide the input.
 */
import { booleanAttribute, enumAttribute, numberAttribute, stringAttribute } from '../../core/attributes';
import { QUANTITY_DEFAULT, QUANTITY_MAX, QUANTITY_MIN } from '../../core/product/quantityLimits';
import { createStoreElement } from '../mounting/createStoreElement';
import { QuantityInput } from './QuantityInput';
import { quantityInputStyles } from './styles';

/** Attributes of `<store-quantity-input>`. */
export const quantityInputAttributes = {
  /** Id of the `<store-product>` this input belongs to. Default the nearest ancestor. */
  product: stringAttribute(),
  /** Initial quantity, a whole number from 1 to 9999. Default 1. */
  value: numberAttribute({ default: QUANTITY_DEFAULT, min: QUANTITY_MIN, max: QUANTITY_MAX, integer: true }),
  /** Form field name. Default none. */
  name: stringAttribute(),
  /** Site setting multipleQuantityAllowedForServices. Default 'true'. */
  'multiple-quantity-for-services': enumAttribute(['true', 'false'], 'true'),
  /** The product is excluded from quantity selection. Default false. */
  excluded: booleanAttribute(),
  /** Largest quantity the shopper may buy. Default 9999. */
  'max-quantity': numberAttribute({ default: QUANTITY_MAX, min: 0, integer: true }),
};

/** The `<store-quantity-input>` element class (form-associated, not registered). */
export const QuantityInputElement = createStoreElement({
  tagName: 'store-quantity-input',
  component: QuantityInput,
  attributes: quantityInputAttributes,
  styles: quantityInputStyles,
  formAssociated: true,
});
