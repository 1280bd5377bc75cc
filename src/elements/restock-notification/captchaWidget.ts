/** The part of Google reCAPTCHA's `window.grecaptcha` the restock form uses. */
export interface CaptchaApi {
  /** Renders a widget into `container`; returns its id. */
  render(container: HTMLElement, parameters: { readonly sitekey: string }): number;
  /** The widget's response token; empty until completed. */
  getResponse(widgetId?: number): string;
  /** Clears the widget so it must be completed again. */
  reset(widgetId?: number): void;
}

/** A captcha rendered into a light-DOM container the element owns. */
export interface CaptchaWidget {
  /** The completed token, or undefined when not completed. */
  token(): string | undefined;
  /** Clears the widget (after a failed submission). */
  reset(): void;
  /** Removes the widget and its container. */
  destroy(): void;
}

/** The page's reCAPTCHA API, when the provider script has loaded. */
export function pageCaptchaApi(): CaptchaApi | undefined {
  return (globalThis as { grecaptcha?: CaptchaApi }).grecaptcha;
}

/** Renders a captcha with `siteKey` into a new `slot="captcha"` child of `host`; undefined when no captcha API is on the page. */
export function mountCaptcha(host: HTMLElement, siteKey: string, api: CaptchaApi | undefined = pageCaptchaApi()): CaptchaWidget | undefined {
  if (!api) return undefined;
  const container = host.ownerDocument.createElement('div');
  container.slot = 'captcha';
  host.append(container);
  const widgetId = api.render(container, { sitekey: siteKey });
  return {
    token: () => api.getResponse(widgetId) || undefined,
    reset: () => api.reset(widgetId),
    destroy: () => container.remove(),
  };
}
