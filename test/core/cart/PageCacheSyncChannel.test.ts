import { describe, expect, it } from 'vitest';
import { MemorySyncHub, createPageCacheSyncChannel, type CartSyncChannel } from '../../../src/core/cart';
import { pageTransition, testPage, type TestPage } from './pageTransitions';

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
const hide = (page: TestPage) => pageTransition(page, 'pagehide', true);
const show = (page: TestPage) => pageTransition(page, 'pageshow', true);

/** A hub, another tab on it, and a page's channel over it that counts the channels it opens and how many are open. */
function pageAndOtherTab() {
  const hub = new MemorySyncHub();
  const page = testPage();
  const counts = { opened: 0, open: 0 };
  const open = (): CartSyncChannel => {
    const channel = hub.connect();
    counts.opened += 1;
    counts.open += 1;
    return {
      ...channel,
      close() {
        counts.open -= 1;
        channel.close();
      },
    };
  };
  const channel = createPageCacheSyncChannel(page, open);
  const heard: unknown[] = [];
  channel.subscribe((message) => heard.push(message));
  const otherTab = hub.connect();
  const otherTabHeard: unknown[] = [];
  otherTab.subscribe((message) => otherTabHeard.push(message));
  return { page, channel, counts, heard, otherTab, otherTabHeard };
}

describe('createPageCacheSyncChannel', () => {
  it('is open while the page shows, closed while it is hidden (nothing reaches it), and open again once it shows', async () => {
    const { page, counts, heard, otherTab } = pageAndOtherTab();
    expect(counts).toEqual({ opened: 1, open: 1 });
    otherTab.post({ type: 'cart-changed', origin: 'other', stamp: 1, cart: 'first' });
    await settle();
    expect(heard).toEqual([{ type: 'cart-changed', origin: 'other', stamp: 1, cart: 'first' }]);

    hide(page);
    expect(counts).toEqual({ opened: 1, open: 0 });
    otherTab.post({ type: 'cart-changed', origin: 'other', stamp: 2, cart: 'while hidden' });
    await settle();
    expect(heard).toHaveLength(1);

    show(page);
    expect(counts).toEqual({ opened: 2, open: 1 });
    otherTab.post({ type: 'cart-changed', origin: 'other', stamp: 3, cart: 'after' });
    await settle();
    expect(heard.map((message) => (message as { cart: string }).cart)).toEqual(['first', 'after']);
  });

  it('sends to other tabs while shown, drops what is posted while hidden, and opens no second channel on a pageshow while open', async () => {
    const { page, channel, counts, otherTabHeard } = pageAndOtherTab();
    show(page);
    expect(counts).toEqual({ opened: 1, open: 1 });
    channel.post({ type: 'cart-changed', origin: 'page', stamp: 1, cart: 'shown' });
    hide(page);
    channel.post({ type: 'cart-changed', origin: 'page', stamp: 2, cart: 'hidden' });
    await settle();
    expect(otherTabHeard.map((message) => (message as { cart: string }).cart)).toEqual(['shown']);
  });

  it('stops for good on close: the channel is closed, and a later pageshow opens none', async () => {
    const { page, channel, counts, heard, otherTab } = pageAndOtherTab();
    channel.close();
    expect(counts).toEqual({ opened: 1, open: 0 });
    show(page);
    otherTab.post({ type: 'cart-changed', origin: 'other', stamp: 1, cart: 'late' });
    await settle();
    expect(counts).toEqual({ opened: 1, open: 0 });
    expect(heard).toEqual([]);
  });
});
