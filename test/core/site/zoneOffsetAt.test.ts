import { describe, expect, it } from 'vitest';
import { canonicalZoneName } from '../../../src/core/site/canonicalZoneName';
import { resolveTimeZone, zoneOffsetAt } from '../../../src/core/site/zoneOffsetAt';

describe('zoneOffsetAt', () => {
  it('maps legacy zone names; unknown zones resolve to UTC with offset 0', () => {
    const epoch = Date.UTC(2021, 1, 17, 21, 26, 5);
    expect(canonicalZoneName('SystemV/EST5EDT')).toBe('America/New_York');
    expect(zoneOffsetAt('SystemV/EST5EDT', epoch)).toBe(-5 * 3_600_000);
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(zoneOffsetAt('Mars/Olympus_Mons', epoch)).toBe(0);
  });

  it('keeps zone offsets exact on both sides of DST transitions, also when the hour was read before (offset cache)', () => {
    const hour = 3_600_000;
    const newYorkSwitch = Date.UTC(2021, 2, 14, 7);
    for (let round = 0; round < 2; round++) {
      expect(zoneOffsetAt('America/New_York', newYorkSwitch - hour)).toBe(-5 * hour);
      expect(zoneOffsetAt('America/New_York', newYorkSwitch - 1)).toBe(-5 * hour);
      expect(zoneOffsetAt('America/New_York', newYorkSwitch)).toBe(-4 * hour);
      expect(zoneOffsetAt('America/New_York', newYorkSwitch + 59 * 60_000)).toBe(-4 * hour);
    }
    const lordHoweSwitch = Date.UTC(2021, 9, 2, 15, 30);
    for (let round = 0; round < 2; round++) {
      expect(zoneOffsetAt('Australia/Lord_Howe', lordHoweSwitch - 30 * 60_000)).toBe(10.5 * hour);
      expect(zoneOffsetAt('Australia/Lord_Howe', lordHoweSwitch - 1000)).toBe(10.5 * hour);
      expect(zoneOffsetAt('Australia/Lord_Howe', lordHoweSwitch)).toBe(11 * hour);
      expect(zoneOffsetAt('Australia/Lord_Howe', lordHoweSwitch + 29 * 60_000)).toBe(11 * hour);
    }
  });
});
