import type { Message } from '../i18n';
import { LIMITS } from '../site/limits';
import { RESTOCK_MESSAGE_KEYS } from './restockMessageKeys';


const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the shopper entered in the restock form. */
export interface RestockSignUpDraft {
  /** The email as typed. */
  readonly email: string;
  /** Whether a captcha is rendered in the form. */
  readonly captchaRendered: boolean;
  /** The captcha response token; empty or undefined when not completed. */
  readonly captchaToken?: string | undefined;
}

/** A failed restock-form check: the field at fault and the message to show. */
export interface RestockValidationError {
  /** The field that failed. */
  readonly field: 'email' | 'captcha';
  /** The message shown to the shopper. */
  readonly message: Message;
}

/** Checks the email: blank gives 'Email cannot be blank'; malformed or outside 3–256 characters gives 'Email is invalid'. */
export function validateRestockEmail(email: string): Message | null {
  const trimmed = email.trim();
  if (trimmed === '') return { key: RESTOCK_MESSAGE_KEYS.emailBlank };
  if (trimmed.length < LIMITS.EMAIL_MIN_LENGTH || trimmed.length > LIMITS.EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) {
    return { key: RESTOCK_MESSAGE_KEYS.emailInvalid };
  }
  return null;
}

/** Checks the whole form: the email first, then (only when a captcha is rendered) that the captcha was completed. */
export function validateRestockSignUp(draft: RestockSignUpDraft): RestockValidationError | null {
  const emailError = validateRestockEmail(draft.email);
  if (emailError) return { field: 'email', message: emailError };
  if (draft.captchaRendered && !draft.captchaToken) return { field: 'captcha', message: { key: RESTOCK_MESSAGE_KEYS.captchaIncomplete } };
  return null;
}
