import type { Message } from '../i18n/Translator';
import type { Product } from '../schemas/productSchema';
import type { Variant } from '../schemas/variantSchema';
import { isOnSale, isPhysicalOrService, isSoldOut, isSoldOutFor } from './availability';
import { PRODUCT_MESSAGE_KEYS } from './productMessages';

/** Which mark a product card shows. */
export type ProductBadge = 'sold-out' | 'sale' | 'none';

/**
 * Sold out takes priority over on sale; otherwise no badge. With a chosen variant of a physical or service product
 * the badge is that variant's (sold out, else on sale, else none); without one, the whole product's.
 */
export function productBadge(product: Product, variant: Variant | null = null): ProductBadge {
  if (isSoldOutFor(product, variant)) return 'sold-out';
  if (variant && isPhysicalOrService(product)) return variant.onSale ? 'sale' : 'none';
  if (isOnSale(product)) return 'sale';
  return 'none';
}

/** The badge text (of the chosen variant, when given): the merchant's custom sold-out text when set, else 'Sold Out'; 'Sale' for a sale; null for none. */
export function productBadgeMessage(product: Product, customSoldOutText?: string | null, variant: Variant | null = null): Message | string | null {
  switch (productBadge(product, variant)) {
    case 'sold-out':
      return customSoldOutText ? customSoldOutText : { key: PRODUCT_MESSAGE_KEYS.soldOut };
    case 'sale':
      return { key: PRODUCT_MESSAGE_KEYS.sale };
    case 'none':
      return null;
  }
}

/** CSS classes of a store item: 'on-sale' when on sale, 'sold-out' when sold out. */
export function storeItemClasses(product: Product): string[] {
  const classes: string[] = [];
  if (isOnSale(product)) classes.push('on-sale');
  if (isSoldOut(product)) classes.push('sold-out');
  return classes;
}
