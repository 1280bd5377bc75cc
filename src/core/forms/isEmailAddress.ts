import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH } from '../site/limits';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `text` (already trimmed) is an email address of 3 to 256 characters (LIMITS) shaped like name@host.domain. */
export function isEmailAddress(text: string): boolean {
  return text.length >= EMAIL_MIN_LENGTH && text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}
