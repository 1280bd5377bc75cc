import type { Message } from '../i18n';
import { PRODUCT_MESSAGE_KEYS } from '../product/productMessages';
import type { Product } from '../schemas';
import { storeSettingsOf } from './storeSettings';

/** The sold-out message: the merchant's customSoldOutText, else 'Sold Out'. */
export function soldOutMessage(product: Product): Message | string {
  return storeSettingsOf(product).customSoldOutText ?? { key: PRODUCT_MESSAGE_KEYS.soldOut };
}
