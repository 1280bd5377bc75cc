import type { Message } from '../i18n';
import type { ApiError } from './ApiError';
import { addItemErrorTitle, type AddItemPurpose } from './addItemErrorTitle';

export { addItemErrorTitle, type AddItemPurpose } from './addItemErrorTitle';

/** Context the add-item error catalogue depends on. */
export interface AddItemErrorContext {
  /** Which button started the call. Default 'add'. */
  readonly purpose?: AddItemPurpose;
  /** Whether the visitor's browser accepts cookies. */
  readonly cookiesEnabled: boolean;
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
