import type { AddCartEntryInput, UpdateAdditionalFieldsInput } from '../api/cartCalls';
import { ApiError, isApiError } from '../api/ApiError';
import type { CookieJar } from '../api/CookieJar';
import type { CartEntryResponse, ShoppingCartResponse } from '../api/cartResponseSchemas';
import { Money } from '../money/Money';
import { cartLoadsAtStart, CART_COOKIE } from './cartLoadsAtStart';
import { cartPillLabel, totalQuantityOf, type CartPillLabel } from './cartPillLabel';
import { cartSyncMessageSchema, type CartSyncChannel } from './CartSyncChannel';
import type { PageTransitionTarget } from './PageCacheSyncChannel';

/** Lifecycle of the cart store. */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Immutable view of the cart; the same object until something changes (for useSyncExternalStore). */
export interface CartSnapshot {
  /** 'idle' before start, 'loading' during the first load, 'ready' once known, 'error' when the first load failed. */
  readonly status: CartStatus;
  /** The cart from the server; null when the visitor has none yet. */
  readonly cart: ShoppingCartResponse | null;
  /** Cart entries; empty without a cart. */
  readonly entries: readonly CartEntryResponse[];
  /** Sum of the entries' quantities. */
  readonly totalQuantity: number;
  /** Cart subtotal. */
  readonly subtotal: Money;
  /** The pill's quantity text and aria label. */
  readonly pill: CartPillLabel;
  /** True while an add, change or refresh is in flight. */
  readonly recalculating: boolean;
  /** The cart's version from the server (changes with every change of the cart); undefined when the server sends none. */
  readonly version: number | undefined;
  /** The last failure; cleared by the next success. The cart above is kept. */
  readonly error: ApiError | null;
}

/** Payloads of the cart store's events. */
export interface CartEventMap {
  /** A load from the server started. */
  loading: { readonly snapshot: CartSnapshot };
  /** A cart arrived, from the server or from another tab. */
  loaded: { readonly snapshot: CartSnapshot; readonly source: 'server' | 'other-tab' };
  /** An item was added; `entry` is the newly added entry. */
  'item-added': { readonly snapshot: CartSnapshot; readonly entry: CartEntryResponse };
  /** A change of the cart (add, quantity, removal, additional fields) started. */
  'recalculate-start': { readonly snapshot: CartSnapshot };
  /** A change of the cart ended, successfully or with `error`. */
  'recalculate-end': { readonly snapshot: CartSnapshot; readonly error: ApiError | null };
}

/** Name of a cart store event. */
export type CartEventName = keyof CartEventMap;

/** The API calls the cart store needs (cartCalls of a connection, or an ApiClient). */
export interface CartApi {
  /** Reads the cart. */
  getCart(): Promise<ShoppingCartResponse>;
  /** Adds an entry. */
  addCartEntry(input: AddCartEntryInput): Promise<{ shoppingCart: ShoppingCartResponse; newlyAdded: CartEntryResponse }>;
  /** Sets an entry's quantity. */
  updateCartEntryQuantity(entryId: string, quantity: number): Promise<{ shoppingCart: ShoppingCartResponse; updatedEntry: CartEntryResponse }>;
  /** Removes an entry. */
  removeCartEntry(entryId: string): Promise<{ shoppingCart: ShoppingCartResponse }>;
  /** Replaces an entry's additional-field answers. */
  updateEntryAdditionalFields(entryId: string, input: UpdateAdditionalFieldsInput): Promise<{ shoppingCart: ShoppingCartResponse; updatedEntry: CartEntryResponse }>;
}

/** Options of createCartStore. */
export interface CartStoreOptions {
  /** The API client. */
  readonly api: CartApi;
  /** Cookies, to see whether the visitor has a cart cookie. */
  readonly cookies: CookieJar;
  /** Whether the visitor is a logged-in site user. Default () => false. */
  readonly isAuthenticated?: () => boolean;
  /** Name of the cart cookie. Default 'CART'. */
  readonly cartCookieName?: string;
  /** Currency of the subtotal. Default 'USD'. */
  readonly currency?: string;
  /** Channel to keep other tabs in step. Default none. */
  readonly sync?: CartSyncChannel;
  /** Page whose restores from the back/forward cache read the cart again (what changed meanwhile shows). Default none. */
  readonly page?: PageTransitionTarget;
  /** Clock in epoch ms for sync stamps. Default the sub-millisecond `performance` clock (Date.now where there is none). */
  readonly now?: () => number;
}

/** The shared cart store: snapshot, events, actions. */
export interface CartStore {
  /** Current immutable snapshot. */
  getSnapshot(): CartSnapshot;
  /** Calls `listener` after every snapshot change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Subscribes to one typed event; returns the unsubscribe function. */
  on<Name extends CartEventName>(name: Name, handler: (payload: CartEventMap[Name]) => void): () => void;
  /** Page start: loads the cart only when the visitor is authenticated or has a cart cookie; otherwise the cart is ready and empty. */
  start(): Promise<CartSnapshot>;
  /** Reloads the cart from the server; on failure the previous cart is kept and the error is in the snapshot. */
  refresh(): Promise<CartSnapshot>;
  /** Shows a cart the page already holds (the cart page's inline JSON) until the server answers; ignored once a cart is known. */
  hydrate(cart: ShoppingCartResponse): void;
  /** Adds an item (adds run one at a time, in call order); resolves with the new entry or rejects with the add-item ApiError. */
  addItem(input: AddCartEntryInput): Promise<CartEntryResponse>;
  /** Sets an entry's quantity, in turn with every other change; on failure the cart is read again so it equals the server's, and the ApiError rejects. */
  updateQuantity(entryId: string, quantity: number): Promise<CartEntryResponse>;
  /** Removes an entry, in turn with every other change; failures as for updateQuantity. */
  removeEntry(entryId: string): Promise<void>;
  /** Replaces an entry's additional-field answers, in turn with every other change; failures as for updateQuantity. */
  updateAdditionalFields(entryId: string, input: UpdateAdditionalFieldsInput): Promise<CartEntryResponse>;
  /** Stops listening to other tabs and to the page. */
  dispose(): void;
}

/** Epoch milliseconds with sub-millisecond resolution, so that changes made one after another in two tabs within one millisecond still order by time. */
function epochClock(): number {
  return typeof performance === 'undefined' ? Date.now() : performance.timeOrigin + performance.now();
}

/** Creates the cart store (spec §4 "Cart"). */
export function createCartStore(options: CartStoreOptions): CartStore {
  const currency = options.currency ?? 'USD';
  const cartCookieName = options.cartCookieName ?? CART_COOKIE;
  const isAuthenticated = options.isAuthenticated ?? (() => false);
  const now = options.now ?? epochClock;
  const origin = `${now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const listeners = new Set<() => void>();
  const handlers = new Map<CartEventName, Set<(payload: never) => void>>();
  let stamp = 0;
  let lastApplied = { stamp: 0, origin: '' };
  let inFlight = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let snapshot = build({ status: 'idle', cart: null, inFlight: 0, error: null });

  function build(state: { status: CartStatus; cart: ShoppingCartResponse | null; inFlight: number; error: ApiError | null }): CartSnapshot {
    const entries = Object.freeze([...(state.cart?.entries ?? [])]);
    const totalQuantity = totalQuantityOf(entries);
    return Object.freeze({
      status: state.status,
      cart: state.cart,
      entries,
      totalQuantity,
      subtotal: subtotalOf(state.cart),
      pill: cartPillLabel(totalQuantity),
      recalculating: state.inFlight > 0,
      version: state.cart?.version,
      error: state.error,
    });
  }

  function subtotalOf(cart: ShoppingCartResponse | null): Money {
    if (!cart) return Money.zero(currency);
    return Money.fromCents(cart.subtotalCents, currency, 'cart.subtotalCents');
  }

  function set(changes: Partial<{ status: CartStatus; cart: ShoppingCartResponse | null; error: ApiError | null }>): void {
    const next = {
      status: changes.status ?? snapshot.status,
      cart: changes.cart === undefined ? snapshot.cart : changes.cart,
      inFlight,
      error: changes.error === undefined ? snapshot.error : changes.error,
    };
    if (next.status === snapshot.status && next.cart === snapshot.cart && next.error === snapshot.error && (next.inFlight > 0) === snapshot.recalculating) return;
    snapshot = build(next);
    for (const listener of [...listeners]) listener();
  }

  function emit<Name extends CartEventName>(name: Name, payload: CartEventMap[Name]): void {
    const named = handlers.get(name) as Set<(payload: CartEventMap[Name]) => void> | undefined;
    for (const handler of [...(named ?? [])]) handler(payload);
  }

  function broadcast(cart: ShoppingCartResponse): void {
    if (!options.sync) return;
    stamp = Math.max(now(), stamp + 1, lastApplied.stamp + 1);
    lastApplied = { stamp, origin };
    options.sync.post({ type: 'cart-changed', origin, stamp, cart: JSON.parse(JSON.stringify(cart)) as unknown });
  }

  function receive(raw: unknown): void {
    const parsed = cartSyncMessageSchema.safeParse(raw);
    if (!parsed.success || parsed.data.origin === origin) return;
    const message = parsed.data;
    const newer = message.stamp > lastApplied.stamp || (message.stamp === lastApplied.stamp && message.origin > lastApplied.origin);
    if (!newer) return;
    lastApplied = { stamp: message.stamp, origin: message.origin };
    set({ status: 'ready', cart: message.cart, error: null });
    emit('loaded', { snapshot, source: 'other-tab' });
  }

  const unsubscribeSync = options.sync?.subscribe(receive);

  /** A page restored from the back/forward cache shows the cart as it is now: read again, or none when the visitor has none any more. */
  function onPageShow(event: PageTransitionEvent): void {
    if (!event.persisted || snapshot.status === 'idle') return;
    if (cartLoadsAtStart(options.cookies, isAuthenticated(), cartCookieName)) void refresh();
    else set({ status: 'ready', cart: null, error: null });
  }
  options.page?.addEventListener('pageshow', onPageShow);

  function toApiError(error: unknown): ApiError {
    if (isApiError(error)) return error;
    return new ApiError({ code: 'malformed-response', detail: String(error), userMessage: { key: 'api.error.malformedResponse' }, endpoint: 'cart store', cause: error });
  }

  async function refresh(): Promise<CartSnapshot> {
    inFlight += 1;
    set({ status: snapshot.cart || snapshot.status === 'ready' ? snapshot.status : 'loading' });
    emit('loading', { snapshot });
    try {
      const cart = await options.api.getCart();
      inFlight -= 1;
      set({ status: 'ready', cart, error: null });
      broadcast(cart);
      emit('loaded', { snapshot, source: 'server' });
    } catch (error) {
      inFlight -= 1;
      set({ status: snapshot.cart || snapshot.status === 'ready' ? 'ready' : 'error', error: toApiError(error) });
    }
    return snapshot;
  }

  async function add(input: AddCartEntryInput): Promise<CartEntryResponse> {
    const { newlyAdded } = await change(() => options.api.addCartEntry(input), false, (result) => emit('item-added', { snapshot, entry: result.newlyAdded }));
    return newlyAdded;
  }

  /** Reads the server's cart after a failed change, so the cart shown is the server's; a failure here keeps the cart as it was. */
  async function reconcile(): Promise<void> {
    try {
      const cart = await options.api.getCart();
      set({ status: 'ready', cart });
      broadcast(cart);
    } catch {
      return;
    }
  }

  async function change<Result extends { shoppingCart: ShoppingCartResponse }>(
    run: () => Promise<Result>,
    reconcileOnFailure: boolean,
    announce: (result: Result) => void = () => undefined,
  ): Promise<Result> {
    inFlight += 1;
    set({});
    emit('recalculate-start', { snapshot });
    try {
      const result = await run();
      inFlight -= 1;
      set({ status: 'ready', cart: result.shoppingCart, error: null });
      broadcast(result.shoppingCart);
      announce(result);
      emit('recalculate-end', { snapshot, error: null });
      return result;
    } catch (error) {
      const apiError = toApiError(error);
      if (reconcileOnFailure) await reconcile();
      inFlight -= 1;
      set({ error: apiError });
      emit('recalculate-end', { snapshot, error: apiError });
      throw apiError;
    }
  }

  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on(name, handler) {
      const named = handlers.get(name) ?? new Set();
      handlers.set(name, named);
      named.add(handler as (payload: never) => void);
      return () => named.delete(handler as (payload: never) => void);
    },
    async start() {
      if (cartLoadsAtStart(options.cookies, isAuthenticated(), cartCookieName)) return refresh();
      set({ status: 'ready' });
      return snapshot;
    },
    refresh,
    hydrate(cart) {
      if (snapshot.cart) return;
      set({ status: 'ready', cart });
    },
    addItem: (input) => inTurn(() => add(input)),
    updateQuantity: (entryId, quantity) =>
      inTurn(async () => (await change(() => options.api.updateCartEntryQuantity(entryId, quantity), true)).updatedEntry),
    removeEntry: (entryId) =>
      inTurn(async () => {
        await change(() => options.api.removeCartEntry(entryId), true);
      }),
    updateAdditionalFields: (entryId, input) =>
      inTurn(async () => (await change(() => options.api.updateEntryAdditionalFields(entryId, input), true)).updatedEntry),
    dispose() {
      unsubscribeSync?.();
      options.page?.removeEventListener('pageshow', onPageShow);
    },
  };
}
