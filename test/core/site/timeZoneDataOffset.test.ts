import { describe, expect, it } from 'vitest';
import { timeZoneDataOffset } from '../../../src/core/site';
import { readPageContext } from '../../../src/core/pageContext';

/** America/New_York as a page context carries it: US rules since 2007, and a period that ended in 1970 before them. */
const newYork = readPageContext({
  website: { id: 'w' },
  tzData: {
    name: 'SystemV/EST5EDT',
    zones: [
      [-240, null, 'EDT', Date.UTC(1970, 0, 1)],
      [-300, 'US', 'E%sT', null],
    ],
    rules: {
      US: [
        [2007, 'max', null, 'Mar', 'Sun>=8', '2:00', 60, 'D'],
        [2007, 'max', null, 'Nov', 'Sun>=1', '2:00', 0, 'S'],
      ],
    },
  },
}).timeZoneData!;

/** Australia/Sydney: daylight saving across the new year, changes at 2:00 standard time. */
const sydney = readPageContext({
  website: { id: 'w' },
  tzData: {
    zones: [{ offset: 600, rules: 'AN', format: 'AE%sT', until: null }],
    rules: {
      AN: [
        { from: 2008, to: 'max', type: null, in: 'Apr', on: 'Sun>=1', at: '2:00s', save: 0, letter: 'S' },
        { from: 2008, to: 'max', type: null, in: 'Oct', on: 'Sun>=1', at: '2:00s', save: '1:00', letter: 'D' },
      ],
    },
  },
}).timeZoneData!;

describe('timeZoneDataOffset (spec §3: zones with offset, rules, format, until)', () => {
  it('adds the daylight saving of the rule in force to the period offset', () => {
    expect(timeZoneDataOffset(newYork, Date.UTC(2026, 0, 15, 12))).toBe(-300);
    expect(timeZoneDataOffset(newYork, Date.UTC(2026, 6, 15, 12))).toBe(-240);
    expect(timeZoneDataOffset(sydney, Date.UTC(2026, 0, 15))).toBe(660);
    expect(timeZoneDataOffset(sydney, Date.UTC(2026, 6, 15))).toBe(600);
  });

  it('changes at the rule time read as wall time, standard time or UTC', () => {
    // 2026-03-08 02:00 EST = 07:00 UTC; 2026-11-01 02:00 EDT = 06:00 UTC.
    expect(timeZoneDataOffset(newYork, Date.UTC(2026, 2, 8, 6, 59))).toBe(-300);
    expect(timeZoneDataOffset(newYork, Date.UTC(2026, 2, 8, 7))).toBe(-240);
    expect(timeZoneDataOffset(newYork, Date.UTC(2026, 10, 1, 5, 59))).toBe(-240);
    expect(timeZoneDataOffset(newYork, Date.UTC(2026, 10, 1, 6))).toBe(-300);
    // 2026-04-05 02:00 AEST (standard) = 2026-04-04 16:00 UTC; 2026-10-04 02:00 AEST = 2026-10-03 16:00 UTC.
    expect(timeZoneDataOffset(sydney, Date.UTC(2026, 3, 4, 15, 59))).toBe(660);
    expect(timeZoneDataOffset(sydney, Date.UTC(2026, 3, 4, 16))).toBe(600);
    expect(timeZoneDataOffset(sydney, Date.UTC(2026, 9, 3, 16))).toBe(660);
  });

  it('reads lastSun, Sun<=n, a plain day, UTC times and a fixed save', () => {
    const data = {
      zones: [
        { offset: 60, rules: '1:00', format: 'CEST', until: Date.UTC(2000, 0, 1) },
        { offset: 60, rules: 'EU', format: 'CE%sT', until: null },
      ],
      rules: {
        EU: [
          { from: 1981, to: 'max', type: null, in: 'Mar', on: 'lastSun', at: '1:00u', save: 60, letter: 'S' },
          { from: 1996, to: 'max', type: null, in: 'Oct', on: 'Sun<=31', at: '1:00u', save: 0, letter: '' },
          { from: 2030, to: 'only', type: null, in: 12, on: '24', at: 0, save: 30, letter: 'X' },
        ],
      },
    };
    expect(timeZoneDataOffset(data, Date.UTC(1999, 0, 1))).toBe(120);
    expect(timeZoneDataOffset(data, Date.UTC(2026, 2, 29, 0, 59))).toBe(60);
    expect(timeZoneDataOffset(data, Date.UTC(2026, 2, 29, 1))).toBe(120);
    expect(timeZoneDataOffset(data, Date.UTC(2026, 9, 25, 1))).toBe(60);
    expect(timeZoneDataOffset(data, Date.UTC(2030, 11, 24, 12))).toBe(90);
    expect(timeZoneDataOffset(data, Date.UTC(2031, 0, 2))).toBe(90);
  });

  it('uses the period in force: one that ended before the time is passed over', () => {
    expect(timeZoneDataOffset(newYork, Date.UTC(1969, 6, 1))).toBe(-240);
  });

  it('throws when every zone period ended before the given time', () => {
    const ended = { zones: [{ offset: 60, rules: null, format: 'CET', until: Date.UTC(2020, 0, 1) }], rules: {} };
    expect(timeZoneDataOffset(ended, Date.UTC(2019, 5, 1))).toBe(60);
    expect(() => timeZoneDataOffset(ended, Date.UTC(2020, 0, 1))).toThrow('time zone data: every zone period ended before 2020-01-01T00:00:00.000Z');
    expect(() => timeZoneDataOffset({ zones: [], rules: {} }, 0)).toThrow(/every zone period ended before/);
  });

  it('names rules it cannot read', () => {
    const data = (rules: Record<string, unknown>[], name = 'R') => ({ zones: [{ offset: 0, rules: name, format: 'X', until: null }], rules: { R: rules } }) as never;
    expect(() => timeZoneDataOffset(data([], 'Q'), 0)).toThrow('time zone data: no rules named "Q"');
    expect(() => timeZoneDataOffset(data([{ from: 1970, to: 'max', type: null, in: 'Foo', on: '1', at: '0:00', save: 60, letter: '' }]), 0)).toThrow('cannot read the month "Foo"');
    expect(() => timeZoneDataOffset(data([{ from: 1970, to: 'max', type: null, in: 'Mar', on: 'firstSun', at: '0:00', save: 60, letter: '' }]), 0)).toThrow('cannot read the day "firstSun"');
  });
});
