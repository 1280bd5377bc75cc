import { canonicalZoneName } from './canonicalZoneName';

const HOUR_MS = 3_600_000;
const MAX_EPOCH_MS = 8.64e15;
/** Hour buckets kept per zone before the oldest is dropped. */
const OFFSET_CACHE_CAPACITY = 4096;

export interface ZoneRecord {
  /** Canonical zone id. */
  readonly id: string;
  /** Formatter naming the zone's offset; null when the platform does not know the zone. */
  readonly format: Intl.DateTimeFormat | null;
  /** Offsets by UTC hour (epoch hours), for hours whose offset is the same at both ends. */
  readonly offsets: Map<number, number>;
}

/** Zone records kept before the oldest is dropped. */
const ZONE_CACHE_CAPACITY = 100;
const zones = new Map<string, ZoneRecord>();

let lastZone: string | undefined;
let lastRecord: ZoneRecord | undefined;

/** The record of `zone` (the last one asked for is kept at hand). */
export function zoneRecord(zone: string): ZoneRecord {
  if (zone === lastZone) return lastRecord as ZoneRecord;
  let record = zones.get(zone);
  if (!record) {
    const id = canonicalZoneName(zone);
    let format: Intl.DateTimeFormat | null;
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: id, timeZoneName: 'longOffset' });
    } catch {
      format = null;
    }
    if (zones.size >= ZONE_CACHE_CAPACITY) zones.delete(zones.keys().next().value as string);
    zones.set(zone, (record = { id, format, offsets: new Map() }));
  }
  lastZone = zone;
  return (lastRecord = record);
}

/** Resolves a zone name the platform knows, mapping legacy names first; unknown zones become UTC. */
export function resolveTimeZone(zone: string): string {
  const record = zoneRecord(zone);
  return record.format ? record.id : 'UTC';
}

/** Offset at `epochMs` read from the zone's `GMT±hh:mm[:ss]` name; NaN outside the Date range or when the local time leaves it. */
function measureOffset(format: Intl.DateTimeFormat, epochMs: number): number {
  if (Math.abs(epochMs) > MAX_EPOCH_MS) return NaN;
  const [, sign, hours = 0, minutes = 0, seconds = 0] = /GMT([+-])(\d+):(\d+):?(\d*)/.exec(format.format(epochMs)) ?? [];
  const offset = (sign === '-' ? -1000 : 1000) * (+hours * 3600 + +minutes * 60 + +seconds);
  return Math.abs(Math.floor(epochMs / 1000) * 1000 + offset) > MAX_EPOCH_MS ? NaN : offset;
}

/**
 * Offset of `zone` from UTC at instant `epochMs`, in milliseconds (whole seconds); 0 for unknown zones. Offsets are cached
 * per zone and UTC hour when they are equal at both ends of the hour (so an hour holding a transition is always measured).
 */
export const zoneOffsetAt = (zone: string, epochMs: number): number => offsetIn(zoneRecord(zone), epochMs);

/** {@link zoneOffsetAt} for a zone's record. */
export function offsetIn({ format, offsets }: ZoneRecord, epochMs: number): number {
  if (!format || !Number.isFinite(epochMs) || Math.abs(epochMs) > MAX_EPOCH_MS) return 0;
  const hour = Math.floor(epochMs / HOUR_MS);
  const cached = offsets.get(hour);
  if (cached !== undefined) return cached;
  const offset = measureOffset(format, hour * HOUR_MS);
  if (offset !== measureOffset(format, hour * HOUR_MS + HOUR_MS - 1000)) return measureOffset(format, epochMs);
  if (offsets.size >= OFFSET_CACHE_CAPACITY) offsets.delete(offsets.keys().next().value as number);
  offsets.set(hour, offset);
  return offset;
}
