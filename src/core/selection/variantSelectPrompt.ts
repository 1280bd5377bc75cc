import { Translator, type Message } from '../i18n';
import type { Product } from '../schemas';
import { ProductType } from '../site/ProductType';

/**
 * The empty first choice of an option's select. The site's own text wins when given (productVariantSelectText, or
 * giftCardVariantSelectText for gift cards; ICU with `{variantName}`); otherwise 'Select Value' for gift cards,
 * 'Select {name}' for a named option, else 'Select Value'. A site text that is not valid ICU falls back to the catalog.
 */
export function variantSelectPrompt(product: Product, optionName: string, siteText?: string, locale?: string): Message | string {
  if (siteText) {
    try {
      return new Translator({ prompt: siteText }, locale).format('prompt', { variantName: optionName });
    } catch {
      // A malformed site text falls back to the catalog's prompt.
    }
  }
  if (product.structuredContent.productType === ProductType.GIFT_CARD) return { key: 'variantSelect.giftCardPrompt' };
  if (optionName) return { key: 'variantSelect.prompt', values: { name: optionName } };
  return { key: 'variantSelect.promptDefault' };
}
