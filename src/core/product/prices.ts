import { Money } from '../money/Money';
import type { Product } from '../schemas/productSchema';
import type { Variant } from '../schemas/variantSchema';
import { ProductType } from '../site/ProductType';

/** The price a variant sells at: its sale price when on sale, else its regular price. */
export function variantPrice(variant: Variant): Money {
  return variant.onSale ? variant.salePriceMoney : variant.priceMoney;
}

const hasPricedVariants = (product: Product): boolean => {
  const type = product.structuredContent.productType;
  return type === ProductType.PHYSICAL || type === ProductType.SERVICE || type === ProductType.GIFT_CARD;
};

/** Lowest selling price: physical, service, gift card take the minimum of each variant's (sale when on sale) price; digital its price; no variants 0 USD. */
export function lowestPrice(product: Product): Money {
  const content = product.structuredContent;
  if (content.productType === ProductType.DIGITAL) return content.priceMoney;
  if (!hasPricedVariants(product)) return Money.zero();
  const [first, ...rest] = content.variants.map(variantPrice);
  return first ? Money.min(first, ...rest) : Money.zero();
}

/** Highest regular price: maximum of the variants' regular prices; digital its price; no variants 0 USD. */
export function highestPrice(product: Product): Money {
  const content = product.structuredContent;
  if (content.productType === ProductType.DIGITAL) return content.priceMoney;
  if (!hasPricedVariants(product)) return Money.zero();
  const [first, ...rest] = content.variants.map((variant) => variant.priceMoney);
  return first ? Money.max(first, ...rest) : Money.zero();
}

/** Sale price shown: lowest sale price among on-sale variants (physical, service); digital its sale price; otherwise 0 USD. */
export function salePrice(product: Product): Money {
  const content = product.structuredContent;
  if (content.productType === ProductType.DIGITAL) return content.salePriceMoney;
  if (content.productType !== ProductType.PHYSICAL && content.productType !== ProductType.SERVICE) return Money.zero();
  const [first, ...rest] = content.variants.filter((variant) => variant.onSale).map((variant) => variant.salePriceMoney);
  return first ? Money.min(first, ...rest) : Money.zero();
}
