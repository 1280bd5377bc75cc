import { cldrSpacedValues, dateFormatRenderer, isEnglish, type DateRender } from './dateFormatRenderer';
import { cachedIntl, dateTimeFormat } from './intlCache';
import { splitOption } from './numberOptions';
import { recentResults } from '../../recentResults';
import { resolveTimeZone } from '../../../core/site/zoneOffsetAt';

type Width = 'short' | 'medium' | 'long' | 'full';
const WIDTHS = new Set<string>(['short', 'medium', 'long', 'full']);
const CALENDARS = ['gregory', 'buddhist', 'iso8601', 'persian', 'japanese'];

/** Parsed options of the `datetime` formatter. */
export interface DateTimeOptions {
  /** Date width or skeleton. */
  date?: string;
  /** Time width or skeleton. */
  time?: string;
  /** Width for both date and time. */
  datetime?: Width;
  /** Skeleton such as yMMMd. */
  skeleton?: string;
  /** Width of the pattern joining a date and a time. */
  wrap?: Width;
  /** Capitalisation context; begin-sentence and standalone upper-case the first letter. */
  context?: string;
  /** Calendar id. Default gregory. */
  calendar?: string;
}

/** Parses `datetime` arguments: widths (`short`…`full`), `date:`, `time:`, `skeleton:`, bare skeletons, `wrap:`, `context:`, `calendar:`. */
export function parseDateTimeOptions(args: readonly string[]): DateTimeOptions {
  const options: DateTimeOptions = {};
  const addSkeleton = (s: string): void => { options.skeleton = (options.skeleton ?? '') + s; };
  for (const arg of args) {
    const [name, value] = splitOption(arg);
    if (value === '') {
      if (name === 'date') options.date = 'short';
      else if (name === 'time') options.time = 'short';
      else if (WIDTHS.has(name)) options.datetime = name as Width;
      else addSkeleton(name);
      continue;
    }
    switch (name) {
      case 'calendar': { const ca = value === 'gregorian' ? 'gregory' : value; if (CALENDARS.includes(ca)) options.calendar = ca; else delete options.calendar; break; }
      case 'context': options.context = value; break;
      case 'date': case 'time': case 'datetime':
        if (WIDTHS.has(value)) {
          if (name === 'datetime') options.datetime = value as Width;
          else options[name] = value;
        } else addSkeleton(value);
        break;
      case 'skeleton': options.skeleton = value; break;
      case 'wrap': case 'wrapper': case 'wrapped': if (WIDTHS.has(value)) options.wrap = value as Width; break;
      default: break;
    }
  }
  return options;
}

/** Maps a CLDR date skeleton (y, M, L, d, E, h, H, j, m, s, a, B, z, v, G) onto `Intl.DateTimeFormat` component options. */
export function skeletonToIntl(skeleton: string): Intl.DateTimeFormatOptions {
  const out: Intl.DateTimeFormatOptions = {};
  const runs = skeleton.match(/(.)\1*/g) ?? [];
  for (const run of runs) {
    const ch = run.charAt(0);
    const n = run.length;
    switch (ch) {
      case 'y': out.year = n === 2 ? '2-digit' : 'numeric'; break;
      case 'M': case 'L': out.month = n === 1 ? 'numeric' : n === 2 ? '2-digit' : n === 3 ? 'short' : n === 4 ? 'long' : 'narrow'; break;
      case 'd': out.day = n === 2 ? '2-digit' : 'numeric'; break;
      case 'E': case 'c': out.weekday = n <= 3 ? 'short' : n === 4 ? 'long' : 'narrow'; break;
      case 'h': case 'K': out.hour = n === 2 ? '2-digit' : 'numeric'; out.hour12 = true; break;
      case 'H': case 'k': out.hour = n === 2 ? '2-digit' : 'numeric'; out.hour12 = false; break;
      case 'j': case 'J': case 'C': out.hour = n === 2 ? '2-digit' : 'numeric'; break;
      case 'm': out.minute = '2-digit'; break;
      case 's': out.second = '2-digit'; break;
      case 'B': out.dayPeriod = n === 4 ? 'long' : n === 5 ? 'narrow' : 'short'; break;
      case 'z': out.timeZoneName = n === 4 ? 'long' : 'short'; break;
      case 'v': out.timeZoneName = n === 4 ? 'longGeneric' : 'shortGeneric'; break;
      case 'G': out.era = n === 4 ? 'long' : n === 5 ? 'narrow' : 'short'; break;
      default: break;
    }
  }
  if (out.dayPeriod && out.hour) delete out.hour12;
  return out;
}

function capitalizeForContext(text: string, context: string | undefined): string {
  return context === 'begin-sentence' || context === 'standalone' || context === 'ui-list-or-menu'
    ? text.charAt(0).toLocaleUpperCase() + text.slice(1)
    : text;
}

function compileDateTime(locale: string, zone: string, options: DateTimeOptions): DateRender {
  const timeZone = resolveTimeZone(zone);
  const calendar = options.calendar ?? 'gregory';
  const render = (intl: Intl.DateTimeFormatOptions): DateRender => dateFormatRenderer(locale, { timeZone, calendar, ...intl });
  const isWidth = (s: string | undefined): s is Width => WIDTHS.has(s as string);
  let { date, time } = options;
  let text: DateRender;
  if (options.skeleton !== undefined && date === undefined && time === undefined && options.datetime === undefined) {
    text = render(skeletonToIntl(options.skeleton));
  } else if (date !== undefined || time !== undefined) {
    if (options.skeleton !== undefined) {
      if (time === undefined) time = options.skeleton;
      else if (date === undefined) date = options.skeleton;
    }
    if ((date === undefined || isWidth(date)) && (time === undefined || isWidth(time)) && options.wrap === undefined) {
      text = render({ dateStyle: date, timeStyle: time });
    } else {
      const part = (s: string | undefined, style: Intl.DateTimeFormatOptions): DateRender =>
        (s === undefined ? () => '' : render(isWidth(s) ? style : skeletonToIntl(s)));
      const dateText = part(date, { dateStyle: date as Width });
      const timeText = part(time, { timeStyle: time as Width });
      const parts = dateTimeFormat(locale, { timeZone, calendar, dateStyle: options.wrap ?? (isWidth(date) ? date : 'short'), timeStyle: 'short' }).formatToParts(0);
      const hourAt = parts.findIndex((p) => p.type === 'hour');
      const separator = parts[hourAt - 1]?.type === 'literal' ? (parts[hourAt - 1] as Intl.DateTimeFormatPart).value : ', ';
      text = (ms) => {
        const d = dateText(ms);
        const t = timeText(ms);
        return d && t ? d + separator + t : d || t;
      };
    }
  } else {
    text = render(options.datetime !== undefined ? { dateStyle: options.datetime, timeStyle: options.datetime } : { dateStyle: 'long' });
  }
  return options.context ? (ms) => capitalizeForContext(text(ms), options.context) : text;
}

/** The cached renderer of instants in `zone` and `locale` with `datetime` options; default is the long date. */
export const dateTimeRenderer = (locale: string, zone: string, options: DateTimeOptions): DateRender =>
  cachedIntl('D', () => recentResults(compileDateTime(locale, zone, options)), options, locale, zone);

/** Formats an instant in `zone` and `locale` with `datetime` options; default is the long date. */
export function formatDateTime(locale: string, epochMs: number, zone: string, options: DateTimeOptions): string {
  return dateTimeRenderer(locale, zone, options)(epochMs);
}

/** Parsed options of the `datetime-interval` formatter. */
export interface IntervalOptions {
  /** Skeleton such as yMMMd. */
  skeleton?: string;
  /** Capitalisation context. */
  context?: string;
}

/** Parses `datetime-interval` arguments: a bare skeleton, `skeleton:`, `context:`. */
export function parseIntervalOptions(args: readonly string[]): IntervalOptions {
  const options: IntervalOptions = {};
  for (const arg of args) {
    const [name, value] = splitOption(arg);
    if (value === '') {
      if (name && !['context', 'skeleton', 'date', 'time'].includes(name)) options.skeleton = name;
    } else if (name === 'skeleton') options.skeleton = value;
    else if (name === 'context') options.context = value;
  }
  return options;
}

/** Formats the range `startMs`–`endMs` in `zone`; default skeleton is hour-minute within one day, year-month-day otherwise. */
export function formatDateInterval(locale: string, startMs: number, endMs: number, zone: string, options: IntervalOptions): string {
  const timeZone = resolveTimeZone(zone);
  let skeleton = options.skeleton;
  if (skeleton === undefined) {
    const day = (ms: number): string => dateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).format(ms);
    skeleton = day(startMs) === day(endMs) ? 'jm' : 'yMMMd';
  } else if (!/[yMLdGjhHkKmsBa]/.test(skeleton)) {
    const weekday = (ms: number): string => dateTimeFormat(locale, { timeZone, calendar: 'gregory', ...skeletonToIntl(skeleton as string) }).format(ms);
    const time = dateFormatRenderer(locale, { timeZone, calendar: 'gregory', ...skeletonToIntl('jm') });
    const dash = isEnglish(locale) ? '\u2009–\u2009' : ' – ';
    return capitalizeForContext(`${weekday(startMs)}, ${time(startMs)}${dash}${weekday(endMs)}, ${time(endMs)}`, options.context);
  }
  const intlOptions: Intl.DateTimeFormatOptions = { timeZone, calendar: 'gregory', ...skeletonToIntl(skeleton) };
  const format = dateTimeFormat(locale, intlOptions);
  const text = isEnglish(locale) ? cldrSpacedValues(format.formatRangeToParts(startMs, endMs)).join('') : format.formatRange(startMs, endMs);
  return capitalizeForContext(text, options.context);
}
