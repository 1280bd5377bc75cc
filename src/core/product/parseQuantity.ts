import type { Message } from '../i18n/Translator';
import { PRODUCT_MESSAGE_KEYS } from './productMessages';
import { QUANTITY_MAX, QUANTITY_MIN } from './quantityLimits';

/** The quantity as an integer, or the Message explaining why it is not a whole number from 1 to 9999. */
export function parseQuantity(raw: string | number): { readonly quantity: number } | { readonly error: Message } {
  const text = typeof raw === 'number' ? String(raw) : raw.trim();
  const value = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return { error: { key: PRODUCT_MESSAGE_KEYS.quantityNotNumber } };
  if (!Number.isInteger(value)) return { error: { key: PRODUCT_MESSAGE_KEYS.quantityNotWholeNumber } };
  if (value < QUANTITY_MIN || value > QUANTITY_MAX) {
    return { error: { key: PRODUCT_MESSAGE_KEYS.quantityOutOfRange, values: { min: QUANTITY_MIN, max: QUANTITY_MAX } } };
  }
  return { quantity: value };
}
