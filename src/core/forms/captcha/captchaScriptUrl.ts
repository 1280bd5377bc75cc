import { SAFE_URL_EXPECTATION, safeUrl } from '../../url/safeUrl';
import { CaptchaSetupError } from './CaptchaSetupError';

/** Where the provider script is loaded from when no URL is configured (reCAPTCHA v2, explicit rendering). */
export const DEFAULT_CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

/** Name of the Trusted Types policy that vets captcha script URLs. */
export const CAPTCHA_POLICY_NAME = 'storefront-elements#captcha';

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): { createScriptURL(input: string): unknown };
}

const policies = new WeakMap<object, { createScriptURL(input: string): unknown }>();

/** The captcha script URL through the URL guard, resolved against `base`; throws CaptchaSetupError for a refused or unresolvable URL. */
export function resolveCaptchaScriptUrl(url: string, base: string): string {
  const safe = safeUrl(url);
  if (safe === undefined) throw new CaptchaSetupError(`captcha script URL ${JSON.stringify(url)} must be ${SAFE_URL_EXPECTATION}`);
  try {
    return new URL(safe, base).href;
  } catch (cause) {
    throw new CaptchaSetupError(`captcha script URL ${JSON.stringify(url)} is not a URL`, { cause });
  }
}

/**
 * The script URL as the page's script sinks accept it: a TrustedScriptURL from the 'storefront-elements#captcha' policy
 * when the window has Trusted Types (the policy passes only http(s) URLs), else the plain resolved string.
 */
export function trustedCaptchaScriptUrl(url: string, view: (Window & typeof globalThis) | null, base: string): string {
  const trustedTypes = (view as { trustedTypes?: TrustedTypesLike } | null)?.trustedTypes;
  const resolved = resolveCaptchaScriptUrl(url, base);
  if (!trustedTypes || !view) return resolved;
  let policy = policies.get(view);
  if (!policy) {
    policy = trustedTypes.createPolicy(CAPTCHA_POLICY_NAME, { createScriptURL: (input) => resolveCaptchaScriptUrl(input, 'about:blank') });
    policies.set(view, policy);
  }
  return policy.createScriptURL(resolved) as string;
}
