import type { Message } from '../i18n';
import type { ApiError } from './ApiError';

/** Why an item is being added: a plain add to cart, an express purchase, or a gift card purchase. */
export type AddItemPurpose = 'add' | 'express' | 'gift-card';

/** Context the add-item error catalogue depends on. */
export interface AddItemErrorContext {
  /** Which button started the call. Default 'add'. */
  readonly purpose?: AddItemPurpose;
  /** Whether the visitor's browser accepts cookies. */
  readonly cookiesEnabled: boolean;
}

/** The alert title for a failed add: 'Unable to Add Item', 'Unable to Purchase Item' or 'Unable to purchase Gift Card'. */
export function addItemErrorTitle(purpose: AddItemPurpose = 'add'): Message {
  if (purpose === 'express') return { key: 'api.addItem.titleExpress' };
  if (purpose === 'gift-card') return { key: 'api.addItem.titleGiftCard' };
  return { key: 'api.addItem.title' };
}

/** The shopper-visible message for a failed add (spec §8 "Add item"): crumb failure, 429, else the server's message. */
export function addItemErrorMessage(error: ApiError, cookiesEnabled: boolean): Message {
  if (error.code === 'crumb-failure') {
    return cookiesEnabled ? { key: 'api.addItem.sessionExpired' } : { key: 'api.addItem.enableCookies' };
  }
  if (error.code === 'rate-limited') return { key: 'api.addItem.rateLimited' };
  if (error.serverMessage) return { key: 'api.error.serverMessage', values: { message: error.serverMessage } };
  return error.userMessage;
}

/** Applies the add-item error catalogue to an ApiError: message and alert title. */
export function presentAddItemError(error: ApiError, context: AddItemErrorContext): ApiError {
  return error.withPresentation(addItemErrorMessage(error, context.cookiesEnabled), addItemErrorTitle(context.purpose));
}
