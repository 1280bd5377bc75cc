import { MoneyValue } from '../money/MoneyValue';
import { ProductType } from '../site/ProductType';

/** The price fields of a variant, holding Money or any other MoneyValue. */
export interface PricedVariant<M extends MoneyValue> {
  /** True when the variant sells at its sale price. */
  readonly onSale: boolean;
  /** Regular price. */
  readonly priceMoney: M;
  /** Sale price. */
  readonly salePriceMoney: M;
}

/** The price fields of a product, holding Money or any other MoneyValue. */
export interface PricedProduct<M extends MoneyValue> {
  /** The commerce part of the product. */
  readonly structuredContent: {
    /** Product type code. */
    readonly productType: number;
    /** Price of a digital product. */
    readonly priceMoney: M;
    /** Sale price of a digital product. */
    readonly salePriceMoney: M;
    /** Variants of the other product types. */
    readonly variants: readonly PricedVariant<M>[];
  };
}

/** The price a variant sells at: its sale price when on sale, else its regular price. */
export function variantPrice<M extends MoneyValue>(variant: PricedVariant<M>): M {
  return variant.onSale ? variant.salePriceMoney : variant.priceMoney;
}

const hasPricedVariants = (type: number): boolean => type === ProductType.PHYSICAL || type === ProductType.SERVICE || type === ProductType.GIFT_CARD;

/** lowestPrice with `zero` in place of 0 USD. */
export function lowestPriceOf<M extends MoneyValue>(product: PricedProduct<M>, zero: M): M {
  const content = product.structuredContent;
  if (content.productType === ProductType.DIGITAL) return content.priceMoney;
  if (!hasPricedVariants(content.productType)) return zero;
  const [first, ...rest] = content.variants.map(variantPrice);
  return first ? MoneyValue.min(first, ...rest) : zero;
}

/** highestPrice with `zero` in place of 0 USD. */
export function highestPriceOf<M extends MoneyValue>(product: PricedProduct<M>, zero: M): M {
  const content = product.structuredContent;
  if (content.productType === ProductType.DIGITAL) return content.priceMoney;
  if (!hasPricedVariants(content.productType)) return zero;
  const [first, ...rest] = content.variants.map((variant) => variant.priceMoney);
  return first ? MoneyValue.max(first, ...rest) : zero;
}

/** salePrice with `zero` in place of 0 USD. */
export function salePriceOf<M extends MoneyValue>(product: PricedProduct<M>, zero: M): M {
  const content = product.structuredContent;
  if (content.productType === ProductType.DIGITAL) return content.salePriceMoney;
  if (content.productType !== ProductType.PHYSICAL && content.productType !== ProductType.SERVICE) return zero;
  const [first, ...rest] = content.variants.filter((variant) => variant.onSale).map((variant) => variant.salePriceMoney);
  return first ? MoneyValue.min(first, ...rest) : zero;
}
