import { MemoryCookieJar, type HttpAdapter, type HttpRequest, type HttpResponse } from '../../src/core/api';
import { createStorefront, type Storefront } from '../../src/elements/page/storefront';

/** A scripted failure of the next add (or subscription) call. */
export interface MockFailure {
  readonly status: number;
  readonly body: unknown;
}

/** Options of createMockStorefront. */
export interface MockStorefrontOptions {
  /** Entries already in the cart: quantity and unit price in cents per entry, and optionally what the cart page shows. Default none. */
  readonly entries?: readonly MockEntry[];
  /** Cart totals and flags besides the subtotal (tax, shipping, discount, coupons, notes). Default none. */
  readonly cart?: Readonly<Record<string, unknown>>;
  /** Fresh stock per variant id, for the inventory call. Default every variant unlimited. */
  readonly stock?: Readonly<Record<string, { readonly qtyInStock: number; readonly unlimited?: boolean }>>;
  /** Makes every add / subscription call fail like this. Default none. */
  readonly failWith?: MockFailure;
  /** Never answer add calls (keeps a button in 'adding'). Default false. */
  readonly hang?: boolean;
  /** Delay of each answer in ms. Default 0. */
  readonly delayMs?: number;
}

/** An entry of the mock cart. */
export interface MockEntry {
  readonly itemId: string;
  readonly quantity: number;
  readonly unitCents: number;
  /** Product title. Default the item id. */
  readonly title?: string;
  /** Variant SKU and attributes. Default none. */
  readonly sku?: string;
  readonly attributes?: Readonly<Record<string, string>>;
  /** Additional-field answers (JSON string) and the form they answer. Default none. */
  readonly additionalFields?: string;
  readonly additionalFieldsForm?: unknown;
  /** Stock of the entry's variant; a larger quantity is refused. Default unlimited. */
  readonly qtyInStock?: number;
  /** Product type code (1 physical, 2 digital…). Default none. */
  readonly productType?: number;
  /** The entry's product link. Default '/shop/p/{itemId}'. */
  readonly productUrl?: string;
}

const NOT_ENOUGH_STOCK = 'Sorry, we do not have enough of that item available.';

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
  let version = 1;
  let entries = (options.entries ?? []).map((entry) => ({
    id: `entry-${nextEntry++}`,
    itemId: entry.itemId,
    quantity: entry.quantity,
    purchasePriceCents: entry.unitCents,
    subTotal: entry.unitCents * entry.quantity,
    title: entry.title ?? entry.itemId,
    chosenVariant: { sku: entry.sku ?? `SKU-${entry.itemId}`, attributes: entry.attributes ?? {} },
    productUrl: entry.productUrl ?? `/shop/p/${entry.itemId}`,
    additionalFields: entry.additionalFields ?? null,
    additionalFieldsForm: entry.additionalFieldsForm ?? null,
    qtyInStock: entry.qtyInStock,
    ...(entry.productType === undefined ? {} : { productType: entry.productType }),
  }));
  const cart = () => {
    const subtotalCents = entries.reduce((sum, entry) => sum + entry.quantity * entry.purchasePriceCents, 0);
    const extra = options.cart ?? {};
    const adjust = ['taxCents', 'shippingCostCents'].reduce((sum, key) => sum + Number(extra[key] ?? 0), 0) - Number(extra.discountCents ?? 0);
    return {
      id: 'mock-cart',
      version,
      entries: entries.map(({ qtyInStock: _stock, ...entry }) => ({ ...entry, subTotal: entry.quantity * entry.purchasePriceCents })),
      subtotalCents,
      grandTotalCents: subtotalCents + adjust,
      totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
      ...extra,
    };
  };
  const entryPath = /^\/api\/commerce\/shopping-cart\/entries\/([^/]+)(\/additionalFields)?$/;
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
        entries.push({ ...entry, subTotal: 0, title: entry.itemId, chosenVariant: { sku: entry.chosenVariant.sku, attributes: {} }, productUrl: '', additionalFields: null, additionalFieldsForm: null, qtyInStock: undefined });
        version += 1;
        return respond(200, { shoppingCart: cart(), newlyAdded: entry });
      }
      const match = entryPath.exec(url.pathname);
      const target = match ? entries.find((entry) => entry.id === decodeURIComponent(match[1] ?? '')) : undefined;
      if (match && !target) return respond(404, { message: 'No such entry in this cart.' });
      if (match && target && request.method === 'DELETE' && !match[2]) {
        entries = entries.filter((entry) => entry !== target);
        version += 1;
        return respond(200, { shoppingCart: cart() });
      }
      if (match && target && request.method === 'PUT') {
        if (match[2]) target.additionalFields = String(body.additionalFields ?? '');
        else if (target.qtyInStock !== undefined && Number(body.quantity) > target.qtyInStock) return respond(400, { message: NOT_ENOUGH_STOCK });
        else target.quantity = Number(body.quantity);
        version += 1;
        const shoppingCart = cart();
        return respond(200, { shoppingCart, updatedEntry: shoppingCart.entries.find((entry) => entry.id === target.id) });
      }
      if (url.pathname === '/api/3/commerce/cart/subscription') return respond(200, { cartToken: 'mock-cart-token' });
      return respond(404, { message: `mock store has no ${request.method} ${url.pathname}` });
    },
  };
  const cookies = new MemoryCookieJar();
  if (entries.length > 0) cookies.set('CART', 'mock-cart');
  return { storefront: createStorefront({ http, cookies }), requests };
}
