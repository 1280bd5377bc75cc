import { cachedIntl } from './intlCache';
import { zoneOffsetAt } from './timeZone';
import { zonedDate, type ZonedDate } from './ZonedDate';

/** Formats one instant (epoch milliseconds). */
export type DateRender = (epochMs: number) => string;
type Piece = string | ((date: ZonedDate) => string | undefined);

/** Calls served by the platform before a format is compiled to field pieces. */
const FAST_AFTER_CALLS = 16;
/** Zoned fields that alone decide the text of a part type. */
const FIELDS: Record<string, (date: ZonedDate) => number> = {
  month: (d) => d.month, day: (d) => d.dayOfMonth, weekday: (d) => d.weekday, hour: (d) => d.hour, dayPeriod: (d) => d.hour, minute: (d) => d.minute, second: (d) => d.second,
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

/**
 * Renders from the zoned fields through tables learnt from the parts at sample instants (every month, day, weekday, hour,
 * minute and second), falling back to `slow` for a value no sample had; undefined unless that reproduces `slow` at every sample.
 */
function fieldRender(format: Intl.DateTimeFormat, slow: DateRender): DateRender | undefined {
  const { calendar, timeZone } = format.resolvedOptions();
  const sampleMs: number[] = [];
  for (let k = 0; k < 62; k++) {
    const utc = Date.UTC(1970 + ((k * 7) % 130), k % 31 > 27 ? 0 : k % 12, 1 + (k % 31), k % 24, k % 60, (k * 7) % 60);
    sampleMs.push(utc - zoneOffsetAt(timeZone, utc));
  }
  const dates = sampleMs.map((ms) => zonedDate(ms, timeZone));
  const values = sampleMs.map((ms) => cldrSpacedValues(format.formatToParts(ms)));
  const pieces = format.formatToParts(sampleMs[0]).map(({ type }, i): Piece => {
    const column = values.map((v) => v[i] as string);
    if (type === 'literal') return column[0] as string;
    if (type === 'year') return column[0] === String(dates[0]?.year) ? (d) => String(d.year) : (d) => pad(d.year % 100);
    const read = FIELDS[type];
    if (!read) return () => undefined;
    const table: string[] = [];
    dates.forEach((d, s) => (table[read(d)] = column[s] as string));
    return (d) => table[read(d)];
  });
  const render: DateRender = (ms) => {
    const date = zonedDate(ms, timeZone);
    let out = '';
    for (const piece of pieces) {
      const text = typeof piece === 'string' ? piece : piece(date);
      if (text === undefined) return slow(ms);
      out += text;
    }
    return out;
  };
  return calendar === 'gregory' && sampleMs.every((ms) => render(ms) === slow(ms)) ? render : undefined;
}

function compile(locale: string, options: Intl.DateTimeFormatOptions): DateRender {
  const format = new Intl.DateTimeFormat(locale, options);
  const slow: DateRender = isEnglish(locale) && options.dayPeriod === undefined
    ? (ms) => cldrSpacedValues(format.formatToParts(ms)).join('')
    : (ms) => format.format(ms);
  let calls = 0;
  let fast: DateRender | undefined;
  return (ms) => {
    if (++calls === FAST_AFTER_CALLS) fast = fieldRender(format, slow);
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
