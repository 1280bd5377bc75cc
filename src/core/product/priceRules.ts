import { ProductType } from '../site/ProductType';

/** An amount the price rules can order: Money, any other MoneyValue, or the template's prices. */
export interface OrderedAmount<M> {
  /** -1, 0 or 1 as this is below, equal to or above `other`; throws for another currency. */
  compare(other: M): number;
}

/** The price fields of a variant, holding Money or any other ordered amount. */
export interface PricedVariant<M extends OrderedAmount<M>> {
  /** True when the variant sells at its sale price. */
  readonly onSale: boolean;
  /** Regular price. */
  readonly priceMoney: M;
  /** Sale price. */
  readonly salePriceMoney: M;
}

/** The price fields of a product, holding Money or any other ordered amount. */
export interface PricedProduct<M extends OrderedAmount<M>> {
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
export function variantPrice<M extends OrderedAmount<M>>(variant: PricedVariant<M>): M {
  return variant.onSale ? variant.salePriceMoney : variant.priceMoney;
}

/** The first of `first` and `rest` that no later amount beats by `sign` (-1 lowest, 1 highest), as MoneyValue.min/max pick. */
const extreme = <M extends OrderedAmount<M>>(sign: number, first: M, rest: readonly M[]): M =>
  rest.reduce((best, next) => (next.compare(best) * sign > 0 ? next : best), first);

const hasPricedVariants = (type: number): boolean => type === ProductType.PHYSICAL || type === ProductType.SERVICE || type === ProductType.GIFT_CARD;

/** lowestPrice with `zero` in place of 0 USD. */
export function lowestPriceOf<M extends OrderedAmount<M>>(product: PricedProduct<M>, zero: M): M {
  const content = product.structuredContent;
  if (content.productType === ProductType.DIGITAL) return content.priceMoney;
  if (!hasPricedVariants(content.productType)) return zero;
  const [first, ...rest] = content.variants.map(variantPrice);
  return first ? extreme(-1, first, rest) : zero;
}

/** highestPrice with `zero` in place of 0 USD. */
export function highestPriceOf<M extends OrderedAmount<M>>(product: PricedProduct<M>, zero: M): M {
  const content = product.structuredContent;
  if (content.productType === ProductType.DIGITAL) return content.priceMoney;
  if (!hasPricedVariants(content.productType)) return zero;
  const [first, ...rest] = content.variants.map((variant) => variant.priceMoney);
  return first ? extreme(1, first, rest) : zero;
}

/** salePrice with `zero` in place of 0 USD. */
export function salePriceOf<M extends OrderedAmount<M>>(product: PricedProduct<M>, zero: M): M {
  const content = product.structuredContent;
  if (content.productType === ProductType.DIGITAL) return content.salePriceMoney;
  if (content.productType !== ProductType.PHYSICAL && content.productType !== ProductType.SERVICE) return zero;
  const [first, ...rest] = content.variants.filter((variant) => variant.onSale).map((variant) => variant.salePriceMoney);
  return first ? extreme(-1, first, rest) : zero;
}
