import type { CookieJar } from '../api/CookieJar';
import { COOKIE_NAMES } from '../site/cookieNames';
import { CENSUS_COOKIES, VISITOR_COOKIE_SETTINGS } from './visitorCookieSettings';
import { countVisit, type VisitCount } from './countVisit';
import { formatVisitorRecord } from './VisitorRecord';

/** Clocks and id source of trackVisit. */
export interface TrackVisitOptions {
  /** Epoch ms. Default Date.now. */
  readonly now?: () => number;
  /** A new visitor id of letters, digits or dashes. Default a random UUID. */
  readonly newId?: () => string;
}

/** A random visitor id (UUID; letters, digits and dashes). */
export function randomVisitorId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Counts a page view in the visitor cookies: writes `ss_cvr` (path /, 2 × 365 days) and resets `ss_cvt` to the current
 * time (path /, 30 minutes), so the visit lasts until 30 minutes pass without a page view.
 */
export function trackVisit(cookies: CookieJar, options: TrackVisitOptions = {}): VisitCount {
  const now = (options.now ?? Date.now)();
  const count = countVisit(
    { record: cookies.get(COOKIE_NAMES.VISITOR_RECORD), timer: cookies.get(COOKIE_NAMES.VISIT_TIMER), visitorId: cookies.get(COOKIE_NAMES.VISITOR_ID) },
    now,
    options.newId ?? randomVisitorId,
  );
  cookies.set(COOKIE_NAMES.VISITOR_RECORD, formatVisitorRecord(count.record), {
    path: VISITOR_COOKIE_SETTINGS.RECORD_PATH,
    maxAgeSeconds: VISITOR_COOKIE_SETTINGS.RECORD_MAX_AGE_SECONDS,
  });
  cookies.set(COOKIE_NAMES.VISIT_TIMER, String(Math.max(1, Math.trunc(now))), {
    path: VISITOR_COOKIE_SETTINGS.TIMER_PATH,
    maxAgeSeconds: VISITOR_COOKIE_SETTINGS.TIMER_MAX_AGE_SECONDS,
  });
  return count;
}

/** Clears the census cookies (ss_cid, ss_cpvisit, ss_cvisit, ss_cvr, ss_cvt), as a restrictive cookie policy requires before consent. */
export function clearCensusCookies(cookies: CookieJar): void {
  for (const name of CENSUS_COOKIES) if (cookies.get(name) !== undefined) cookies.remove(name, { path: '/' });
}
