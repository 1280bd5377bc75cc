import type { Message } from '../i18n';
import { isSoldOutFor } from '../product/availability';
import type { Product, Variant } from '../schemas';
import { RESTOCK_MESSAGE_KEYS } from './restockMessageKeys';

function storeSetting(product: Product, name: string): unknown {
  const settings: Record<string, unknown> = product.storeSettings ?? {};
  return settings[name];
}

/** Whether the store has restock notifications enabled (storeSettings.restockNotificationsEnabled, default false). */
export function areRestockNotificationsEnabled(product: Product): boolean {
  return storeSetting(product, 'restockNotificationsEnabled') === true;
}

/** The form shows when restock notifications are enabled and the selected variant (or, with none selected, the product) is sold out. */
export function isRestockFormShown(product: Product, selectedVariant: Variant | null | undefined): boolean {
  if (!areRestockNotificationsEnabled(product)) return false;
  return isSoldOutFor(product, selectedVariant);
}

/** The success text: the merchant's restockNotificationsSuccessText, else 'Signed up!'. */
export function restockSuccessMessage(product: Product): Message | string {
  const text = storeSetting(product, 'restockNotificationsSuccessText');
  return typeof text === 'string' && text.trim() !== '' ? text : { key: RESTOCK_MESSAGE_KEYS.success };
}
