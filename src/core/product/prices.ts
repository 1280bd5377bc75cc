import { Money } from '../money/Money';
import type { Product } from '../schemas/productSchema';
import { highestPriceOf, lowestPriceOf, salePriceOf } from './priceRules';

export { variantPrice } from './priceRules';

/** Lowest selling price: physical, service, gift card take the minimum of each variant's (sale when on sale) price; digital its price; no variants 0 USD. */
export function lowestPrice(product: Product): Money {
  return lowestPriceOf(product, Money.zero());
}

/** Highest regular price: maximum of the variants' regular prices; digital its price; no variants 0 USD. */
export function highestPrice(product: Product): Money {
  return highestPriceOf(product, Money.zero());
}

/** Sale price shown: lowest sale price among on-sale variants (physical, service); digital its sale price; otherwise 0 USD. */
export function salePrice(product: Product): Money {
  return salePriceOf(product, Money.zero());
}
