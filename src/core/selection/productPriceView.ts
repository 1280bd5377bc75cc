import type { Money } from '../money';
import { hasVariedPrices, isOnSale } from '../product/availability';
import { highestPrice, lowestPrice, salePrice, variantPrice } from '../product/prices';
import type { Product, Variant } from '../schemas';
import { ProductType } from '../site/ProductType';

/** What a price display shows. */
export type ProductPriceView =
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'regular'; readonly price: Money; readonly from: boolean }
  | { readonly kind: 'sale'; readonly original: Money; readonly sale: Money }
  | { readonly kind: 'subscription'; readonly price: Money };

/**
 * The price to show: the selected variant's (sale with original, or a subscription price), else the
 * product's initial price ('from' the lowest when prices vary, the sale price when on sale); 'unavailable'
 * for a physical, service or gift-card product without variants.
 */
export function productPriceView(product: Product, selectedVariant: Variant | null): ProductPriceView {
  const content = product.structuredContent;
  const digital = content.productType === ProductType.DIGITAL;
  if (!digital && content.variants.length === 0) return { kind: 'unavailable' };
  if (selectedVariant && !digital) {
    if (content.isSubscribable) return { kind: 'subscription', price: variantPrice(selectedVariant) };
    if (selectedVariant.onSale) return { kind: 'sale', original: selectedVariant.priceMoney, sale: selectedVariant.salePriceMoney };
    return { kind: 'regular', price: selectedVariant.priceMoney, from: false };
  }
  if (content.isSubscribable) return { kind: 'subscription', price: lowestPrice(product) };
  if (hasVariedPrices(product)) return { kind: 'regular', price: lowestPrice(product), from: true };
  if (isOnSale(product)) return { kind: 'sale', original: highestPrice(product), sale: salePrice(product) };
  return { kind: 'regular', price: lowestPrice(product), from: false };
}
