import type { CaptchaProvider } from './CaptchaProvider';
import { CaptchaSetupError } from './CaptchaSetupError';
import { trustedCaptchaScriptUrl } from './captchaScriptUrl';

/** Options of loadCaptchaProvider. */
export interface LoadCaptchaOptions {
  /** URL of the provider script (resolved against the document's base URL). */
  readonly scriptUrl: string;
  /** How long to wait for the script and the provider's ready callback, in ms. Default 15000. */
  readonly timeoutMs?: number;
}

/** Global the provider script defines. */
const PROVIDER_GLOBAL = 'grecaptcha';

const loads = new WeakMap<Document, Map<string, Promise<CaptchaProvider>>>();

/** The provider API already on the page (the site loaded the script itself), if it can render. */
export function pageCaptchaProvider(document: Document): CaptchaProvider | undefined {
  const candidate = (document.defaultView as unknown as Record<string, unknown> | null)?.[PROVIDER_GLOBAL] as Partial<CaptchaProvider> | undefined;
  return typeof candidate?.render === 'function' && typeof candidate.getResponse === 'function' && typeof candidate.reset === 'function'
    ? (candidate as CaptchaProvider)
    : undefined;
}

function whenReady(document: Document, timeoutMs: number, started: number): Promise<CaptchaProvider> {
  return new Promise((resolve, reject) => {
    const view = document.defaultView as unknown as Record<string, unknown> | null;
    const api = view?.[PROVIDER_GLOBAL] as Partial<CaptchaProvider> | undefined;
    if (!api) {
      reject(new CaptchaSetupError(`the captcha script loaded but defined no window.${PROVIDER_GLOBAL}`));
      return;
    }
    const timer = setTimeout(() => reject(new CaptchaSetupError('the captcha provider never became ready')), Math.max(0, timeoutMs - (Date.now() - started)));
    const settle = () => {
      clearTimeout(timer);
      const provider = pageCaptchaProvider(document);
      if (provider) resolve(provider);
      else reject(new CaptchaSetupError(`window.${PROVIDER_GLOBAL} offers no render, getResponse and reset`));
    };
    if (typeof api.ready === 'function') api.ready(settle);
    else settle();
  });
}

function loadScript(document: Document, options: LoadCaptchaOptions): Promise<CaptchaProvider> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const started = Date.now();
  return new Promise<void>((resolve, reject) => {
    let src: string;
    try {
      src = trustedCaptchaScriptUrl(options.scriptUrl, document.defaultView as (Window & typeof globalThis) | null, document.baseURI);
    } catch (error) {
      reject(error instanceof CaptchaSetupError ? error : new CaptchaSetupError('the captcha script URL was refused', { cause: error }));
      return;
    }
    const script = document.createElement('script');
    const timer = setTimeout(() => reject(new CaptchaSetupError(`the captcha script ${options.scriptUrl} did not load within ${timeoutMs} ms`)), timeoutMs);
    script.async = true;
    script.dataset.storeCaptcha = '';
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      script.remove();
      reject(new CaptchaSetupError(`the captcha script ${options.scriptUrl} failed to load`));
    });
    script.src = src;
    document.head.append(script);
  }).then(() => whenReady(document, timeoutMs, started));
}

/**
 * The captcha provider's API: the one already on the page, else the script at `scriptUrl` loaded once per document
 * (its URL through the 'storefront-elements#captcha' Trusted Types policy, never inline script). Rejects with
 * CaptchaSetupError ('ReCaptcha has not been set up!') when the script fails, times out or defines no usable API;
 * a failed load is forgotten, so a later call tries again.
 */
export function loadCaptchaProvider(document: Document, options: LoadCaptchaOptions): Promise<CaptchaProvider> {
  const present = pageCaptchaProvider(document);
  if (present) return Promise.resolve(present);
  let byUrl = loads.get(document);
  if (!byUrl) loads.set(document, (byUrl = new Map()));
  const existing = byUrl.get(options.scriptUrl);
  if (existing) return existing;
  const loading = loadScript(document, options);
  byUrl.set(options.scriptUrl, loading);
  loading.catch(() => {
    if (byUrl.get(options.scriptUrl) === loading) byUrl.delete(options.scriptUrl);
  });
  return loading;
}
