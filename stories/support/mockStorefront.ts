import { MemoryCookieJar, type HttpAdapter, type HttpRequest, type HttpResponse } from '../../src/core/api';
import { createStorefront, type Storefront } from '../../src/elements/base/storefront';

/** A scripted failure of the next add (or subscription) call. */
export interface MockFailure {
  readonly status: number;
  readonly body: unknown;
}

/** Options of createMockStorefront. */
export interface MockStorefrontOptions {
  /** Entries already in the cart: quantity, unit price in cents and (optionally) product type per entry. Default none. */
  readonly entries?: readonly { readonly itemId: string; readonly quantity: number; readonly unitCents: number; readonly productType?: number }[];
  /** Fresh stock per variant id, for the inventory call. Default every variant unlimited. */
  readonly stock?: Readonly<Record<string, { readonly qtyInStock: number; readonly unlimited?: boolean }>>;
  /** Makes every add / subscription call fail like this. Default none. */
  readonly failWith?: MockFailure;
  /** Never answer add calls (keeps a button in 'adding'). Default false. */
  readonly hang?: boolean;
  /** Delay of each answer in ms. Default 0. */
  readonly delayMs?: number;
}

/** A storefront over an in-memory HTTP adapter that plays the store API; no server needed. */
export interface MockStorefront {
  readonly storefront: Storefront;
  /** Every request sent, in order. */
  readonly requests: HttpRequest[];
}

function respond(status: number, body: unknown): HttpResponse {
  const text = JSON.stringify(body);
  return { status, headers: { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) }, text: async () => text };
}

/** Creates an API client and cart store answering from memory (stories, tests). */
export function createMockStorefront(options: MockStorefrontOptions = {}): MockStorefront {
  const requests: HttpRequest[] = [];
  let nextEntry = 1;
  const entries = (options.entries ?? []).map((entry) => ({
    id: `entry-${nextEntry++}`,
    itemId: entry.itemId,
    quantity: entry.quantity,
    purchasePriceCents: entry.unitCents,
    ...(entry.productType === undefined ? {} : { productType: entry.productType }),
  }));
  const cart = () => ({
    id: 'mock-cart',
    entries,
    subtotalCents: entries.reduce((sum, entry) => sum + entry.quantity * entry.purchasePriceCents, 0),
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
  });
  const http: HttpAdapter = {
    async send(request) {
      requests.push(request);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const url = new URL(request.url, 'http://store.test');
      const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
      if (url.pathname === '/api/commerce/shopping-cart' && request.method === 'GET') return respond(200, cart());
      if (url.pathname === '/api/commerce/inventory/stock/') {
        const results = Object.entries(options.stock ?? {}).map(([variantId, stock]) => ({ variantId, unlimited: stock.unlimited ?? false, qtyInStock: stock.qtyInStock }));
        return respond(200, { results });
      }
      if (options.hang) return new Promise<HttpResponse>(() => {});
      if (options.failWith) return respond(options.failWith.status, options.failWith.body);
      if (url.pathname === '/api/commerce/shopping-cart/entries' && request.method === 'POST') {
        const entry = { id: `entry-${nextEntry++}`, itemId: String(body.itemId), quantity: Number(body.quantity), purchasePriceCents: 1000, productType: 1, chosenVariant: { sku: String(body.sku) } };
        entries.push(entry);
        return respond(200, { shoppingCart: cart(), newlyAdded: entry });
      }
      if (url.pathname === '/api/3/commerce/cart/subscription') return respond(200, { cartToken: 'mock-cart-token' });
      return respond(404, { message: `mock store has no ${request.method} ${url.pathname}` });
    },
  };
  const cookies = new MemoryCookieJar();
  if (entries.length > 0) cookies.set('CART', 'mock-cart');
  return { storefront: createStorefront({ http, cookies }), requests };
}
