import { fillPlaceholders, type Translator } from '../i18n';
import { productMerchandising } from '../product/scarcity';
import type { Product, Variant } from '../schemas';

/**
 * The scarcity text for a variant: the merchant's scarcityText as written, with `{qtyInStock}` (as the site's templates
 * write it) or `{quantity}` filled in, else the catalog's 'Only {quantity} left in stock'.
 */
export function scarcityMessage(product: Product, variant: Variant, translator: Translator): string {
  const merchantText = productMerchandising(product)?.scarcityText;
  if (merchantText) return fillPlaceholders(merchantText, { quantity: variant.qtyInStock, qtyInStock: variant.qtyInStock }, translator.locale);
  return translator.format('scarcity.default', { quantity: variant.qtyInStock });
}
