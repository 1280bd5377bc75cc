const LEGACY_ZONE_NAMES: Readonly<Record<string, string>> = {
  'SystemV/AST4': 'America/Puerto_Rico',
  'SystemV/AST4ADT': 'America/Halifax',
  'SystemV/CST6': 'America/Regina',
  'SystemV/CST6CDT': 'America/Chicago',
  'SystemV/EST5': 'America/Indianapolis',
  'SystemV/EST5EDT': 'America/New_York',
  'SystemV/HST10': 'Pacific/Honolulu',
  'SystemV/MST7': 'America/Phoenix',
  'SystemV/MST7MDT': 'America/Denver',
  'SystemV/PST8': 'Pacific/Pitcairn',
  'SystemV/PST8PDT': 'America/Los_Angeles',
  'SystemV/YST9': 'Pacific/Gambier',
  'SystemV/YST9YDT': 'America/Anchorage',
  'Canada/East-Saskatchewan': 'America/Regina',
};

const offsetFormats = new Map<string, Intl.DateTimeFormat | null>();

/** Maps a legacy zone name to its current id; other names pass through. */
export function canonicalZoneName(zone: string): string {
  return Object.prototype.hasOwnProperty.call(LEGACY_ZONE_NAMES, zone) ? (LEGACY_ZONE_NAMES[zone] as string) : zone;
}

/** Resolves a zone name the platform knows, mapping legacy names first; unknown zones become UTC. */
export function resolveTimeZone(zone: string): string {
  const canonical = canonicalZoneName(zone);
  return offsetFormatFor(canonical) ? canonical : 'UTC';
}

function offsetFormatFor(zone: string): Intl.DateTimeFormat | null {
  let format = offsetFormats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone, hourCycle: 'h23', era: 'short',
        year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
      });
    } catch {
      format = null;
    }
    offsetFormats.set(zone, format);
  }
  return format;
}

/** Offset of `zone` from UTC at instant `epochMs`, in milliseconds (whole seconds); 0 for unknown zones. */
export function zoneOffsetAt(zone: string, epochMs: number): number {
  const format = offsetFormatFor(canonicalZoneName(zone));
  if (!format || !Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) return 0;
  const fields: Record<string, string> = {};
  for (const part of format.formatToParts(epochMs)) fields[part.type] = part.value;
  const yearOfEra = Number(fields.year);
  const year = fields.era === 'BC' || fields.era === 'B' ? 1 - yearOfEra : yearOfEra;
  const local = new Date(0);
  local.setUTCFullYear(year, Number(fields.month) - 1, Number(fields.day));
  local.setUTCHours(Number(fields.hour), Number(fields.minute), Number(fields.second), 0);
  const wholeSecondsUtc = Math.floor(epochMs / 1000) * 1000;
  return local.getTime() - wholeSecondsUtc;
}

const abbreviationFormats = new Map<string, Intl.DateTimeFormat>();
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'en-NZ', 'ja-JP', 'ko-KR', 'en-ZA', 'en-IE', 'he-IL'];
const GMT_OFFSET = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/;

function shortZoneName(id: string, locale: string, epochMs: number): string {
  const key = `${locale} ${id}`;
  let format = abbreviationFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: id, timeZoneName: 'short' });
    abbreviationFormats.set(key, format);
  }
  return format.formatToParts(epochMs).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

const isAlphabeticAbbreviation = (name: string): boolean => name === 'GMT' || (!name.startsWith('GMT') && !name.startsWith('UTC') && /^[A-Z]{2,5}$/.test(name));

function zoneAbbreviationNamed(id: string, epochMs: number): string | undefined {
  return ABBREVIATION_LOCALES.map((locale) => shortZoneName(id, locale, epochMs)).find(isAlphabeticAbbreviation);
}

/** Short abbreviation of `zone` at `epochMs` (e.g. EST, JST, CET); numeric zones as `+09` / `+0530`. */
export function zoneAbbreviation(zone: string, epochMs: number): string {
  const id = resolveTimeZone(zone);
  if (id === 'UTC' || id === 'Etc/UTC') return 'UTC';
  let fallback = '';
  for (const locale of ABBREVIATION_LOCALES) {
    const name = shortZoneName(id, locale, epochMs);
    if (isAlphabeticAbbreviation(name)) return name;
    if (!fallback) fallback = name;
  }
  const offset = zoneOffsetAt(id, epochMs);
  for (const month of [0, 6]) {
    const sample = Date.UTC(2000, month, 1);
    if (zoneOffsetAt(id, sample) === offset) {
      const named = zoneAbbreviationNamed(id, sample);
      if (named) return named;
    }
  }
  const match = GMT_OFFSET.exec(fallback);
  if (!match) return fallback === 'GMT' ? 'GMT' : fallback;
  const hours = (match[2] ?? '0').padStart(2, '0');
  return `${match[1]}${hours}${match[3] && match[3] !== '00' ? match[3] : ''}`;
}
