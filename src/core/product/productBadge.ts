import type { Message } from '../i18n/Translator';
import type { Product } from '../schemas/productSchema';
import { isOnSale, isSoldOut } from './availability';
import { PRODUCT_MESSAGE_KEYS } from './productMessages';

/** Which mark a product card shows. */
export type ProductBadge = 'sold-out' | 'sale' | 'none';

/** Sold out takes priority over on sale; otherwise no badge. */
export function productBadge(product: Product): ProductBadge {
  if (isSoldOut(product)) return 'sold-out';
  if (isOnSale(product)) return 'sale';
  return 'none';
}

/** The badge text: the merchant's custom sold-out text when set, else 'Sold Out'; 'Sale' for a sale; null for none. */
export function productBadgeMessage(product: Product, customSoldOutText?: string | null): Message | string | null {
  switch (productBadge(product)) {
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
