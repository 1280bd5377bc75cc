import type { DevContext } from '../DevContext';
import { DEMO_WEBSITE_ID } from '../store/DevStore';
import { jsonForScript } from './escapeHtml';

/** Site key of the stand-in captcha (any non-empty key works with GET /api/dev/captcha.js). */
export const DEMO_CAPTCHA_SITE_KEY = 'dev-captcha-site-key';

/** The demo site's page context, as the storefront reads it from `<script type="application/json" id="store-page-context">`. */
export function demoPageContext(context: Pick<DevContext, 'siteUser'>): Record<string, unknown> {
  return {
    website: { id: DEMO_WEBSITE_ID, language: 'en-US', cloneable: false, captchaSiteKey: DEMO_CAPTCHA_SITE_KEY },
    websiteSettings: { storeSettings: { selectedCurrency: 'USD' } },
    templateId: 'demo-template',
    authenticatedAccount: context.siteUser ? { id: context.siteUser.userId } : null,
    websiteRoles: [],
    cookieSettings: { isRestrictiveCookiePolicyEnabled: false, isRestrictiveCookiePolicyAbsolute: false, isCookieBannerEnabled: false },
  };
}

/** Options of withPageContext. */
export interface PageContextScriptOptions {
  /** Add data-report-all-errors: the page opts in to reporting every uncaught error, not only the storefront's. Default false. */
  readonly reportAllErrors?: boolean;
}

/** Puts the page context script into a rendered page's head (before its first script, so it is there when the elements start). */
export function withPageContext(html: string, pageContext: Record<string, unknown>, options: PageContextScriptOptions = {}): string {
  const attributes = options.reportAllErrors ? ' data-report-all-errors' : '';
  const script = `<script type="application/json" id="store-page-context"${attributes}>${jsonForScript(pageContext)}</script>\n`;
  const at = html.indexOf('<script');
  const head = html.indexOf('</head>');
  const index = at >= 0 && (head < 0 || at < head) ? at : head;
  return index < 0 ? script + html : html.slice(0, index) + script + html.slice(index);
}
