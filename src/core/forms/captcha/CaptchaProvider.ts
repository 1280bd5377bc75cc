/** Parameters of rendering one captcha widget (reCAPTCHA v2 names). */
export interface CaptchaRenderParameters {
  /** The site key. */
  readonly sitekey: string;
  /** Colour theme of the widget. Default 'light'. */
  readonly theme?: CaptchaTheme;
  /** Called with the token when the visitor completes the captcha. */
  readonly callback?: (token: string) => void;
  /** Called when a completed captcha expires. */
  readonly 'expired-callback'?: () => void;
}

/** Colour theme of a captcha widget. */
export type CaptchaTheme = 'light' | 'dark';

/** The part of the provider's global API (reCAPTCHA's `window.grecaptcha`) the adapter uses. */
export interface CaptchaProvider {
  /** Renders a widget into `container`; returns its id. */
  render(container: HTMLElement, parameters: CaptchaRenderParameters): number;
  /** The widget's response token; empty until completed. */
  getResponse(widgetId?: number): string;
  /** Clears the widget so it must be completed again. */
  reset(widgetId?: number): void;
  /** Calls `callback` once the provider is ready to render (present once the script has loaded). */
  ready?(callback: () => void): void;
}
