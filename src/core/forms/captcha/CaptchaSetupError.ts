/** The spec's text of a captcha that cannot be set up (§8 Other). */
export const CAPTCHA_NOT_SET_UP = 'ReCaptcha has not been set up!';

/** The captcha provider could not be loaded or did not offer its API; message 'ReCaptcha has not been set up!'. */
export class CaptchaSetupError extends Error {
  /** Stable code of the failure. */
  readonly code = 'captcha-not-set-up';
  /** Developer-facing reason (script failed, timed out, no API). */
  readonly detail: string;

  constructor(detail: string, options?: { readonly cause?: unknown }) {
    super(CAPTCHA_NOT_SET_UP, options);
    this.name = 'CaptchaSetupError';
    this.detail = detail;
  }
}
