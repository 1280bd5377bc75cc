import { describe, expect, it } from 'vitest';
import { getStorefront, isSiteUserAuthenticated } from '../../../src/elements/base/storefront';
import { MemoryCookieJar } from '../../../src/core/api';
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

describe('isSiteUserAuthenticated (the cart loads at page start when the visitor is authenticated)', () => {
  it('reads the SiteUserInfo cookie set at login', () => {
    const cookies = new MemoryCookieJar();
    expect(isSiteUserAuthenticated(cookies)).toBe(false);
    cookies.set('SiteUserInfo', JSON.stringify({ authenticated: true, displayName: 'Demo Shopper' }));
    expect(isSiteUserAuthenticated(cookies)).toBe(true);
    cookies.set('SiteUserInfo', JSON.stringify({ authenticated: false }));
    expect(isSiteUserAuthenticated(cookies)).toBe(false);
    cookies.set('SiteUserInfo', '{not json');
    expect(isSiteUserAuthenticated(cookies)).toBe(false);
  });
});
