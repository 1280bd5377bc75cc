import { cachedIntl } from './intlCache';
import { splitOption } from './numberOptions';

/** Parsed options of the `relative-time` formatter. */
export interface RelativeTimeOptions {
  /** Fixed unit: year, month, week, day, hour, minute, second, millis. Default chosen from the distance. */
  field?: string;
  /** Whether weeks may be chosen automatically. Default false. */
  allowWeeks?: boolean;
  /** Always use numbers ("in 1 day", never "tomorrow"). Default false. */
  numericOnly?: boolean;
  /** Capitalisation context; begin-sentence upper-cases the first letter. */
  context?: string;
  /** Unit width: wide, short, narrow. Default wide. */
  width?: string;
}

const FIELDS = new Set(['year', 'month', 'week', 'day', 'hour', 'minute', 'second', 'millis']);

/** Parses `relative-time` arguments (`field:`, `allowWeeks:true`, `numericOnly:true`, `context:`, `width:`). */
export function parseRelativeTimeOptions(args: readonly string[]): RelativeTimeOptions {
  const options: RelativeTimeOptions = {};
  for (const arg of args) {
    const [name, value] = splitOption(arg);
    if (name === 'field' && FIELDS.has(value)) options.field = value;
    else if (name === 'allowWeeks') options.allowWeeks = value === 'true';
    else if (name === 'numericOnly') options.numericOnly = value === 'true';
    else if (name === 'context') options.context = value;
    else if (name === 'width' && ['short', 'narrow', 'wide'].includes(value)) options.width = value;
  }
  return options;
}

const UNIT_MS: Readonly<Record<string, number>> = {
  year: 365.2425 * 86_400_000, month: 30.436875 * 86_400_000, week: 7 * 86_400_000, day: 86_400_000, hour: 3_600_000, minute: 60_000, second: 1000,
};

function addMonthsUtc(epochMs: number, months: number): number {
  const date = new Date(epochMs);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** Calendar months from `fromMs` to `toMs` (fromMs ≤ toMs), with the remainder as a fraction of the following month. */
export function calendarMonthsBetween(fromMs: number, toMs: number): number {
  const a = new Date(fromMs);
  const b = new Date(toMs);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  let anchor = addMonthsUtc(fromMs, months);
  while (months > 0 && anchor > toMs) anchor = addMonthsUtc(fromMs, --months);
  const next = addMonthsUtc(fromMs, months + 1);
  return months + (toMs - anchor) / (next - anchor);
}

/** Picks the unit for a distance: the largest (year to second) with at least one whole unit; weeks only when allowed. */
export function relativeTimeUnit(distanceMs: number, allowWeeks: boolean): Intl.RelativeTimeFormatUnit {
  const abs = Math.abs(distanceMs);
  const months = calendarMonthsBetween(0, abs);
  if (months >= 12) return 'year';
  if (months >= 1) return 'month';
  for (const unit of ['week', 'day', 'hour', 'minute'] as const) {
    if (unit === 'week' && !allowWeeks) continue;
    if (abs >= (UNIT_MS[unit] as number)) return unit;
  }
  return 'second';
}

function roundHalfEven(n: number): number {
  const floor = Math.floor(n);
  const diff = n - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** Formats the distance from `startMs` to `endMs` ("in 2 hours", "11 hours ago") in `locale`. */
export function formatRelativeTime(locale: string, startMs: number, endMs: number, options: RelativeTimeOptions): string {
  const distance = endMs - startMs;
  const field = options.field === 'millis' ? 'second' : options.field;
  const unit = (field ?? relativeTimeUnit(distance, options.allowWeeks === true)) as Intl.RelativeTimeFormatUnit;
  const [from, to] = distance < 0 ? [endMs, startMs] : [startMs, endMs];
  const size = unit === 'month' ? calendarMonthsBetween(from, to) : unit === 'year' ? calendarMonthsBetween(from, to) / 12 : Math.abs(distance) / (UNIT_MS[unit] as number);
  const amount = roundHalfEven(size) * Math.sign(distance);
  const style = options.width === 'short' ? 'short' : options.width === 'narrow' ? 'narrow' : 'long';
  const numeric = options.numericOnly ? 'always' : 'auto';
  const format = cachedIntl(`r|${locale}|${style}|${numeric}`, () => new Intl.RelativeTimeFormat(locale, { style, numeric }));
  const text = format.format(amount === 0 ? 0 : amount, unit);
  return options.context === 'begin-sentence' || options.context === 'standalone' ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}
