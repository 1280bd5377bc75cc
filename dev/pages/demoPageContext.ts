import type { DevContext } from '../DevContext';
import { DEMO_WEBSITE_ID } from '../store/DevStore';
import { jsonForScript } from './escapeHtml';
import { catalogLocaleFor } from '../../src/core/i18n/catalogLocaleFor';
import type { SupportedLocale } from '../../src/core/i18n/supportedLocales';
import { DEMO_TEXT, type DemoText } from './demoText';

/** Site key of the stand-in captcha (any non-empty key works with GET /api/dev/captcha.js). */
export const DEMO_CAPTCHA_SITE_KEY = 'dev-captcha-site-key';

/** What one demo page adds to the page context: its page type and, on a product page, its item and collection. */
export interface DemoPageFacts {
  /** Page type code (spec §2). */
  readonly pageType: number;
  /** The page's item (a product page). Default none. */
  readonly item?: { readonly id: string; readonly title: string; readonly recordType: number };
  /** The page's collection. Default none. */
  readonly collection?: { readonly id: string; readonly title: string; readonly permissionType: number };
}

/** The demo switches: query parameters that set a cookie, so the choice holds on every later page until switched back. */
export const DEMO_SWITCHES = {
  /** `?demo-cookie-policy=restrictive` turns on the restrictive cookie policy and the cookie banner; `=default` turns it off. */
  cookiePolicy: { query: 'demo-cookie-policy', cookie: 'demo_cookie_policy' },
  /** `?demo-roles=4,8` gives a logged-in site user those website roles; `=none` (the default) gives none. */
  roles: { query: 'demo-roles', cookie: 'demo_roles' },
  /** `?demo-census=off` disables census for the site; `=on` (the default) enables it. */
  census: { query: 'demo-census', cookie: 'demo_census' },
  /** `?lang=de-DE` puts every later page in that language (the header's language switcher sends it); `?lang=` goes back to English. */
  language: { query: 'lang', cookie: 'demo_lang' },
} as const;

/** The demo shop's collection (permission type 1: public). */
export const DEMO_SHOP_COLLECTION = { id: 'demo-shop', title: 'Shop', permissionType: 1 } as const;

function switchValue(context: Pick<DevContext, 'query' | 'cookies' | 'setCookie' | 'clearCookie'>, name: keyof typeof DEMO_SWITCHES, fallback: string): string {
  const { query, cookie } = DEMO_SWITCHES[name];
  const asked = context.query.get(query);
  if (asked === null) return context.cookies.get(cookie) ?? fallback;
  if (asked === fallback || asked === '') context.clearCookie(cookie);
  else context.setCookie(cookie, asked);
  return asked || fallback;
}

function rolesOf(value: string): number[] {
  if (value === 'none') return [];
  return value.split(',').map((part) => Number(part.trim())).filter((code) => Number.isInteger(code) && code > 0);
}

/** The demo switches in force for a request. */
export interface DemoSwitchState {
  /** Restrictive cookie policy (and the cookie banner) on. */
  readonly restrictive: boolean;
  /** Website roles of a logged-in site user. */
  readonly roles: number[];
  /** Census disabled for the site. */
  readonly censusDisabled: boolean;
}

/** Reads the demo switches of a request: its query parameters (remembered in cookies) or the cookies of earlier ones. */
export function readDemoSwitches(context: Pick<DevContext, 'query' | 'cookies' | 'setCookie' | 'clearCookie'>): DemoSwitchState {
  return {
    restrictive: switchValue(context, 'cookiePolicy', 'default') === 'restrictive',
    roles: rolesOf(switchValue(context, 'roles', 'none')),
    censusDisabled: switchValue(context, 'census', 'on') === 'off',
  };
}
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The language of a demo page, and where its language switcher sends the choice. */
export interface DemoLanguage {
  /** The BCP 47 tag asked for (now or on an earlier page), when well-formed; undefined means the site's English. */
  readonly tag: string | undefined;
  /** The catalog locale the tag falls back to (fr-BE → fr-FR). */
  readonly locale: SupportedLocale;
  /** The demo's own words in that locale. */
  readonly text: DemoText;
  /** Path the language switcher submits to. */
  readonly path: string;
  /** The request's other query parameters, carried through a language switch. */
  readonly keep: { name: string; value: string }[];
}

/** Reads a page's language: `?lang=` (remembered in a cookie) or the cookie of an earlier page; the switcher submits to `path`. */
export function readDemoLanguage(context: Pick<DevContext, 'query' | 'cookies' | 'setCookie' | 'clearCookie' | 'path'>, path: string = context.path): DemoLanguage {
  const asked = switchValue(context, 'language', '');
  const tag = LANGUAGE_TAG.test(asked) ? asked : undefined;
  const locale = catalogLocaleFor(tag);
  const keep = [...context.query].filter(([name]) => name !== DEMO_SWITCHES.language.query).map(([name, value]) => ({ name, value }));
  return { tag, locale, text: DEMO_TEXT[locale], path, keep };
}

/** Where the elements load the stand-in captcha provider from (this server's own origin, explicit rendering). */
export const DEMO_CAPTCHA_SCRIPT_URL = '/api/dev/captcha.js?render=explicit';

/** The demo site's time zone data (spec §3): America/New_York under the US rules since 2007, its legacy name as a site may carry it. */
export const DEMO_TIME_ZONE_DATA = {
  name: 'SystemV/EST5EDT',
  zones: [[-300, 'US', 'E%sT', null]],
  rules: {
    US: [
      [2007, 'max', null, 'Mar', 'Sun>=8', '2:00', 60, 'D'],
      [2007, 'max', null, 'Nov', 'Sun>=1', '2:00', 0, 'S'],
    ],
  },
} as const;

/** The demo site's page context, as the storefront reads it from `<script type="application/json" id="store-page-context">`. */
export function demoPageContext(
  context: Pick<DevContext, 'siteUser' | 'query' | 'cookies' | 'setCookie' | 'clearCookie'>,
  facts: DemoPageFacts = { pageType: 2 },
): Record<string, unknown> {
  const { restrictive, roles, censusDisabled } = readDemoSwitches(context);
  return {
    website: { id: DEMO_WEBSITE_ID, language: 'en-US', cloneable: false, captchaSiteKey: DEMO_CAPTCHA_SITE_KEY, captchaScriptUrl: DEMO_CAPTCHA_SCRIPT_URL },
    websiteSettings: { storeSettings: { selectedCurrency: 'USD' } },
    templateId: 'demo-template',
    authenticatedAccount: context.siteUser ? { id: context.siteUser.userId } : null,
    websiteRoles: context.siteUser ? roles : [],
    cookieSettings: { isRestrictiveCookiePolicyEnabled: restrictive, isRestrictiveCookiePolicyAbsolute: false, isCookieBannerEnabled: restrictive },
    pageType: facts.pageType,
    censusDisabled,
    tzData: DEMO_TIME_ZONE_DATA,
    ...(facts.item ? { itemId: facts.item.id, item: facts.item } : {}),
    ...(facts.collection ? { collectionId: facts.collection.id, collection: facts.collection } : {}),
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
