import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryCookieJar, type HttpAdapter, type HttpRequest, type HttpResponse } from '../../../src/core/api';
import { sessionCalls } from '../../../src/core/api/sessionCalls';
import { createSiteServices, getSiteServices } from '../../../src/elements/page/siteServices';
import { configureStorefront, getCart, getStorefront, resetStorefront } from '../../../src/elements/page/storefront';
import { cleanup, defineElements, part, typeInto, update } from '../support/renderElements';

const userCart = { id: 'c1', entries: [{ id: 'e1', itemId: 'tee', quantity: 3, chosenVariant: { sku: 'S', attributes: {} }, title: 'Tee', subTotal: 6000, purchasePriceCents: 2000 }], subtotalCents: 6000, totalQuantity: 3 };

function respond(status: number, body: unknown): HttpResponse {
  const text = JSON.stringify(body);
  return { status, headers: { get: () => 'application/json' }, text: async () => text };
}

/** A server that answers the login with token 'xsrf-7' and the cart with a 3-item cart, recording every request. */
function recordingServer() {
  const requests: HttpRequest[] = [];
  const http: HttpAdapter = {
    async send(request) {
      requests.push(request);
      const path = new URL(request.url, 'http://x').pathname;
      if (request.method === 'POST' && path === '/api/site-users/account/session') return respond(200, { xsrfToken: 'xsrf-7' });
      if (request.method === 'GET' && path === '/api/commerce/shopping-cart') return respond(200, userCart);
      return respond(404, { error: 'no route' });
    },
  };
  return { http, requests };
}

const cartRequests = (requests: readonly HttpRequest[]) => requests.filter((request) => request.url.startsWith('/api/commerce/shopping-cart'));

describe('the page services: one connection and one session, the cart over them', () => {
  beforeEach(() => resetStorefront());
  afterEach(async () => {
    await cleanup();
    resetStorefront();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('gives the connection users and the cart the same connection and session, whichever is asked first', () => {
    const services = getSiteServices();
    expect(services.cart).toBeUndefined();
    const storefront = getStorefront();
    expect(storefront.api).toBe(services.api);
    expect(storefront.session).toBe(services.session);
    expect(getSiteServices().cart).toBe(storefront.cart);
    expect(getCart()).toBe(storefront.cart);
    resetStorefront();
    const cartFirst = getStorefront();
    expect(getSiteServices().api).toBe(cartFirst.api);
    expect(getSiteServices().session).toBe(cartFirst.session);
  });

  it("sends the token of a login through the page's connection with the cart's next request", async () => {
    const server = recordingServer();
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => server.http.send({ method: init.method as HttpRequest['method'], url, headers: init.headers as Record<string, string> }));
    await sessionCalls(getSiteServices().api).login({ email: 'shopper@example.com', password: 'secret' });
    expect(getSiteServices().session.isAuthenticated()).toBe(true);
    await getCart().refresh();
    expect(cartRequests(server.requests).map((request) => request.headers['X-XSRF-Token'])).toEqual(['xsrf-7']);
    expect(getCart().getSnapshot().totalQuantity).toBe(3);
  });

  it('makes the cart over an injected connection, so a custom transport carries the cart calls and the login token alike', async () => {
    const server = recordingServer();
    const injected = createSiteServices({ http: server.http, cookies: new MemoryCookieJar() });
    getStorefront();
    const storefront = configureStorefront({ api: injected.api, session: injected.session });
    expect(getSiteServices().api).toBe(injected.api);
    await sessionCalls(getSiteServices().api).login({ email: 'shopper@example.com', password: 'secret' });
    await storefront.cart.refresh();
    expect(cartRequests(server.requests).map((request) => request.headers['X-XSRF-Token'])).toEqual(['xsrf-7']);
    expect(getCart()).toBe(storefront.cart);
  });

  it('uses an injected connection alone for the cart calls too', async () => {
    const server = recordingServer();
    const { api } = createSiteServices({ http: server.http, cookies: new MemoryCookieJar() });
    const storefront = configureStorefront({ api });
    expect(getSiteServices().api).toBe(api);
    await storefront.cart.refresh();
    expect(cartRequests(server.requests)).toHaveLength(1);
  });

  it("reloads the page's cart after a log-in through <store-account>, though the cart was made after the account", async () => {
    const server = recordingServer();
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => server.http.send({ method: init.method as HttpRequest['method'], url, headers: init.headers as Record<string, string> }));
    await defineElements();
    const host = document.createElement('store-account');
    await update(() => document.body.append(host));
    const cart = getCart();
    await typeInto(part(host, 'email') as HTMLInputElement, 'shopper@example.com');
    await typeInto(part(host, 'password') as HTMLInputElement, 'secret');
    await update(() => (part(host, 'form') as HTMLFormElement).requestSubmit());
    expect(host.dataset.state).toBe('logged-in');
    expect(cartRequests(server.requests).map((request) => request.headers['X-XSRF-Token'])).toEqual(['xsrf-7']);
    expect(cart.getSnapshot().totalQuantity).toBe(3);
  });
});
