/** Cookie names the storefront reads or writes. */
export const COOKIE_NAMES = {
  /** Visitor id cookie. */
  VISITOR_ID: 'ss_cid',
  /** Previous-visit cookie. */
  PREVIOUS_VISIT: 'ss_cpvisit',
  /** Current-visit cookie. */
  CURRENT_VISIT: 'ss_cvisit',
  /** Visitor record (id|first|previous|current|count). */
  VISITOR_RECORD: 'ss_cvr',
  /** Visit timer. */
  VISIT_TIMER: 'ss_cvt',
  /** Marks cookie consent. */
  COOKIE_ALLOWED: 'ss_cookieAllowed',
  /** Anti-forgery token. */
  CRUMB: 'crumb',
} as const;
