import { Translator } from '../i18n';
import { productMerchandising } from '../product/scarcity';
import type { Product, Variant } from '../schemas';

/**
 * The scarcity text for a variant: the merchant's scarcityText (ICU, `{qtyInStock}` as the site's templates write it,
 * or `{quantity}`) or the catalog's 'Only {quantity} left in stock'.
 */
export function scarcityMessage(product: Product, variant: Variant, translator: Translator): string {
  const merchantText = productMerchandising(product)?.scarcityText;
  if (merchantText) {
    try {
      return new Translator({ scarcity: merchantText }, translator.locale).format('scarcity', { quantity: variant.qtyInStock, qtyInStock: variant.qtyInStock });
    } catch {
      // A malformed merchant text falls back to the catalog's message.
    }
  }
  return translator.format('scarcity.default', { quantity: variant.qtyInStock });
}
