import type { Message } from '../i18n';
import type { RestockValidationError } from './validateRestockSignUp';

/** State of the restock form: idle (possibly showing a validation error), submitting, success or error. */
export type RestockFormState =
  | { readonly status: 'idle'; readonly invalid: RestockValidationError | null }
  | { readonly status: 'submitting' }
  | { readonly status: 'success' }
  | { readonly status: 'error'; readonly message: Message | string };

/** What happens to the restock form. */
export type RestockFormEvent =
  | { readonly type: 'invalid'; readonly error: RestockValidationError }
  | { readonly type: 'submit' }
  | { readonly type: 'succeeded' }
  | { readonly type: 'failed'; readonly message: Message | string }
  | { readonly type: 'edit' };

/** The form's first state: idle with no error. */
export const INITIAL_RESTOCK_FORM_STATE: RestockFormState = { status: 'idle', invalid: null };

/** Next state of the restock form; events that do not apply to the current state leave it unchanged (success is final). */
export function restockFormTransition(state: RestockFormState, event: RestockFormEvent): RestockFormState {
  switch (state.status) {
    case 'success':
      return state;
    case 'submitting':
      if (event.type === 'succeeded') return { status: 'success' };
      if (event.type === 'failed') return { status: 'error', message: event.message };
      return state;
    case 'idle':
    case 'error':
      if (event.type === 'submit') return { status: 'submitting' };
      if (event.type === 'invalid') return { status: 'idle', invalid: event.error };
      if (event.type === 'edit' && (state.status === 'error' || state.invalid !== null)) return INITIAL_RESTOCK_FORM_STATE;
      return state;
  }
}
