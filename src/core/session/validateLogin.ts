import type { Message } from '../i18n';
import { ACCOUNT_MESSAGE_KEYS } from './accountMessageKeys';

/** A log-in form field that failed validation, with its message. */
export interface LoginInvalid {
  /** The field. */
  readonly field: 'email' | 'password';
  /** What to show next to it. */
  readonly message: Message;
}

/** Checks the log-in form before sending: email and password must not be blank ('Email cannot be blank', 'Password cannot be blank'). */
export function validateLogin(input: { readonly email: string; readonly password: string }): LoginInvalid | null {
  if (input.email.trim() === '') return { field: 'email', message: { key: ACCOUNT_MESSAGE_KEYS.emailBlank } };
  if (input.password === '') return { field: 'password', message: { key: ACCOUNT_MESSAGE_KEYS.passwordBlank } };
  return null;
}
