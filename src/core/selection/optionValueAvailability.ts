import { isVariantInStock } from '../product/availability';
import type { Product } from '../schemas';

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
