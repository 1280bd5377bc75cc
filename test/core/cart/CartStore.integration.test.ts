// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, ApiError, MemoryCookieJar, createNodeHttpAdapter } from '../../../src/core/api';
import { createBroadcastCartSyncChannel, createCartStore } from '../../../src/core/cart';
import { Translator, englishCatalog } from '../../../src/core/i18n';
import { SiteUserSession } from '../../../src/core/session';
import { startServer } from '../../../dev/server';

const translator = new Translator(englishCatalog);
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cart-store-'));
  server = await startServer({ port: 0, dataDir, seed: true });
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One browser: a shared cookie jar, counting the requests it sends. */
function browser() {
  const cookies = new MemoryCookieJar();
  const paths: string[] = [];
  const http = createNodeHttpAdapter({
    cookieJar: cookies,
    fetch: (input, init) => {
      paths.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return fetch(input, init);
    },
  });
  const tab = (channelName: string, session = new SiteUserSession()) => {
    const api = new ApiClient({ http, cookies, baseUrl: server.url, xsrfTokens: session });
    return { api, store: createCartStore({ api, cookies, isAuthenticated: () => session.isAuthenticated(), sync: createBroadcastCartSyncChannel(channelName) }) };
  };
  return { cookies, paths, tab };
}

describe('cart store against the reference server', () => {
  it('fetches nothing for a new visitor, then loads on the next page once the cart cookie exists', async () => {
    const { paths, tab, cookies } = browser();
    const channel = `it-${Math.random()}`;
    const first = tab(channel);
    await first.store.start();
    expect(paths).toEqual([]);
    expect(first.store.getSnapshot().status).toBe('ready');

    await first.api.getCart({ timecode: Date.now() });
    await first.store.addItem({ itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 101 });
    expect(cookies.get('CART')).toMatch(/.+/);
    expect(translator.render(first.store.getSnapshot().pill.text)).toBe('100+');
    expect(first.store.getSnapshot().subtotal.toCents()).toBe(101 * 600);

    const nextPage = tab(channel);
    const loaded = await nextPage.store.start();
    expect(loaded.totalQuantity).toBe(101);
    expect(paths.filter((path) => path === 'GET /api/commerce/shopping-cart')).toHaveLength(2);
    first.store.dispose();
    nextPage.store.dispose();
  });

  it('loads at start for a logged-in site user without a cart cookie', async () => {
    const { paths, tab } = browser();
    const session = new SiteUserSession({ authenticatedAccountId: 'account-1' });
    const { store } = tab(`it-${Math.random()}`, session);
    await store.start();
    expect(paths).toEqual(['GET /api/commerce/shopping-cart']);
    store.dispose();
  });

  it('two tabs stay in step and a failed add keeps the cart', async () => {
    const { tab } = browser();
    const channel = `it-${Math.random()}`;
    const tabA = tab(channel);
    const tabB = tab(channel);
    await tabA.api.getCart();
    await tabA.store.addItem({ itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 2 });
    await tabB.store.start();
    await tabB.store.addItem({ itemId: 'classic-tee', sku: 'SQ-TEE-S-BLACK', quantity: 1 });
    for (let attempt = 0; attempt < 100 && tabA.store.getSnapshot().totalQuantity !== 3; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(tabA.store.getSnapshot().totalQuantity).toBe(3);

    server.faults.set({ path: '/api/commerce/shopping-cart/entries', kind: '429', times: 1 });
    const error = await tabA.store.addItem({ itemId: 'sticker-pack', sku: 'SQ-STICKERS', quantity: 1 }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(translator.render((error as ApiError).userMessage)).toBe('Please try again in a few seconds.');
    expect(tabA.store.getSnapshot().totalQuantity).toBe(3);
    tabA.store.dispose();
    tabB.store.dispose();
  });
});
