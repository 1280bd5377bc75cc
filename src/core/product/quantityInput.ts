import { ProductType } from '../site/ProductType';
import { QUANTITY_MAX } from './quantityLimits';

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
