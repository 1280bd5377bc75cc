import { fillPlaceholders, type Message } from '../i18n';
import type { Product } from '../schemas';
import { ProductType } from '../site/ProductType';

/**
 * The empty first choice of an option's select. The site's own text wins when given (productVariantSelectText, or
 * giftCardVariantSelectText for gift cards), as written with `{variantName}` filled in; otherwise 'Select Value' for
 * gift cards, 'Select {name}' for a named option, else 'Select Value'.
 */
export function variantSelectPrompt(product: Product, optionName: string, siteText?: string): Message | string {
  if (siteText) return fillPlaceholders(siteText, { variantName: optionName });
  if (product.structuredContent.productType === ProductType.GIFT_CARD) return { key: 'variantSelect.giftCardPrompt' };
  if (optionName) return { key: 'variantSelect.prompt', values: { name: optionName } };
  return { key: 'variantSelect.promptDefault' };
}
