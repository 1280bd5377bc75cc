import { cachedIntl } from './intlCache';
import { zoneOffsetAt } from '../../../core/site/zoneOffsetAt';
import { zonedDate, type ZonedDate } from './ZonedDate';

/** Formats one instant (epoch milliseconds). */
export type DateRender = (epochMs: number) => string;

/** Zoned fields that alone decide the text of a part type (a literal has one text); years count from 1970 so the tables stay dense. */
const FIELDS: Record<string, (date: ZonedDate) => number> = {
  literal: () => 0, year: (d) => d.year - 1970, month: (d) => d.month, day: (d) => d.dayOfMonth, weekday: (d) => d.weekday, hour: (d) => d.hour,
  dayPeriod: (d) => d.hour, minute: (d) => d.minute, second: (d) => d.second,
};

/** True for English locales (which take CLDR 42+ spacing). */
export const isEnglish = (locale: string): boolean => /^en(?:[-_]|$)/i.test(locale);

/** Part values with CLDR 42+ English spacing (narrow no-break space before AM/PM, thin spaces around a range dash). */
export function cldrSpacedValues(parts: readonly { type: string; value: string; source?: string }[]): string[] {
  return parts.map((part, i) =>
    part.type !== 'literal' ? part.value
      : part.value === ' ' && parts[i + 1]?.type === 'dayPeriod' ? '\u202f'
        : part.source === 'shared' && part.value === ' – ' ? '\u2009–\u2009' : part.value);
}

function compile(locale: string, options: Intl.DateTimeFormatOptions): DateRender {
  const format = new Intl.DateTimeFormat(locale, options);
  const slow: DateRender = isEnglish(locale) && options.dayPeriod === undefined
    ? (ms) => cldrSpacedValues(format.formatToParts(ms)).join('')
    : (ms) => format.format(ms);
  const { calendar, timeZone } = format.resolvedOptions();
  const sampleMs: number[] = [];
  for (let k = 0; k < 131; k++) {
    const utc = Date.UTC(1970 + k, k % 31 > 27 ? 0 : k % 12, 1 + (k % 31), k % 24, k % 60, (k * 7) % 60);
    sampleMs.push(utc - zoneOffsetAt(timeZone, utc));
  }
  const dates = sampleMs.map((ms) => zonedDate(ms, timeZone));
  const values = sampleMs.map((ms) => cldrSpacedValues(format.formatToParts(ms)));
  const reads: ((date: ZonedDate) => number)[] = [];
  const tables: string[][] = [];
  let head = '';
  format.formatToParts(0).forEach(({ type }, i) => {
    const read = FIELDS[type];
    const table: string[] = [];
    if (read) dates.forEach((d, s) => (table[read(d)] = (values[s] as string[])[i] as string));
    const last = tables[tables.length - 1];
    if (type !== 'literal') {
      reads.push(read ?? Number);
      tables.push(table);
    } else if (last) last.forEach((text, k) => (last[k] = text + table[0]));
    else head += table[0];
  });
  const fast = (ms: number): string => {
    const date = zonedDate(ms, timeZone);
    let out = head;
    for (let i = 0; i < reads.length; i++) {
      const text = (tables[i] as string[])[(reads[i] as (date: ZonedDate) => number)(date)];
      if (text === undefined) return slow(ms);
      out += text;
    }
    return out;
  };
  const valid = calendar === 'gregory' && sampleMs.every((ms) => fast(ms) === slow(ms));
  return (ms) => (valid && Number.isInteger(ms) && Math.abs(ms) < 7e12 ? fast(ms) : slow(ms));
}

/**
 * A cached renderer equal to `Intl.DateTimeFormat(locale, options)` (with CLDR spacing in English): Gregorian formats are
 * filled from the zoned calendar fields through tables learnt from the parts at sample instants (1970-2100, every month,
 * day, weekday, hour, minute and second) when that reproduces the platform at every sample; other values use the platform.
 */
export function dateFormatRenderer(locale: string, options: Intl.DateTimeFormatOptions): DateRender {
  return cachedIntl('t', () => compile(locale, options), options, locale);
}
