/** Shortest valid email address. */
const EMAIL_MIN_LENGTH = 3;

/** Longest valid email address. */
export const EMAIL_MAX_LENGTH = 256;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `text` (already trimmed) is an email address of 3 to 256 characters shaped like name@host.domain. */
export function isEmailAddress(text: string): boolean {
  return text.length >= EMAIL_MIN_LENGTH && text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}
