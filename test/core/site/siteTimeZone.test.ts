import { describe, expect, it, vi } from 'vitest';
import { siteTimeZone } from '../../../src/core/site';
import { readPageContext } from '../../../src/core/pageContext';

const contextData = (tzData: unknown) => readPageContext({ website: { id: 'w' }, tzData }).timeZoneData;

describe('siteTimeZone (spec §3, §8)', () => {
  it("follows the data's periods and rules, naming the zone with legacy names mapped", () => {
    const log = vi.fn();
    const zone = siteTimeZone(contextData({ name: 'SystemV/EST5EDT', zones: [[-300, 'US', 'E%sT', null]], rules: { US: [[2007, 'max', null, 'Mar', 'Sun>=8', '2:00', 60, 'D'], [2007, 'max', null, 'Nov', 'Sun>=1', '2:00', 0, 'S']] } }), log);
    expect(zone.id).toBe('America/New_York');
    expect(zone.offsetAt(Date.UTC(2026, 6, 1))).toBe(-240);
    expect(log).not.toHaveBeenCalled();
  });

  it('uses the zone the data names when it has no periods; an unknown zone is UTC', () => {
    const log = vi.fn();
    const honolulu = siteTimeZone(contextData({ name: 'SystemV/HST10' }), log);
    expect(honolulu.id).toBe('Pacific/Honolulu');
    expect(honolulu.offsetAt(Date.UTC(2026, 6, 1))).toBe(-600);
    expect(siteTimeZone(contextData({ name: 'Nowhere/Special' }), log).offsetAt(Date.UTC(2026, 6, 1))).toBe(0);
    expect(log).not.toHaveBeenCalled();
  });

  it("logs 'No timezone data loaded' without data and follows the browser's offset", () => {
    const log = vi.fn();
    const zone = siteTimeZone(undefined, log);
    expect(log).toHaveBeenCalledWith('No timezone data loaded');
    expect(zone.id).toBeUndefined();
    for (const at of [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)]) expect(zone.offsetAt(at)).toBe(-new Date(at).getTimezoneOffset());
  });

  it('throws from a lookup after every period ended', () => {
    const zone = siteTimeZone(contextData({ zones: [[60, null, 'CET', Date.UTC(2020, 0, 1)]] }), vi.fn());
    expect(() => zone.offsetAt(Date.UTC(2021, 0, 1))).toThrow('time zone data: every zone period ended before 2021-01-01T00:00:00.000Z');
  });
});
