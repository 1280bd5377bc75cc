import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/core/api';
import { SiteUserSession } from '../../../src/core/session';

describe('SiteUserSession', () => {
  it('is anonymous by default and authenticated once a login token is set', () => {
    const session = new SiteUserSession();
    expect(session.isAuthenticated()).toBe(false);
    let changes = 0;
    session.subscribe(() => (changes += 1));
    session.setXsrfToken('tok');
    expect([session.isAuthenticated(), session.getXsrfToken(), changes]).toEqual([true, 'tok', 1]);
    session.setXsrfToken(undefined);
    expect([session.isAuthenticated(), session.getXsrfToken(), changes]).toEqual([false, undefined, 2]);
  });

  it('keeps the token across page loads through storage, and forgets it on logout', () => {
    const storage = createMemoryStorage();
    new SiteUserSession({ storage }).setXsrfToken('tok');
    const nextPage = new SiteUserSession({ storage });
    expect(nextPage.getXsrfToken()).toBe('tok');
    nextPage.setXsrfToken(undefined);
    expect(new SiteUserSession({ storage }).isAuthenticated()).toBe(false);
  });

  it('drops a stored token when the page says the visitor is anonymous (the session ended on the server)', () => {
    const storage = createMemoryStorage({ 'storefront.siteUser.xsrfToken': 'old' });
    const session = new SiteUserSession({ storage, authenticatedAccountId: null });
    expect([session.isAuthenticated(), session.getXsrfToken(), storage.getItem('storefront.siteUser.xsrfToken')]).toEqual([false, undefined, null]);
  });

  it('keeps the stored token on the next page while the page says the visitor is logged in', () => {
    const storage = createMemoryStorage({ 'storefront.siteUser.xsrfToken': 'tok' });
    expect(new SiteUserSession({ storage, authenticatedAccountId: 'acct-1' }).getXsrfToken()).toBe('tok');
  });

  it('treats an authenticated account id from the page as logged in', () => {
    expect(new SiteUserSession({ authenticatedAccountId: 'acct-1' }).isAuthenticated()).toBe(true);
    expect(new SiteUserSession({ authenticatedAccountId: null }).isAuthenticated()).toBe(false);
  });

  it('knows the email logged in with, across page loads, until logout or the page says anonymous', () => {
    const storage = createMemoryStorage();
    const session = new SiteUserSession({ storage });
    session.setEmail('ada@example.com');
    expect(session.getSnapshot().email).toBeUndefined();
    session.setXsrfToken('tok');
    session.setEmail(' ada@example.com ');
    expect(session.getSnapshot()).toMatchObject({ authenticated: true, email: 'ada@example.com' });
    expect(new SiteUserSession({ storage }).getSnapshot().email).toBe('ada@example.com');
    expect(new SiteUserSession({ storage, authenticatedAccountId: null }).getSnapshot().email).toBeUndefined();
    expect(storage.getItem('storefront.siteUser.email')).toBeNull();
    session.setXsrfToken('tok');
    session.setEmail('ada@example.com');
    session.setXsrfToken(undefined);
    expect([session.getSnapshot().email, storage.getItem('storefront.siteUser.email')]).toEqual([undefined, null]);
  });

  it('keeps the snapshot identity when nothing changes', () => {
    const session = new SiteUserSession();
    const first = session.getSnapshot();
    session.setXsrfToken(undefined);
    expect(session.getSnapshot()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
