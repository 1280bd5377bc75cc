import { describe, expect, it } from 'vitest';
import { clearCensusCookies, trackVisit } from '../../../src/core/analytics';
import { RecordingJar } from './recordingJar';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function visit(jar: RecordingJar) {
  return trackVisit(jar, { now: () => jar.clock, newId: () => 'new-visitor' });
}

describe('trackVisit: the visitor cookies over time', () => {
  it('writes ss_cvr for about 2 years (2 × 365 days) and ss_cvt for 30 minutes, both on path /', () => {
    const jar = new RecordingJar();
    visit(jar);
    expect(jar.writes).toEqual([
      { name: 'ss_cvr', value: `new-visitor|${jar.clock}|${jar.clock}|${jar.clock}|1`, options: { path: '/', maxAgeSeconds: 2 * 365 * 24 * 3600 } },
      { name: 'ss_cvt', value: String(jar.clock), options: { path: '/', maxAgeSeconds: 30 * 60 } },
    ]);
  });

  it('counts one visit for page views less than 30 minutes apart, and a new one after 30 minutes without a view', () => {
    const jar = new RecordingJar();
    const first = jar.clock;
    expect(visit(jar).outcome).toBe('first');
    jar.advance(29 * MINUTE);
    expect(visit(jar).outcome).toBe('same-visit');
    jar.advance(29 * MINUTE);
    expect(visit(jar).outcome).toBe('same-visit');
    expect(jar.get('ss_cvr')).toBe(`new-visitor|${first}|${first}|${first}|1`);
    jar.advance(30 * MINUTE);
    const second = jar.clock;
    expect(jar.get('ss_cvt')).toBeUndefined();
    expect(visit(jar).outcome).toBe('new-visit');
    expect(jar.get('ss_cvr')).toBe(`new-visitor|${first}|${first}|${second}|2`);
  });

  it('forgets the visitor after 2 × 365 days without a visit', () => {
    const jar = new RecordingJar();
    visit(jar);
    jar.advance(2 * 365 * DAY - MINUTE);
    expect(jar.get('ss_cvr')).toBeDefined();
    jar.advance(MINUTE);
    expect(jar.get('ss_cvr')).toBeUndefined();
  });

  it('starts over with a new record when the stored one is invalid, keeping ss_cid', () => {
    const jar = new RecordingJar({ ss_cvr: 'broken', ss_cid: 'known-visitor' });
    expect(visit(jar).record).toMatchObject({ id: 'known-visitor', visitCount: 1 });
  });

  it('writes the record with its pipes, as the server reads the cookie', () => {
    const jar = new RecordingJar();
    visit(jar);
    expect(jar.toCookieHeader()).toMatch(/ss_cvr=new-visitor\|\d+\|\d+\|\d+\|1/);
  });
});

describe('clearCensusCookies', () => {
  it('clears ss_cid, ss_cpvisit, ss_cvisit, ss_cvr and ss_cvt, and nothing else', () => {
    const jar = new RecordingJar({ ss_cid: 'a', ss_cpvisit: '1', ss_cvisit: '2', ss_cvr: 'a|1|1|1|1', ss_cvt: '1', crumb: 'c', ss_cookieAllowed: '1' });
    clearCensusCookies(jar);
    expect(jar.removals.sort()).toEqual(['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
    expect(jar.toCookieHeader()).toBe('crumb=c; ss_cookieAllowed=1');
  });
});
