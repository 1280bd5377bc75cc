import { LIMITS } from '../site/limits';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `text` (already trimmed) is an email address of 3 to 256 characters (LIMITS) shaped like name@host.domain. */
export function isEmailAddress(text: string): boolean {
  return text.length >= LIMITS.EMAIL_MIN_LENGTH && text.length <= LIMITS.EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}
