import type { Product } from '../schemas/productSchema';
import type { Variant } from '../schemas/variantSchema';
import { ProductType } from '../site/ProductType';

/** Stock of a variant as the inventory API or a variant reports it. */
export interface StockLevel {
  /** True when stock is not tracked. */
  readonly unlimited?: boolean | null;
  /** Units left when stock is tracked. */
  readonly qtyInStock?: number | null;
}

/** True for physical and service products, the ones whose variants carry their own stock and sale. */
export const isPhysicalOrService = (product: Product): boolean =>
  product.structuredContent.productType === ProductType.PHYSICAL || product.structuredContent.productType === ProductType.SERVICE;

/** A variant is in stock when unlimited or its qtyInStock is above 0. */
export function isVariantInStock(variant: StockLevel): boolean {
  return Boolean(variant.unlimited) || (variant.qtyInStock ?? 0) > 0;
}

/** True when `quantity` units can be taken from `stock` (always when unlimited). */
export function hasEnoughStock(stock: StockLevel, quantity: number): boolean {
  return Boolean(stock.unlimited) || (stock.qtyInStock ?? 0) >= quantity;
}

/**
 * Physical and service products are sold out only when every variant has limited stock and none left;
 * digital and gift-card products never are; unknown types count as sold out.
 */
export function isSoldOut(product: Product): boolean {
  const type = product.structuredContent.productType;
  if (type === ProductType.DIGITAL || type === ProductType.GIFT_CARD) return false;
  if (!isPhysicalOrService(product)) return true;
  return !product.structuredContent.variants.some(isVariantInStock);
}

/** Sold out for the shopper's choice: the chosen variant of a physical or service product when there is one, else the whole product. */
export function isSoldOutFor(product: Product, variant: StockLevel | null | undefined): boolean {
  if (variant && isPhysicalOrService(product)) return !isVariantInStock(variant);
  return isSoldOut(product);
}

/** Physical or service: any variant on sale; digital: its own onSale flag; gift cards and others never. */
export function isOnSale(product: Product): boolean {
  const type = product.structuredContent.productType;
  if (type === ProductType.DIGITAL) return product.structuredContent.onSale;
  if (!isPhysicalOrService(product)) return false;
  return product.structuredContent.variants.some((variant) => variant.onSale);
}

/** True when variants differ in onSale, price, or (when on sale) sale price; digital and unknown types never vary. */
export function hasVariedPrices(product: Product): boolean {
  const type = product.structuredContent.productType;
  if (type !== ProductType.PHYSICAL && type !== ProductType.SERVICE && type !== ProductType.GIFT_CARD) return false;
  const [first, ...rest] = product.structuredContent.variants;
  if (!first) return false;
  return rest.some(
    (variant: Variant) =>
      variant.onSale !== first.onSale ||
      !variant.priceMoney.equals(first.priceMoney) ||
      (first.onSale && !variant.salePriceMoney.equals(first.salePriceMoney)),
  );
}

/** True when the product has more than one variant and is not digital. */
export function hasVariants(product: Product): boolean {
  return product.structuredContent.productType !== ProductType.DIGITAL && product.structuredContent.variants.length > 1;
}

/** Sum of variant quantities; Number.MAX_SAFE_INTEGER when any variant is unlimited or the product is digital or a gift card. */
export function totalStock(product: Product): number {
  const type = product.structuredContent.productType;
  if (type === ProductType.DIGITAL || type === ProductType.GIFT_CARD) return Number.MAX_SAFE_INTEGER;
  let total = 0;
  for (const variant of product.structuredContent.variants) {
    if (variant.unlimited) return Number.MAX_SAFE_INTEGER;
    total += variant.qtyInStock;
  }
  return total;
}
