/**
 * One `<select>` per option of the product, in variantOptionOrdering, each prompting 'Select {name}'
 * (or 'Select Value'). Omitted when the product has no options. When every option is chosen the
 * matching variant is selected and `store-variant-change` fires; clearing any option unselects it.
 * Sold-out values (no in-stock variant has them with the other choices) read '{value} (Sold Out)', and are
 * disabled too when the store setting soldOutVariantsDropdownDisabled is on; a
 * sold-out message (customSoldOutText or 'Sold Out') shows for a selected variant out of stock.
 * Form-associated: submits the selected variant id under `name`.
 *
 * @tag store-variant-select
 * @class VariantSelectElement
 * @summary Variant option dropdowns bound to a `<store-product>`.
 * @attr {string} product - Id of the `<store-product>` these selects belong to. Default the nearest ancestor.
 * @attr {string} name - Form field name the selected variant id is submitted under. Default none.
 * @attr {string} value - Id of a variant to select (controlled use); an unknown id warns and is ignored. Default none.
 * @attr {string} select-text - The site's prompt text (productVariantSelectText / giftCardVariantSelectText, ICU with `{variantName}`), overriding the catalog's 'Select {name}' / 'Select Value'. Default none.
 * @event {CustomEvent<{ productId: string; variant: Variant; chosen: Record<string, string> }>} store-variant-change - Every option is chosen; fires with the matching variant.
 * @csspart options - Wrapper of all option fields.
 * @csspart option - Wrapper of one option's label and select.
 * @csspart label - An option's name.
 * @csspart select - An option's `<select>`.
 * @csspart sold-out - The sold-out message for a selected variant out of stock.
 * @cssprop --store-select-border=1px solid currentColor - Border of each select. Default 1px solid currentColor.
 * @cssprop --store-select-padding=0.25em 0.5em - Padding of each select. Default 0.25em 0.5em.
 * @cssprop --store-gap=0.5em - Space between option fields. Default 0.5em.
 * @cssprop --store-sold-out-color=inherit - Colour of the sold-out message. Default inherit.
 * @cssprop --store-focus-ring-color=#0b1f3a - Colour of the keyboard focus ring round a focused part. Default #0b1f3a.
 * @cssprop --store-focus-ring-contrast-color=#ffffff - Colour of the band between a focused part and its ring, so that one of the two stands out on any colour. Default #ffffff.
 * @cssprop --store-focus-ring-width=2px - Thickness of the focus ring. Default 2px.
 * @cssprop --store-focus-ring-offset=2px - Width of the contrast-colour band between a focused part and its ring. Default 2px.
 * @state loading - data-state before the product is known (space reserved).
 * @state empty - data-state when the product has no options (nothing rendered).
 * @state unselected - data-state while any option is unchosen or no variant matches.
 * @state selected - data-state when a variant is selected.
 */
import { stringAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { VariantSelect } from './VariantSelect';
import { variantSelectStyles } from './styles';

/** Attributes of `<store-variant-select>`. */
export const variantSelectAttributes = {
  /** Id of the `<store-product>` these selects belong to. Default the nearest ancestor. */
  product: stringAttribute(),
  /** Form field name of the selected variant id. Default none. */
  name: stringAttribute(),
  /** Id of a variant to select (controlled use). Default none. */
  value: stringAttribute(),
  /** The site's prompt text (ICU, `{variantName}`), overriding 'Select {name}' / 'Select Value' in every locale. Default none. */
  'select-text': stringAttribute(),
};

/** The `<store-variant-select>` element class (form-associated, not registered). */
export const VariantSelectElement = createStoreElement({
  tagName: 'store-variant-select',
  component: VariantSelect,
  attributes: variantSelectAttributes,
  styles: variantSelectStyles,
  formAssociated: true,
});
