import { Translator } from '../i18n';
import { productMerchandising } from '../product';
import type { Product, Variant } from '../schemas';

/** The scarcity text for a variant: the merchant's scarcityText (ICU, `{quantity}`) or the catalog's 'Only {quantity} left in stock'. */
export function scarcityMessage(product: Product, variant: Variant, translator: Translator): string {
  const values = { quantity: variant.qtyInStock };
  const merchantText = productMerchandising(product)?.scarcityText;
  if (merchantText) {
    try {
      return new Translator({ scarcity: merchantText }, translator.locale).format('scarcity', values);
    } catch {
      return translator.format('scarcity.default', values);
    }
  }
  return translator.format('scarcity.default', values);
}
