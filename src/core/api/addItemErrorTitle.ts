import type { Message } from '../i18n';

/** Why an item is being added: a plain add to cart, an express purchase, or a gift card purchase. */
export type AddItemPurpose = 'add' | 'express' | 'gift-card';

/** The alert title for a failed add: 'Unable to Add Item', 'Unable to Purchase Item' or 'Unable to purchase Gift Card'. */
export function addItemErrorTitle(purpose: AddItemPurpose = 'add'): Message {
  if (purpose === 'express') return { key: 'api.addItem.titleExpress' };
  if (purpose === 'gift-card') return { key: 'api.addItem.titleGiftCard' };
  return { key: 'api.addItem.title' };
}
