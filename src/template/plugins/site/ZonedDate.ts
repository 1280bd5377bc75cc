import { JulianDayRangeError } from './JulianDayRangeError';
import { offsetIn, zoneRecord } from '../../../core/site/zoneOffsetAt';

const DAY_MS = 86_400_000;
const JD_UNIX_EPOCH = 2_440_588;
const JD_MIN = 0;
const JD_MAX = 4_881_503;
const JD_GREGORIAN_CUTOVER = 2_299_161;

/** Calendar fields of one instant in one time zone (Julian calendar before 15 Oct 1582, Gregorian after). */
export interface ZonedDate {
  /** Epoch milliseconds (UTC). */
  readonly epochMs: number;
  /** Zone offset in milliseconds. */
  readonly offsetMs: number;
  /** Resolved zone id (UTC for unknown zones). */
  readonly zoneId: string;
  /** Extended year (1 BC = 0). */
  readonly extendedYear: number;
  /** Year of era (always positive). */
  readonly year: number;
  /** Month 1..12. */
  readonly month: number;
  /** Day of month 1..31. */
  readonly dayOfMonth: number;
  /** Day of year 1..366. */
  readonly dayOfYear: number;
  /** Day of week 0..6, Sunday = 0. */
  readonly weekday: number;
  /** Hour 0..23. */
  readonly hour: number;
  /** Minute 0..59. */
  readonly minute: number;
  /** Second 0..59. */
  readonly second: number;
  /** Millisecond 0..999. */
  readonly millisecond: number;
  /** Julian day of the local date. */
  readonly julianDay: number;
}

/** Computes the calendar fields of `epochMs` in `zone` (unknown zones fall back to UTC; legacy names are mapped). */
export function zonedDate(epochMs: number, zone: string): ZonedDate {
  const record = zoneRecord(zone);
  const id = record.format ? record.id : 'UTC';
  const offsetMs = offsetIn(record, epochMs);
  const localMs = epochMs + offsetMs;
  const days = Math.floor(localMs / DAY_MS);
  const julianDay = days + JD_UNIX_EPOCH;
  if (!(julianDay >= JD_MIN && julianDay <= JD_MAX)) throw new JulianDayRangeError(julianDay);
  const msInDay = localMs - days * DAY_MS;
  const seconds = (msInDay / 1000) | 0;
  const gregorian = julianDay >= JD_GREGORIAN_CUTOVER;
  const e = 4 * (julianDay + 1401 + (gregorian ? ((((4 * julianDay + 274_277) / 146_097) | 0) * 3 >> 2) - 38 : 0)) + 3;
  const h = 5 * (((e % 1461) / 4) | 0) + 2;
  const dayOfMonth = (((h % 153) / 5) | 0) + 1;
  const month = ((((h / 153) | 0) + 2) % 12) + 1;
  const extendedYear = ((e / 1461) | 0) - 4716 + (((14 - month) / 12) | 0);
  const leap = gregorian ? isGregorianLeap(extendedYear) : extendedYear % 4 === 0;
  return {
    epochMs,
    offsetMs,
    zoneId: id,
    extendedYear,
    year: extendedYear < 1 ? 1 - extendedYear : extendedYear,
    month,
    dayOfMonth,
    dayOfYear: (((275 * month) / 9) | 0) - (leap ? 1 : 2) * (((month + 9) / 12) | 0) + dayOfMonth - 30,
    weekday: (julianDay + 1) % 7,
    hour: (seconds / 3600) | 0,
    minute: ((seconds / 60) | 0) % 60,
    second: seconds % 60,
    millisecond: msInDay % 1000,
    julianDay,
  };
}

function isGregorianLeap(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Length in days of `extendedYear` in the calendar in force for it. */
export function yearLength(extendedYear: number): number {
  if (extendedYear >= 1583) return isGregorianLeap(extendedYear) ? 366 : 365;
  if (extendedYear === 1582) return 355;
  return extendedYear % 4 === 0 ? 366 : 365;
}

/** Week number and week-based year for a first weekday (0 = Sunday) and minimal days (at least 1) in the first week. */
export function weekOfYear(date: ZonedDate, firstDay: number, minDays: number): { week: number; year: number } {
  const { weekday, dayOfYear } = date;
  let year = date.extendedYear;
  const weekOf = (day: number): number => {
    const jan1 = (((weekday - day + 1 - firstDay) % 7) + 7) % 7;
    return (((day - 1 + jan1) / 7) | 0) + (7 - jan1 >= minDays ? 1 : 0);
  };
  let week = weekOf(dayOfYear);
  const relative = (weekday - firstDay + 7) % 7;
  const lastDay = yearLength(year);
  if (!week) week = weekOf(dayOfYear + yearLength(--year));
  else if (6 - ((relative + lastDay - dayOfYear) % 7) >= minDays && dayOfYear + 7 - relative > lastDay) {
    week = 1;
    year++;
  }
  return { week, year };
}
