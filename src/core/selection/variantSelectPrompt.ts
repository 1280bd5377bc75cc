import type { Message } from '../i18n';
import type { Product } from '../schemas';
import { ProductType } from '../site/ProductType';

/**
 * The empty first choice of an option's select: giftCardVariantSelectText ('Select Value') for gift cards,
 * productVariantSelectText ('Select {name}') for a named option, else 'Select Value'.
 */
export function variantSelectPrompt(product: Product, optionName: string): Message {
  if (product.structuredContent.productType === ProductType.GIFT_CARD) return { key: 'variantSelect.giftCardPrompt' };
  if (optionName) return { key: 'variantSelect.prompt', values: { name: optionName } };
  return { key: 'variantSelect.promptDefault' };
}
