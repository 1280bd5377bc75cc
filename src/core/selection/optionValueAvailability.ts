import type { Message } from '../i18n';
import { isPhysicalOrService, isVariantInStock } from '../product/availability';
import type { Product } from '../schemas';
import { storeSettingsOf } from './storeSettings';

/**
 * True when some in-stock variant has `value` for option `name` and agrees with the other chosen options;
 * used to disable sold-out values when soldOutVariantsDropdownDisabled is set.
 */
export function isOptionValueInStock(
  product: Product,
  chosen: Readonly<Record<string, string>>,
  name: string,
  value: string,
): boolean {
  return product.structuredContent.variants.some(
    (variant) =>
      variant.attributes[name] === value &&
      isVariantInStock(variant) &&
      Object.entries(chosen).every(([other, otherValue]) => other === name || !otherValue || variant.attributes[other] === otherValue),
  );
}

/** How one value of an option's select shows. */
export interface OptionValueChoice {
  /** The value, or '{value} (Sold Out)' when sold out. */
  readonly label: Message | string;
  /** True when sold out and the store's soldOutVariantsDropdownDisabled is set. */
  readonly disabled: boolean;
}

/**
 * A value of a physical or service product is sold out when no in-stock variant has it together with the other
 * chosen options: it is marked with the catalog's sold-out suffix, and disabled when soldOutVariantsDropdownDisabled is set.
 */
export function optionValueChoice(product: Product, chosen: Readonly<Record<string, string>>, name: string, value: string): OptionValueChoice {
  const soldOut = isPhysicalOrService(product) && !isOptionValueInStock(product, chosen, name, value);
  if (!soldOut) return { label: value, disabled: false };
  return { label: { key: 'variantSelect.soldOutOption', values: { value } }, disabled: storeSettingsOf(product).soldOutVariantsDropdownDisabled };
}
