import type { TimeZoneData } from '../schemas/pageContextSchema';
import { zoneOffsetAt } from './zoneOffsetAt';
import { canonicalZoneName } from './canonicalZoneName';
import { timeZoneDataOffset } from './timeZoneDataOffset';

/** Logged when the page has no time zone data (spec §8). */
export const NO_TIME_ZONE_DATA_MESSAGE = 'No timezone data loaded';

/** The site's time zone, as dates that elements show use it. */
export interface SiteTimeZone {
  /** The zone's id with legacy names mapped ('SystemV/EST5EDT' is 'America/New_York'); undefined when the data names none. */
  readonly id: string | undefined;
  /** Offset from UTC in minutes (east positive) at `epochMs`; throws when every zone period of the data ended before it. */
  offsetAt(epochMs: number): number;
}

/**
 * The site's zone from the page context's time zone data (spec §3, §8): its periods and rules when it has them, else
 * the zone it names (legacy names mapped; unknown zones are UTC). Without data it logs 'No timezone data loaded' through
 * `log` and follows the browser's offset.
 */
export function siteTimeZone(data: TimeZoneData | undefined, log: (message: string) => void): SiteTimeZone {
  const id = data?.name ? canonicalZoneName(data.name) : undefined;
  if (data && data.zones.length > 0) return { id, offsetAt: (epochMs) => timeZoneDataOffset(data, epochMs) };
  if (id) return { id, offsetAt: (epochMs) => zoneOffsetAt(id, epochMs) / 60_000 };
  log(NO_TIME_ZONE_DATA_MESSAGE);
  return { id: undefined, offsetAt: browserOffsetAt };
}

/** The browser's offset from UTC in minutes (east positive) at `epochMs`. */
export function browserOffsetAt(epochMs: number): number {
  return -new Date(epochMs).getTimezoneOffset();
}
