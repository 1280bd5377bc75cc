import { describe, expect, it } from 'vitest';
import { ConsentStore } from '../../../src/core/analytics';
import { hasRestrictiveCookiePolicy, readPageContext } from '../../../src/core/pageContext';
import { RecordingJar } from './recordingJar';

const CENSUS = { ss_cid: 'a', ss_cpvisit: '1', ss_cvisit: '2', ss_cvr: 'a|1|1|1|1', ss_cvt: '1' };

describe('ConsentStore', () => {
  it('allows tracking under a non-restrictive policy until the visitor declines', () => {
    const store = new ConsentStore({ cookies: new RecordingJar(), restrictive: false });
    expect(store.getSnapshot()).toEqual({ choice: 'unset', restrictive: false, trackingAllowed: true });
    store.decline();
    expect(store.getSnapshot().trackingAllowed).toBe(false);
  });

  it('allows nothing under a restrictive policy until ss_cookieAllowed marks consent', () => {
    const jar = new RecordingJar();
    const store = new ConsentStore({ cookies: jar, restrictive: true });
    expect(store.getSnapshot().trackingAllowed).toBe(false);
    let changes = 0;
    store.subscribe(() => (changes += 1));
    store.accept();
    expect(store.getSnapshot()).toEqual({ choice: 'accepted', restrictive: true, trackingAllowed: true });
    expect(changes).toBe(1);
    expect(jar.writes).toEqual([{ name: 'ss_cookieAllowed', value: '1', options: { path: '/', maxAgeSeconds: 2 * 365 * 24 * 3600 } }]);
  });

  it('reads consent given on an earlier page', () => {
    expect(new ConsentStore({ cookies: new RecordingJar({ ss_cookieAllowed: '1' }), restrictive: true }).getSnapshot().trackingAllowed).toBe(true);
    expect(new ConsentStore({ cookies: new RecordingJar({ ss_cookieAllowed: '0' }), restrictive: false }).getSnapshot()).toMatchObject({
      choice: 'declined',
      trackingAllowed: false,
    });
    expect(new ConsentStore({ cookies: new RecordingJar({ ss_cookieAllowed: 'yes' }), restrictive: true }).getSnapshot().choice).toBe('unset');
  });

  it("remembers 'Decline' in ss_cookieAllowed=0 and clears the census cookies", () => {
    const jar = new RecordingJar(CENSUS);
    new ConsentStore({ cookies: jar, restrictive: true }).decline();
    expect(jar.toCookieHeader()).toBe('ss_cookieAllowed=0');
  });

  it('treats cloneable websites as restrictive', () => {
    const cloneable = readPageContext({ website: { id: 'w', cloneable: true } });
    const store = new ConsentStore({ cookies: new RecordingJar(), restrictive: hasRestrictiveCookiePolicy(cloneable) });
    expect(store.getSnapshot()).toMatchObject({ restrictive: true, trackingAllowed: false });
  });

  it('keeps the snapshot identity when the choice does not change', () => {
    const store = new ConsentStore({ cookies: new RecordingJar(), restrictive: true });
    store.accept();
    const first = store.getSnapshot();
    store.accept();
    expect(store.getSnapshot()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
