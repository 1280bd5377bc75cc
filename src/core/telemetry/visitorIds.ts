import type { CookieJar } from '../api/CookieJar';
import { COOKIE_NAMES } from '../site/cookieNames';

/** Cookie holding the visitor's marketing id (not fixed by the spec). */
export const MARKETING_ID_COOKIE = 'SS_MID';

/** The visitor ids a page_speed event carries. */
export interface VisitorIds {
  /** The id of the visitor record cookie (ss_cvr), else the visitor id cookie (ss_cid). */
  readonly analyticsId: string | undefined;
  /** The marketing id cookie (SS_MID). */
  readonly marketingId: string | undefined;
}

/** Reads the visitor's analytics and marketing ids from their cookies. */
export function visitorIds(cookies: Pick<CookieJar, 'get'>): VisitorIds {
  const record = cookies.get(COOKIE_NAMES.VISITOR_RECORD)?.split('|')[0];
  return {
    analyticsId: (record && /^[A-Za-z0-9-]+$/.test(record) ? record : undefined) ?? (cookies.get(COOKIE_NAMES.VISITOR_ID) || undefined),
    marketingId: cookies.get(MARKETING_ID_COOKIE) || undefined,
  };
}
