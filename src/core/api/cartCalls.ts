import { isApiError } from './ApiError';
import { callsOf, type ApiConnection } from './ApiConnection';
import { presentAddItemError, type AddItemPurpose } from './addItemError';
import { CART_API_PATHS } from './cartApiPaths';
import type { ApiCall } from './ApiTransport';
import {
  addCartEntryResponseSchema,
  inventoryStockResponseSchema,
  removeCartEntryResponseSchema,
  shoppingCartResponseSchema,
  subscriptionCartResponseSchema,
  updateAdditionalFieldsResponseSchema,
  updateCartEntryResponseSchema,
  type InventoryStock,
} from './cartResponseSchemas';

/** Payload of adding an item to the cart. */
export interface AddCartEntryInput {
  /** Product id. */
  readonly itemId: string;
  /** Chosen variant's SKU. */
  readonly sku: string;
  /** Quantity to add. */
  readonly quantity: number;
  /** Additional-fields form values; sent as a JSON string. None by default. */
  readonly additionalFields?: unknown;
}

/** Options of a call that changes the cart. */
export interface CartChangeCallOptions {
  /** Sent as the Idempotency-Key header: one per shopper intent, the same for a repeat of it. Default none. */
  readonly idempotencyKey?: string;
}

/** Options of adding an item. */
export interface AddCartEntryOptions extends CartChangeCallOptions {
  /** Plain add, express purchase (?isExpress=true) or gift card purchase (express). Default 'add'. */
  readonly purpose?: AddItemPurpose;
}

/** Payload of updating an entry's additional fields. */
export interface UpdateAdditionalFieldsInput {
  /** Product id. */
  readonly itemId: string;
  /** Variant SKU. */
  readonly sku: string;
  /** Additional-fields form values; sent as a JSON string. */
  readonly additionalFields: unknown;
}

/** Query of the cart call. */
export interface GetCartQuery {
  /** Ask the server for a mock cart. Default not sent. */
  readonly mock?: boolean;
  /** Cache-busting timecode. Default not sent. */
  readonly timecode?: string | number;
}

/** Payload of starting a subscription cart. */
export interface SubscriptionCartInput {
  /** Product id. */
  readonly itemId: string;
  /** Variant SKU. */
  readonly sku: string;
  /** Quantity. */
  readonly qty: number;
  /** Additional-fields form values; sent as a JSON string. None by default. */
  readonly additionalFields?: unknown;
}

/** Name of the Web Lock a first add holds while the page has no cart, so that every store, bundle and tab of the site creates one cart. */
export const CART_CREATION_LOCK = 'storefront-elements cart creation';

/** First adds of this bundle, one after another, where the browser has no Web Locks. */
let bundleCartCreation: Promise<unknown> = Promise.resolve();

/**
 * Sends a first add holding the site's cart-creation lock (a Web Lock per API origin, else a turn within this bundle), so
 * that concurrent first adds of every store and layer of the page wait for the first; one that finds the page has a cart
 * by its turn (`hasCart`) is sent without holding the lock.
 */
async function sendCreatingCart<T>(apiOrigin: string, hasCart: () => boolean, send: () => Promise<T>): Promise<T> {
  let sent: { readonly value: T } | undefined;
  const turn = async (): Promise<void> => {
    if (!hasCart()) sent = { value: await send() };
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) {
    await locks.request(`${CART_CREATION_LOCK} ${apiOrigin}`, turn);
  } else {
    const mine = bundleCartCreation.then(turn);
    bundleCartCreation = mine.catch(() => undefined);
    await mine;
  }
  return sent ? sent.value : send();
}

/** The cart and purchase calls of a connection. */
export type CartCalls = ReturnType<typeof createCartCalls>;

const made = new WeakMap<ApiConnection, CartCalls>();

/** The cart and purchase calls (cart, entries, subscription cart, inventory) of a connection, made once per connection; failures carry the add-item messages. */
export function cartCalls(connection: ApiConnection): CartCalls {
  return callsOf(made, connection, createCartCalls);
}

function createCartCalls(connection: ApiConnection) {
  const apiRoot = (connection.options.apiRoot ?? '/api/').replace(/\/?$/, '/');
  const cartCookieName = connection.options.cartCookieName ?? 'CART';
  const hasCart = (): boolean => Boolean(connection.cookies.get(cartCookieName));

  async function addItemCall<T>(purpose: AddItemPurpose, call: ApiCall<T>): Promise<T> {
    try {
      return await connection.transport.request(call);
    } catch (error) {
      throw isApiError(error) ? presentAddItemError(error, { purpose, cookiesEnabled: connection.cookiesEnabled() }) : error;
    }
  }

  return {
    /** Adds an item to the cart (express and gift card add ?isExpress=true); failures carry the add-item message and alert title. */
    async addCartEntry(input: AddCartEntryInput, options: AddCartEntryOptions = {}) {
      const purpose = options.purpose ?? 'add';
      const send = () =>
        addItemCall(purpose, {
          method: 'POST',
          path: CART_API_PATHS.cartEntries,
          query: { isExpress: purpose === 'add' ? undefined : true },
          body: { json: { itemId: input.itemId, sku: input.sku, quantity: input.quantity, additionalFields: stringifyFields(input.additionalFields) } },
          schema: addCartEntryResponseSchema,
          idempotencyKey: options.idempotencyKey,
        });
      if (purpose !== 'add' || hasCart()) return send();
      return sendCreatingCart(connection.transport.baseUrl, hasCart, send);
    },
    /** Updates the additional fields of a cart entry. */
    async updateEntryAdditionalFields(entryId: string, input: UpdateAdditionalFieldsInput, options: CartChangeCallOptions = {}) {
      return addItemCall('add', {
        method: 'PUT',
        path: CART_API_PATHS.cartEntryAdditionalFields(entryId),
        body: { json: { itemId: input.itemId, sku: input.sku, additionalFields: stringifyFields(input.additionalFields) } },
        schema: updateAdditionalFieldsResponseSchema,
        idempotencyKey: options.idempotencyKey,
      });
    },
    /** Sets the quantity of a cart entry (extension: PUT …/entries/{entryId} with `{ quantity }`); answers the whole cart; failures carry the add-item messages. */
    async updateCartEntryQuantity(entryId: string, quantity: number, options: CartChangeCallOptions = {}) {
      return addItemCall('add', {
        method: 'PUT',
        path: CART_API_PATHS.cartEntry(entryId),
        body: { json: { quantity } },
        schema: updateCartEntryResponseSchema,
        idempotencyKey: options.idempotencyKey,
      });
    },
    /** Removes a cart entry (extension: DELETE …/entries/{entryId}); answers the whole cart; failures carry the add-item messages. */
    async removeCartEntry(entryId: string, options: CartChangeCallOptions = {}) {
      return addItemCall('add', { method: 'DELETE', path: CART_API_PATHS.cartEntry(entryId), schema: removeCartEntryResponseSchema, idempotencyKey: options.idempotencyKey });
    },
    /** Reads the visitor's cart. */
    async getCart(query: GetCartQuery = {}) {
      return connection.transport.request({ method: 'GET', path: CART_API_PATHS.cart, query: { mock: query.mock, timecode: query.timecode }, schema: shoppingCartResponseSchema });
    },
    /** Starts a subscription checkout and returns its cart token. */
    async createSubscriptionCart(input: SubscriptionCartInput): Promise<string> {
      const response = await addItemCall('add', {
        method: 'POST',
        path: CART_API_PATHS.subscriptionCart,
        body: { json: { itemId: input.itemId, sku: input.sku, qty: input.qty, additionalFields: stringifyFields(input.additionalFields) } },
        schema: subscriptionCartResponseSchema,
      });
      return response.cartToken;
    },
    /** Reads the stock of every variant of a product. */
    async getInventoryStock(itemId: string): Promise<InventoryStock[]> {
      const response = await connection.transport.request({ method: 'GET', path: `${apiRoot}${CART_API_PATHS.inventoryStock}`, query: { itemId }, schema: inventoryStockResponseSchema });
      return response.results;
    },
  };
}

function stringifyFields(fields: unknown): string | undefined {
  if (fields === undefined || fields === null) return undefined;
  return typeof fields === 'string' ? fields : JSON.stringify(fields);
}
