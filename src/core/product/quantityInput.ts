import { ProductType } from '../site/ProductType';

/** Smallest quantity one add to cart accepts. */
export const QUANTITY_MIN = 1;

/** Largest quantity one add to cart accepts. */
export const QUANTITY_MAX = 9999;

/** Default quantity of the quantity input. */
export const QUANTITY_DEFAULT = 1;

/** Size attribute of the quantity input. */
export const QUANTITY_INPUT_SIZE = 4;

/** Inputs of isQuantityInputShown. */
export interface QuantityInputRule {
  /** Product type code. */
  readonly productType: number;
  /** Site setting; only `false` hides the input for services. Default true. */
  readonly multipleQuantityAllowedForServices?: boolean | null;
  /** True when the product is excluded from quantity selection. Default false. */
  readonly excluded?: boolean;
  /** Largest quantity the shopper may buy. Default 9999. */
  readonly maxQuantity?: number;
}

/** Shown for physical products, or services unless multipleQuantityAllowedForServices is false; never when excluded or max quantity is 1 or less. */
export function isQuantityInputShown(rule: QuantityInputRule): boolean {
  const { productType, multipleQuantityAllowedForServices, excluded = false, maxQuantity = QUANTITY_MAX } = rule;
  const typeAllows = productType === ProductType.PHYSICAL || (productType === ProductType.SERVICE && multipleQuantityAllowedForServices !== false);
  return typeAllows && !excluded && maxQuantity > 1;
}
