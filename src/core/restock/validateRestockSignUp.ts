import { captchaProblem, type CaptchaStatus } from '../forms/captcha/captchaProblem';
import { isEmailAddress } from '../forms/isEmailAddress';
import type { Message } from '../i18n';
import { RESTOCK_MESSAGE_KEYS } from './restockMessageKeys';

/** What the shopper entered in the restock form. */
export interface RestockSignUpDraft {
  /** The email as typed. */
  readonly email: string;
  /** Where the form's captcha stands: 'none' when the form has no captcha. Default 'none'. */
  readonly captcha?: CaptchaStatus;
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
  return isEmailAddress(trimmed) ? null : { key: RESTOCK_MESSAGE_KEYS.emailInvalid };
}

/**
 * Checks the whole form: the email first, then (when the form has a captcha) that it was set up and completed:
 * 'ReCaptcha has not been set up!' or 'Complete CAPTCHA before submitting.'.
 */
export function validateRestockSignUp(draft: RestockSignUpDraft): RestockValidationError | null {
  const emailError = validateRestockEmail(draft.email);
  if (emailError) return { field: 'email', message: emailError };
  const captchaError = captchaProblem(draft.captcha ?? 'none', draft.captchaToken);
  return captchaError ? { field: 'captcha', message: captchaError } : null;
}
