import { resolveTimeZone, zoneOffsetAt } from '../../../core/site/zoneOffsetAt';
import { dateTimeFormat } from './intlCache';

const ABBREVIATION_LOCALES = 'en-US en-GB en-AU en-IN en-NZ ja-JP ko-KR en-ZA en-IE he-IL';

const shortZoneName = (id: string, locale: string, epochMs: number): string =>
  dateTimeFormat(locale, { timeZone: id, timeZoneName: 'short' }).formatToParts(epochMs).find((p) => p.type === 'timeZoneName')?.value ?? '';

/** Short abbreviation of `zone` at `epochMs` (e.g. EST, JST, CET), else one the zone uses in January or July 2000 at the same offset; numeric zones as `+09` / `+0530`. */
export function zoneAbbreviation(zone: string, epochMs: number): string {
  const id = resolveTimeZone(zone);
  if (id === 'UTC' || id === 'Etc/UTC') return 'UTC';
  const offset = zoneOffsetAt(id, epochMs);
  for (const at of [epochMs, Date.UTC(2000, 0, 1), Date.UTC(2000, 6, 1)]) {
    if (zoneOffsetAt(id, at) !== offset) continue;
    for (const locale of ABBREVIATION_LOCALES.split(' ')) {
      const name = shortZoneName(id, locale, at);
      if (name === 'GMT' || (!/^(GMT|UTC)/.test(name) && /^[A-Z]{2,5}$/.test(name))) return name;
    }
  }
  const fallback = shortZoneName(id, 'en-US', epochMs);
  const match = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/.exec(fallback);
  if (!match) return fallback;
  return `${match[1]}${(match[2] as string).padStart(2, '0')}${match[3] && match[3] !== '00' ? match[3] : ''}`;
}
