import { isValidVisitTimer } from './visitTimer';
import { isValidVisitorId, parseVisitorRecord, type VisitorRecord } from './VisitorRecord';

/** The visitor cookies as read before a page view. */
export interface VisitorCookieValues {
  /** `ss_cvr`, the visitor record. */
  readonly record: string | undefined;
  /** `ss_cvt`, the visit timer. */
  readonly timer: string | undefined;
  /** `ss_cid`, a visitor id from elsewhere. */
  readonly visitorId: string | undefined;
}

/** What counting a page view decided. */
export interface VisitCount {
  /** The record to write back. */
  readonly record: VisitorRecord;
  /** 'first' for a new visitor, 'new-visit' when the timer had lapsed, 'same-visit' otherwise. */
  readonly outcome: 'first' | 'new-visit' | 'same-visit';
}

/**
 * Counts a page view (spec §4 "Visitor cookies"): a missing or invalid record starts a new one (count 1, reusing a valid
 * `ss_cid` id, else `newId()`); a valid record with a missing or invalid timer is a new visit (count + 1, previous = current,
 * current = now); a valid record with a valid timer is the same visit, unchanged. The caller resets the timer every time.
 */
export function countVisit(cookies: VisitorCookieValues, now: number, newId: () => string): VisitCount {
  const record = parseVisitorRecord(cookies.record);
  if (!record) {
    const id = isValidVisitorId(cookies.visitorId) ? cookies.visitorId : newId();
    return { record: { id, firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 }, outcome: 'first' };
  }
  if (isValidVisitTimer(cookies.timer)) return { record, outcome: 'same-visit' };
  return { record: { ...record, previousVisit: record.currentVisit, currentVisit: now, visitCount: record.visitCount + 1 }, outcome: 'new-visit' };
}
