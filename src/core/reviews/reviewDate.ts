const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A review date as a Date and whether it is a calendar date (YYYY-MM-DD, read in UTC so it never moves a day); null when unreadable. */
function readDate(value: string | number): { date: Date; dateOnly: boolean } | null {
  const match = typeof value === 'string' ? DATE_ONLY.exec(value.trim()) : null;
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly: match !== null };
}

/** Offset from UTC in minutes (east positive) of the zone a date is shown in, at an instant. */
export type ZoneOffsetAt = (epochMs: number) => number;

/**
 * A review date for people, in `locale` ('Sep 14, 2026'): a calendar date as given, an instant on its day in the zone of
 * `offsetAt` (the site's zone; default the browser's). An unreadable date is shown as given.
 */
export function formatReviewDate(value: string | number, locale: string, offsetAt?: ZoneOffsetAt): string {
  const read = readDate(value);
  if (!read) return String(value);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(read.dateOnly || offsetAt ? { timeZone: 'UTC' } : {}) });
  const epochMs = read.date.getTime();
  return format.format(read.dateOnly || !offsetAt ? epochMs : epochMs + offsetAt(epochMs) * 60_000);
}

/** A review date for a `<time datetime>` attribute ('2026-09-14' or a full ISO instant); undefined when unreadable. */
export function reviewDateTime(value: string | number): string | undefined {
  const read = readDate(value);
  if (!read) return undefined;
  return read.dateOnly ? read.date.toISOString().slice(0, 10) : read.date.toISOString();
}
