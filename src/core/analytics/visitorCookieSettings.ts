import { COOKIE_NAMES } from '../site/cookieNames';

/** Census cookies cleared under a restrictive cookie policy. */
export const CENSUS_COOKIES = [
  COOKIE_NAMES.VISITOR_ID,
  COOKIE_NAMES.PREVIOUS_VISIT,
  COOKIE_NAMES.CURRENT_VISIT,
  COOKIE_NAMES.VISITOR_RECORD,
  COOKIE_NAMES.VISIT_TIMER,
] as const;

/** Lifetimes and paths of the visitor cookies. */
export const VISITOR_COOKIE_SETTINGS = {
  /** Visitor record: path /. */
  RECORD_PATH: '/',
  /** Visitor record: about 2 years (2 × 365 days), in seconds. */
  RECORD_MAX_AGE_SECONDS: 2 * 365 * 24 * 60 * 60,
  /** Visit timer: path /. */
  TIMER_PATH: '/',
  /** Visit timer: 30 minutes, in seconds. */
  TIMER_MAX_AGE_SECONDS: 30 * 60,
} as const;

/** The consent cookie `ss_cookieAllowed`: '1' after 'Accept', '0' after 'Decline'; path /, 2 × 365 days like the visitor record. */
export const COOKIE_CONSENT_SETTINGS = {
  /** Value meaning the visitor accepted cookies. */
  ACCEPTED: '1',
  /** Value meaning the visitor declined cookies. */
  DECLINED: '0',
  /** Path /. */
  PATH: '/',
  /** About 2 years (2 × 365 days), in seconds: the visitor record's lifetime. */
  MAX_AGE_SECONDS: VISITOR_COOKIE_SETTINGS.RECORD_MAX_AGE_SECONDS,
} as const;
