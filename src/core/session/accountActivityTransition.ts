import type { Message } from '../i18n';
import type { LoginInvalid } from './validateLogin';

/** What the account element is doing: waiting (maybe showing a validation error or a failure), logging in, or logging out. */
export type AccountActivity =
  | { readonly status: 'idle'; readonly invalid: LoginInvalid | null; readonly error: Message | null }
  | { readonly status: 'logging-in' }
  | { readonly status: 'logging-out' };

/** What happens to the account element. */
export type AccountActivityEvent =
  | { readonly type: 'invalid'; readonly invalid: LoginInvalid }
  | { readonly type: 'log-in' }
  | { readonly type: 'log-out' }
  | { readonly type: 'succeeded' }
  | { readonly type: 'failed'; readonly message: Message }
  | { readonly type: 'edit' };

/** The first activity: idle, nothing to show. */
export const INITIAL_ACCOUNT_ACTIVITY: AccountActivity = { status: 'idle', invalid: null, error: null };

/** Next activity; a second log-in or log-out while one is running is ignored, and editing clears a shown error. */
export function accountActivityTransition(state: AccountActivity, event: AccountActivityEvent): AccountActivity {
  if (state.status !== 'idle') {
    if (event.type === 'succeeded') return INITIAL_ACCOUNT_ACTIVITY;
    if (event.type === 'failed') return { status: 'idle', invalid: null, error: event.message };
    return state;
  }
  switch (event.type) {
    case 'log-in':
      return { status: 'logging-in' };
    case 'log-out':
      return { status: 'logging-out' };
    case 'invalid':
      return { status: 'idle', invalid: event.invalid, error: null };
    case 'edit':
      return state.invalid || state.error ? INITIAL_ACCOUNT_ACTIVITY : state;
    default:
      return state;
  }
}
