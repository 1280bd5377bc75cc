import type { TimeZoneData, TimeZonePeriod, TimeZoneRule } from '../schemas/pageContextSchema';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Minutes of a rule's `at` or `save`: a number of minutes, or '[-]h[:mm[:ss]]' with an optional w/s/u/g/z suffix. */
function minutesOf(value: string | number | null): number {
  if (value === null || value === '-' || value === '') return 0;
  if (typeof value === 'number') return value;
  const match = /^(-)?(\d+)(?::(\d+))?(?::(\d+))?[wsugz]?$/i.exec(value.trim());
  if (!match) throw new Error(`time zone data: cannot read the time ${JSON.stringify(value)}`);
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0) + Number(match[4] ?? 0) / 60;
  return match[1] ? -minutes : minutes;
}

/** Month index 0–11 of a rule's `in` ('Mar', 'March' or 3). */
function monthOf(value: string | number | null): number {
  const index = typeof value === 'number' ? value - 1 : MONTHS.indexOf(String(value).slice(0, 3).toLowerCase());
  if (index < 0 || index > 11) throw new Error(`time zone data: cannot read the month ${JSON.stringify(value)}`);
  return index;
}

/** Day of the month of a rule's `on` in `year`/`month`: '15', 'lastSun', 'Sun>=8' or 'Sat<=1'. */
function dayOf(value: string | number | null, year: number, month: number): number {
  const text = String(value ?? '1').trim();
  if (/^\d+$/.test(text)) return Number(text);
  const weekday = (name: string) => WEEKDAYS.indexOf(name.slice(0, 3).toLowerCase());
  const last = /^last([a-z]+)$/i.exec(text);
  if (last?.[1] && weekday(last[1]) >= 0) {
    const lastDay = new Date(Date.UTC(year, month + 1, 0));
    return lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday(last[1]) + 7) % 7);
  }
  const relative = /^([a-z]+)([<>]=)(\d+)$/i.exec(text);
  if (relative?.[1] && weekday(relative[1]) >= 0) {
    const from = new Date(Date.UTC(year, month, Number(relative[3]))).getUTCDay();
    const target = weekday(relative[1]);
    return Number(relative[3]) + (relative[2] === '>=' ? (target - from + 7) % 7 : -((from - target + 7) % 7));
  }
  throw new Error(`time zone data: cannot read the day ${JSON.stringify(value)}`);
}

/** The last year a rule applies to: its `to` year, its `from` year for 'only' or none, unbounded for 'max'. */
function lastYearOf(rule: TimeZoneRule, first: number): number {
  const to = typeof rule.to === 'string' ? rule.to.trim().toLowerCase() : rule.to;
  if (to === null || to === 'only' || to === '') return first;
  return to === 'max' || to === 'maximum' ? Infinity : Number(to);
}

/** The UTC instant of a rule's change in `year`, its `at` read as wall time (by `save` in force), standard time (s) or UTC (u, g, z). */
function changeAt(rule: TimeZoneRule, year: number, standardMinutes: number, save: number): number {
  const month = monthOf(rule.in);
  const localMs = Date.UTC(year, month, 1) + (dayOf(rule.on, year, month) - 1) * DAY_MS + minutesOf(rule.at) * MINUTE_MS;
  const kind = typeof rule.at === 'string' ? rule.at.trim().slice(-1).toLowerCase() : 'w';
  const offset = 'ugz'.includes(kind) ? 0 : kind === 's' ? standardMinutes : standardMinutes + save;
  return localMs - offset * MINUTE_MS;
}

/** Daylight saving minutes in force at `epochMs` under a rule set, for a period of `standardMinutes`. */
function saveUnder(rules: readonly TimeZoneRule[], epochMs: number, standardMinutes: number): number {
  const year = new Date(epochMs + standardMinutes * MINUTE_MS).getUTCFullYear();
  const changes = [year - 1, year].flatMap((changeYear) =>
    rules
      .filter((rule) => {
        const first = Number(rule.from);
        return first <= changeYear && changeYear <= lastYearOf(rule, first);
      })
      .map((rule) => ({ rule, year: changeYear, order: changeAt(rule, changeYear, standardMinutes, 0) })),
  );
  changes.sort((a, b) => a.order - b.order);
  let save = 0;
  for (const change of changes) {
    if (changeAt(change.rule, change.year, standardMinutes, save) > epochMs) break;
    save = minutesOf(change.rule.save);
  }
  return save;
}

/** The period in force at `epochMs`: the first whose `until` is after it (null: still in force). */
function periodAt(zones: readonly TimeZonePeriod[], epochMs: number): TimeZonePeriod {
  const period = zones.find((zone) => zone.until === null || zone.until > epochMs);
  if (!period) {
    const at = Number.isFinite(epochMs) && Math.abs(epochMs) <= 8.64e15 ? new Date(epochMs).toISOString() : String(epochMs);
    throw new Error(`time zone data: every zone period ended before ${at}`);
  }
  return period;
}

/**
 * Offset from UTC in minutes (east positive) at `epochMs` of the zone the page's time zone data describes (spec §3): the
 * period in force, plus the daylight saving of its rule set (or its fixed save, '1:00'). Throws when every period ended
 * before `epochMs`, or when a rule cannot be read.
 */
export function timeZoneDataOffset(data: Pick<TimeZoneData, 'zones' | 'rules'>, epochMs: number): number {
  const period = periodAt(data.zones, epochMs);
  if (period.rules === null || period.rules === '' || period.rules === '-') return period.offset;
  const rules = Object.hasOwn(data.rules, period.rules) ? data.rules[period.rules] : undefined;
  if (rules) return period.offset + saveUnder(rules, epochMs, period.offset);
  if (!/^-?\d/.test(period.rules)) throw new Error(`time zone data: no rules named ${JSON.stringify(period.rules)}`);
  return period.offset + minutesOf(period.rules);
}
