import type { Product } from '../schemas/productSchema';
import type { Variant } from '../schemas/variantSchema';

/** One variant option: its name and its distinct values in first-seen order. */
export interface ProductOption {
  /** Option name, e.g. "Size". */
  readonly name: string;
  /** Distinct values in the order variants first use them. */
  readonly values: readonly string[];
}

/** Empty with one variant or fewer; otherwise each name of variantOptionOrdering with its distinct values. */
export function productOptions(product: Product): ProductOption[] {
  const { variants, variantOptionOrdering } = product.structuredContent;
  if (variants.length <= 1) return [];
  return variantOptionOrdering.map((name) => {
    const values: string[] = [];
    for (const variant of variants) {
      const value = Object.hasOwn(variant.attributes, name) ? variant.attributes[name] : undefined;
      if (value !== undefined && !values.includes(value)) values.push(value);
    }
    return { name, values };
  });
}

/** Names of the options not chosen (missing or empty), in option order. */
export function missingOptions(product: Product, chosen: Readonly<Record<string, string | undefined>>): string[] {
  return productOptions(product)
    .map((option) => option.name)
    .filter((name) => !(Object.hasOwn(chosen, name) && chosen[name]));
}

/** The variant whose attributes match every chosen option value; the only variant when the product has no options. */
export function findVariant(product: Product, chosen: Readonly<Record<string, string | undefined>>): Variant | undefined {
  const options = productOptions(product);
  const { variants } = product.structuredContent;
  if (options.length === 0) return variants.length === 1 ? variants[0] : undefined;
  return variants.find((variant) =>
    options.every((option) => {
      const value = Object.hasOwn(chosen, option.name) ? chosen[option.name] : undefined;
      return value !== undefined && variant.attributes[option.name] === value;
    }),
  );
}
