import { useEffect, useRef, useState } from 'react';
import type { CaptchaMount, CaptchaStatus, CaptchaTheme, CaptchaWidget, MountCaptchaOptions } from '../../core/forms';
import { getPageContext } from '../page/getPageContext';

/** What an element asks of its captcha; null when it needs none. */
export interface CaptchaConfig {
  /** The site key. */
  readonly siteKey: string;
  /** URL of the provider script. Default reCAPTCHA's api.js. */
  readonly scriptUrl?: string | undefined;
  /** Colour theme. Default 'light'. */
  readonly theme?: CaptchaTheme | undefined;
  /** Supplies the provider instead of loading its script (tests). Default none. */
  readonly load?: MountCaptchaOptions['load'];
}

/** An element's captcha: its status and the rendered widget's token and reset. */
export interface CaptchaHandle {
  /** 'none' without a config, 'loading', 'ready' or 'failed' ('ReCaptcha has not been set up!'). */
  readonly status: CaptchaStatus;
  /** The completed token, or undefined. */
  token(): string | undefined;
  /** Clears the widget after a failed submission. */
  reset(): void;
}

/** An element's captcha site key and script URL: its attributes, else the page context's captchaSiteKey and captchaScriptUrl. */
export function captchaSettings(siteKey: string | undefined, scriptUrl: string | undefined): { readonly siteKey: string | undefined; readonly scriptUrl: string | undefined } {
  const context = siteKey && scriptUrl ? undefined : getPageContext();
  return { siteKey: siteKey || context?.captchaSiteKey, scriptUrl: scriptUrl || context?.captchaScriptUrl };
}

/** Moves focus to the control of the captcha widget in the host's light-DOM `captcha` slot (its input, else its iframe), if any. */
export function focusCaptchaWidget(host: HTMLElement): void {
  host.querySelector<HTMLElement>('[slot="captcha"] input, [slot="captcha"] iframe')?.focus();
}

/**
 * Mounts the shared captcha adapter into the host's light-DOM `captcha` slot while `config` is set; destroys it on unmount or
 * change. The adapter is a chunk of its own, loaded only by an element that shows a captcha, ahead of the provider's script;
 * a chunk that fails to load fails the captcha like a provider that never loads.
 */
export function useCaptcha(host: HTMLElement, config: CaptchaConfig | null): CaptchaHandle {
  const [status, setStatus] = useState<CaptchaStatus>(config ? 'loading' : 'none');
  const widget = useRef<CaptchaWidget | undefined>(undefined);
  const siteKey = config?.siteKey;
  const scriptUrl = config?.scriptUrl;
  const theme = config?.theme;
  const load = config?.load;
  useEffect(() => {
    if (!siteKey) {
      setStatus('none');
      return undefined;
    }
    setStatus('loading');
    let current = true;
    let mount: CaptchaMount | undefined;
    import('../../core/forms/captcha/mountCaptcha')
      .then(({ mountCaptcha }) => {
        if (!current) return undefined;
        mount = mountCaptcha(host, { siteKey, ...(scriptUrl ? { scriptUrl } : {}), ...(theme ? { theme } : {}), ...(load ? { load } : {}) });
        return mount.ready;
      })
      .then(
        (rendered) => {
          if (!current || !rendered) return;
          widget.current = rendered;
          setStatus('ready');
        },
        (error: unknown) => {
          if (!current) return;
          console.warn(`[storefront-elements] <${host.localName}> captcha: ${(error as { detail?: string }).detail ?? String(error)}`);
          setStatus('failed');
        },
      );
    return () => {
      current = false;
      mount?.destroy();
      widget.current = undefined;
    };
  }, [host, siteKey, scriptUrl, theme, load]);
  return {
    status,
    token: () => widget.current?.token(),
    reset: () => widget.current?.reset(),
  };
}
