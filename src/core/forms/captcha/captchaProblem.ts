import type { Message } from '../../i18n';

/** Where a form's captcha stands: none needed, loading the provider, rendered, or the provider could not be set up. */
export type CaptchaStatus = 'none' | 'loading' | 'ready' | 'failed';

/** Catalog keys of captcha messages. */
export const CAPTCHA_MESSAGE_KEYS = {
  notSetUp: 'captcha.notSetUp',
  incomplete: 'captcha.incomplete',
} as const;

/**
 * Why a form may not be sent yet because of its captcha: 'ReCaptcha has not been set up!' when the provider failed,
 * 'Complete CAPTCHA before submitting.' while it is loading or not completed; null when no captcha is needed or it has a token.
 */
export function captchaProblem(status: CaptchaStatus, token: string | undefined): Message | null {
  if (status === 'none') return null;
  if (status === 'failed') return { key: CAPTCHA_MESSAGE_KEYS.notSetUp };
  if (status === 'loading' || !token) return { key: CAPTCHA_MESSAGE_KEYS.incomplete };
  return null;
}
