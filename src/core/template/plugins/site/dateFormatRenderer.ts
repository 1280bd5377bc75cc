import { cachedIntl } from './intlCache';
import { zoneOffsetAt } from './timeZone';
import { zonedDate, type ZonedDate } from './ZonedDate';

/** Formats one instant (epoch milliseconds). */
export type DateRender = (epochMs: number) => string;
type Piece = string | ((date: ZonedDate) => string);

/** Calls served by the platform before a format is compiled to field pieces. */
const FAST_AFTER_CALLS = 16;
/** Part types filled from a zoned field through a table of every value of that field. */
const FIELDS: Record<string, [keyof ZonedDate, number]> = {
  month: ['month', 12], day: ['dayOfMonth', 31], weekday: ['weekday', 7], hour: ['hour', 24], dayPeriod: ['hour', 24], minute: ['minute', 60], second: ['second', 60],
};
const pad = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/** True for English locales (which take CLDR 42+ spacing). */
export const isEnglish = (locale: string): boolean => /^en(?:[-_]|$)/i.test(locale);

/** Part values with CLDR 42+ English spacing (narrow no-break space before AM/PM, thin spaces around a range dash). */
export function cldrSpacedValues(parts: readonly { type: string; value: string; source?: string }[]): string[] {
  return parts.map((part, i) =>
    part.type !== 'literal' ? part.value
      : part.value === ' ' && parts[i + 1]?.type === 'dayPeriod' ? '\u202f'
        : part.source === 'shared' && part.value === ' – ' ? '\u2009–\u2009' : part.value);
}

/** Local instants covering every month, day 1-31, weekday, hour, minute and second, and both ends of midnight and noon. */
function samples(zone: string): number[] {
  const out: number[] = [];
  for (let k = 0; k < 68; k++) {
    const utc = k < 62
      ? Date.UTC(1970 + ((k * 7) % 130), k % 31 > 27 ? 0 : k % 12, 1 + (k % 31), k % 24, k % 60, (k * 7) % 60)
      : Date.UTC(2021, 4, 9, k % 2 ? 12 : 0, k % 3 ? 59 : 0, k % 3 === 1 ? 59 : 0);
    out.push(utc - zoneOffsetAt(zone, utc));
  }
  return out;
}

/** Renders from the zoned fields with pieces learnt from the samples' parts; undefined unless that reproduces `slow` at every sample. */
function fieldRender(format: Intl.DateTimeFormat, spaced: boolean, slow: DateRender): DateRender | undefined {
  const { calendar, numberingSystem, timeZone } = format.resolvedOptions();
  const sampleMs = samples(timeZone);
  const dates = sampleMs.map((ms) => zonedDate(ms, timeZone));
  const parts = sampleMs.map((ms) => format.formatToParts(ms));
  const values = parts.map((ps) => (spaced ? cldrSpacedValues(ps) : ps.map((p) => p.value.replace(/\u202f/g, ' '))));
  let complete = calendar === 'gregory' && numberingSystem === 'latn';
  const pieces = (parts[0] as Intl.DateTimeFormatPart[]).map(({ type }, i): Piece => {
    const column = values.map((v) => v[i] as string);
    if (type === 'literal') return column[0] as string;
    if (type === 'year') return column[0] === String(dates[0]?.year) ? (d) => String(d.year) : (d) => pad(d.year % 100);
    const [field, size] = FIELDS[type] ?? ['julianDay', 1e9];
    const table = new Map<unknown, string>();
    dates.forEach((d, s) => table.set(d[field], column[s] as string));
    complete &&= table.size === size;
    return (d) => table.get(d[field]) as string;
  });
  const render: DateRender = (ms) => {
    const date = zonedDate(ms, timeZone);
    let out = '';
    for (const piece of pieces) out += typeof piece === 'string' ? piece : piece(date);
    return out;
  };
  return complete && sampleMs.every((ms) => render(ms) === slow(ms)) ? render : undefined;
}

function compile(locale: string, options: Intl.DateTimeFormatOptions): DateRender {
  const format = new Intl.DateTimeFormat(locale, options);
  const spaced = isEnglish(locale) && options.dayPeriod === undefined;
  const slow: DateRender = spaced ? (ms) => cldrSpacedValues(format.formatToParts(ms)).join('') : (ms) => format.format(ms);
  let calls = 0;
  let fast: DateRender | undefined;
  return (ms) => {
    if (++calls === FAST_AFTER_CALLS) fast = fieldRender(format, spaced, slow);
    return fast && Number.isInteger(ms) && Math.abs(ms) < 7e12 ? fast(ms) : slow(ms);
  };
}

/**
 * A cached renderer equal to `Intl.DateTimeFormat(locale, options)` (with CLDR spacing in English): Gregorian Latin-digit
 * formats whose parts the zoned calendar fields reproduce over sample instants are filled from those fields.
 */
export function dateFormatRenderer(locale: string, options: Intl.DateTimeFormatOptions): DateRender {
  return cachedIntl('t', () => compile(locale, options), options, locale);
}
