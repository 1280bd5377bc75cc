import type { CaptchaProvider, CaptchaTheme } from './CaptchaProvider';
import { DEFAULT_CAPTCHA_SCRIPT_URL } from './captchaScriptUrl';
import { loadCaptchaProvider } from './loadCaptchaProvider';

/** Options of mountCaptcha. */
export interface MountCaptchaOptions {
  /** The site key. */
  readonly siteKey: string;
  /** URL of the provider script, loaded once when the provider is not on the page. Default reCAPTCHA's explicit-render api.js. */
  readonly scriptUrl?: string;
  /** Colour theme of the widget. Default 'light'. */
  readonly theme?: CaptchaTheme;
  /** Name of the light-DOM slot the container takes. Default 'captcha'. */
  readonly slot?: string;
  /** Called whenever the visitor completes the captcha or it expires. Default none. */
  readonly onChange?: () => void;
  /** Waiting limit of the script load, in ms. Default 15000. */
  readonly timeoutMs?: number;
  /** Supplies the provider instead of loading its script (tests, custom providers). Default loadCaptchaProvider. */
  readonly load?: (document: Document) => Promise<CaptchaProvider>;
}

/** A captcha rendered into a light-DOM container of its element. */
export interface CaptchaWidget {
  /** The completed token, or undefined while not completed. */
  token(): string | undefined;
  /** Clears the widget so it must be completed again (after a failed submission). */
  reset(): void;
  /** Removes the widget and its container. */
  destroy(): void;
}

/** A captcha being set up: `ready` resolves with the widget, or rejects with CaptchaSetupError ('ReCaptcha has not been set up!'). */
export interface CaptchaMount {
  /** The widget, once rendered. */
  readonly ready: Promise<CaptchaWidget>;
  /** Removes the container, now or as soon as the widget renders; the widget then never renders. */
  destroy(): void;
}

/**
 * Renders a captcha into a new `<div slot="captcha">` child of `host` (third-party widgets break inside shadow DOM,
 * so the element slots this light-DOM container into its form). The provider is loaded once per page.
 */
export function mountCaptcha(host: Element, options: MountCaptchaOptions): CaptchaMount {
  const document = host.ownerDocument;
  const container = document.createElement('div');
  container.slot = options.slot ?? 'captcha';
  container.dataset.storeCaptcha = '';
  host.append(container);
  let destroyed = false;
  const destroy = () => {
    destroyed = true;
    container.remove();
  };
  const load = options.load ?? ((page: Document) => loadCaptchaProvider(page, { scriptUrl: options.scriptUrl ?? DEFAULT_CAPTCHA_SCRIPT_URL, ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }) }));
  const ready = load(document).then(
    (provider): CaptchaWidget => {
      if (destroyed) return { token: () => undefined, reset: () => {}, destroy };
      const changed = () => options.onChange?.();
      const widgetId = provider.render(container, {
        sitekey: options.siteKey,
        ...(options.theme ? { theme: options.theme } : {}),
        callback: changed,
        'expired-callback': changed,
      });
      return {
        token: () => (destroyed ? undefined : provider.getResponse(widgetId) || undefined),
        reset: () => {
          if (destroyed) return;
          provider.reset(widgetId);
          changed();
        },
        destroy,
      };
    },
    (error: unknown) => {
      container.remove();
      throw error;
    },
  );
  return { ready, destroy };
}
