import { zoneAbbreviation } from './zoneAbbreviation';
import { weekOfYear, type ZonedDate } from './ZonedDate';

const NAMES = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday January February March April May June July August September October November December';
let names: string[] | undefined;
/** English weekday (0-6) or month (7-18) name; abbreviated names are the first three letters. */
const nameAt = (index: number): string => (names ??= NAMES.split(' '))[index] as string;

const pad = (value: number, width: number, fill = '0'): string => String(value).padStart(width, fill);
const hour12 = (d: ZonedDate): number => d.hour % 12 || 12;

const COMPOSITES: Record<string, string> = { D: '%m/%d/%y', F: '%Y-%m-%d', r: '%i:%M:%S %p', R: '%H:%M', T: '%H:%M:%S', v: '%e-%b-%Y', x: '%m/%d/%Y', X: '%I:%M:%S %p' };

function directive(d: ZonedDate, ch: string): string {
  switch (ch) {
    case 'a': return nameAt(d.weekday).slice(0, 3);
    case 'A': return nameAt(d.weekday);
    case 'b': case 'h': return nameAt(d.month + 6).slice(0, 3);
    case 'B': return nameAt(d.month + 6);
    case 'c': return formatStrftime(d, `%a, %b ${d.dayOfMonth}, %Y %i:%M:%S %p %Z`);
    case 'C': return pad((d.year / 100) | 0, 2);
    case 'd': return pad(d.dayOfMonth, 2);
    case 'e': return pad(d.dayOfMonth, 2, ' ');
    case 'g': return pad(weekOfYear(d, 1, 4).year % 100, 2);
    case 'G': return pad(weekOfYear(d, 1, 4).year, 4);
    case 'H': return pad(d.hour, 2);
    case 'i': return String(hour12(d));
    case 'I': return pad(hour12(d), 2);
    case 'j': return pad(d.dayOfYear, 3);
    case 'k': return pad(d.hour, 2, ' ');
    case 'l': return pad(hour12(d), 2, ' ');
    case 'm': return pad(d.month, 2);
    case 'M': return pad(d.minute, 2);
    case 'n': return '\n';
    case 'N': return pad(d.millisecond * 1e6, 9);
    case 'p': return d.hour < 12 ? 'AM' : 'PM';
    case 'P': return d.hour < 12 ? 'am' : 'pm';
    case 'q': return String((((d.month - 1) / 3) | 0) + 1);
    case 's': return String((d.epochMs / 1000) | 0);
    case 'S': return pad(d.second, 2);
    case 't': return '\t';
    case 'u': return String(d.weekday || 7);
    case 'U': case 'W': return pad(weekOfYear(d, 0, 1).week, 2);
    case 'V': return pad(weekOfYear(d, 1, 4).week, 2);
    case 'w': return String(d.weekday);
    case 'y': return pad(d.year % 100, 2);
    case 'Y': return String(d.year);
    case 'z': {
      const minutes = (Math.abs(d.offsetMs) / 60_000) | 0;
      return `${d.offsetMs < 0 ? '-' : '+'}${pad((minutes / 60) | 0, 2)}:${pad(minutes % 60, 2)}`;
    }
    case 'Z': return zoneAbbreviation(d.zoneId, d.epochMs);
    default: return '';
  }
}

/** Formats zoned dates with one strftime-like pattern, read once. */
export type StrftimeFormat = (date: ZonedDate) => string;

/** Compiles a strftime-like pattern (English names; `%%` is a literal percent; unknown directives vanish) to literal runs around directives. */
export function compileStrftime(pattern: string): StrftimeFormat {
  const runs = [''];
  const read = (text: string): void => {
    for (let i = 0; i < text.length; i++) {
      const ch = text.charAt(i);
      const next = ch === '%' ? text.charAt(++i) : '';
      if (next === '' || next === '%') runs[runs.length - 1] += ch;
      else if (COMPOSITES[next]) read(COMPOSITES[next]);
      else runs.push(next, '');
    }
  };
  read(pattern);
  return (date) => {
    let out = runs[0] as string;
    for (let i = 1; i < runs.length; i += 2) out += directive(date, runs[i] as string) + runs[i + 1];
    return out;
  };
}

/** Formats a zoned date with a strftime-like pattern (see {@link compileStrftime}). */
export const formatStrftime = (date: ZonedDate, pattern: string): string => compileStrftime(pattern)(date);
