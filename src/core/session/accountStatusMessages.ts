import type { Message } from '../i18n';
import { ACCOUNT_MESSAGE_KEYS } from './accountMessageKeys';

/** The logged-in status: 'You are logged in as {email}.' when the session knows the email, else 'You are logged in.' */
export function loggedInMessage(email: string | undefined): Message {
  return email ? { key: ACCOUNT_MESSAGE_KEYS.loggedInAs, values: { email } } : { key: ACCOUNT_MESSAGE_KEYS.loggedIn };
}

/**
 * What logging out does to this browser's cart: the server clears the cart cookie ('Logging out empties this browser's cart.'),
 * unless cloneCart asks it to keep a copy ('Your cart stays in this browser after you log out.').
 */
export function logOutCartMessage(cloneCart: boolean): Message {
  return { key: cloneCart ? ACCOUNT_MESSAGE_KEYS.logOutKeepsCart : ACCOUNT_MESSAGE_KEYS.logOutEmptiesCart };
}
