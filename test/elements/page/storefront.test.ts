import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageContext, getStorefront, resetStorefront } from '../../../src/elements/page/storefront';
import { CART_SYNC_CHANNEL_NAME } from '../../../src/core/cart';

describe('getStorefront', () => {
  it("creates one page cart store that follows adds made in other tabs", async () => {
    const { cart } = getStorefront();
    expect(getStorefront().cart).toBe(cart);
    await cart.start();
    const otherTab = new BroadcastChannel(CART_SYNC_CHANNEL_NAME);
    const seen = new Promise<void>((resolve) => {
      const unsubscribe = cart.subscribe(() => {
        if (cart.getSnapshot().totalQuantity === 3) {
          unsubscribe();
          resolve();
        }
      });
    });
    otherTab.postMessage({
      type: 'cart-changed',
      origin: 'other-tab',
      stamp: Date.now() + 1000,
      cart: { id: 'c1', entries: [{ id: 'e1', itemId: 'p', quantity: 3 }], subtotalCents: 1500, totalQuantity: 3, isPurchased: false },
    });
    await seen;
    expect(cart.getSnapshot().subtotal.toDecimalString()).toBe('15.00');
    otherTab.close();
  });
});

function givePageContext(json: string | undefined): void {
  document.getElementById('store-page-context')?.remove();
  if (json !== undefined) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'store-page-context';
    script.textContent = json;
    document.head.append(script);
  }
  resetStorefront();
}

describe('page context (spec §3: the page context carries the authenticated account id)', () => {
  afterEach(() => {
    givePageContext(undefined);
    document.cookie = 'SiteUserInfo=; max-age=0';
    vi.restoreAllMocks();
  });

  it('reads logged-in state, locale and store currency from the page context script', () => {
    givePageContext(JSON.stringify({ website: { id: 'site-1', language: 'fr-CA' }, websiteSettings: { storeSettings: { selectedCurrency: 'CAD' } }, authenticatedAccount: { id: 'acct-1' } }));
    expect(getPageContext()).toMatchObject({ websiteId: 'site-1', locale: 'fr-CA', currency: 'CAD', authenticatedAccountId: 'acct-1' });
    expect(getStorefront().session.isAuthenticated()).toBe(true);
    expect(getStorefront().cart.getSnapshot().subtotal.currency).toBe('CAD');
  });

  it('is anonymous without an authenticated account, whatever cookie claims otherwise', () => {
    document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true }))}`;
    givePageContext(JSON.stringify({ website: { id: 'site-1' } }));
    expect(getStorefront().session.isAuthenticated()).toBe(false);
    givePageContext(undefined);
    expect(getPageContext()).toBeUndefined();
    expect(getStorefront().session.isAuthenticated()).toBe(false);
  });

  it('ignores a malformed context with one warning naming the bad field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    givePageContext(JSON.stringify({ website: { id: 'site-1' }, authenticatedAccount: { id: true } }));
    expect(getPageContext()).toBeUndefined();
    expect(getPageContext()).toBeUndefined();
    expect(getStorefront().session.isAuthenticated()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('authenticatedAccount.id');
    givePageContext('{not json');
    expect(getPageContext()).toBeUndefined();
    expect(String(warn.mock.calls[1]?.[0])).toContain('not valid JSON');
  });
});
