import { describe, expect, it } from 'vitest';
import { JulianDayRangeError } from '../../../../src/template/plugins/site/JulianDayRangeError';
import { weekOfYear, zonedDate } from '../../../../src/template/plugins/site/ZonedDate';

const DAY = 86_400_000;
const JD_UNIX_EPOCH = 2_440_588;
const epochOfJulianDay = (jd: number): number => (jd - JD_UNIX_EPOCH) * DAY;

describe('zonedDate', () => {
  it('accepts Julian days 0 and 4881503 and throws a typed error just outside them', () => {
    expect(zonedDate(epochOfJulianDay(0), 'UTC').julianDay).toBe(0);
    expect(zonedDate(epochOfJulianDay(4_881_503), 'UTC').julianDay).toBe(4_881_503);
    expect(() => zonedDate(epochOfJulianDay(0) - 1, 'UTC')).toThrow(JulianDayRangeError);
    try {
      zonedDate(epochOfJulianDay(4_881_504), 'UTC');
    } catch (error) {
      expect(error).toBeInstanceOf(JulianDayRangeError);
      expect((error as JulianDayRangeError).code).toBe('JULIAN_DAY_OUT_OF_RANGE');
      expect((error as JulianDayRangeError).julianDay).toBe(4_881_504);
    }
  });

  it('agrees with the platform Gregorian calendar after the 1582 cutover', () => {
    for (const epoch of [0, 951_782_400_000, 1_613_597_165_345, -2_208_988_800_000, 4_102_444_800_000]) {
      const d = zonedDate(epoch, 'UTC');
      const js = new Date(epoch);
      expect([d.year, d.month, d.dayOfMonth, d.weekday, d.hour, d.minute, d.second])
        .toEqual([js.getUTCFullYear(), js.getUTCMonth() + 1, js.getUTCDate(), js.getUTCDay(), js.getUTCHours(), js.getUTCMinutes(), js.getUTCSeconds()]);
    }
  });

  it('uses the Julian calendar before 15 October 1582 (the day before is 4 October)', () => {
    const cutover = Date.UTC(1582, 9, 15);
    const before = zonedDate(cutover - DAY, 'UTC');
    expect([before.year, before.month, before.dayOfMonth]).toEqual([1582, 10, 4]);
  });

  it('applies the zone offset and maps legacy zone names; unknown zones fall back to UTC', () => {
    const epoch = Date.UTC(2021, 1, 17, 21, 26, 5);
    expect(zonedDate(epoch, 'Asia/Tokyo').hour).toBe(6);
    expect(zonedDate(epoch, 'Asia/Tokyo').offsetMs).toBe(9 * 3_600_000);
    expect(zonedDate(epoch, 'SystemV/EST5EDT').offsetMs).toBe(-5 * 3_600_000);
    expect(zonedDate(epoch, 'Mars/Olympus_Mons').hour).toBe(21);
  });

  it('computes ISO weeks (Monday first, 4 days) across year ends', () => {
    expect(weekOfYear(zonedDate(Date.UTC(2021, 0, 3), 'UTC'), 1, 4)).toEqual({ week: 53, year: 2020 });
    expect(weekOfYear(zonedDate(Date.UTC(2021, 0, 4), 'UTC'), 1, 4)).toEqual({ week: 1, year: 2021 });
    expect(weekOfYear(zonedDate(Date.UTC(2024, 11, 30), 'UTC'), 1, 4)).toEqual({ week: 1, year: 2025 });
  });

  it('gives the local time on both sides of a half-hour DST transition', () => {
    const lordHoweSwitch = Date.UTC(2021, 9, 2, 15, 30);
    const before = zonedDate(lordHoweSwitch - 1000, 'Australia/Lord_Howe');
    const after = zonedDate(lordHoweSwitch, 'Australia/Lord_Howe');
    expect([before.hour, before.minute, before.second]).toEqual([1, 59, 59]);
    expect([after.hour, after.minute, after.second]).toEqual([2, 30, 0]);
  });
});
