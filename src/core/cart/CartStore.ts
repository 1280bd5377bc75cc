import type { AddCartEntryInput, CartChangeCallOptions, UpdateAdditionalFieldsInput } from '../api/cartCalls';
import { ApiError, isApiError, outcomeUnknown } from '../api/ApiError';
import { newIdempotencyKey } from '../api/idempotencyKey';
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

/** The API calls the cart store needs (cartCalls of a connection, or an ApiClient); each change carries its intent's Idempotency-Key. */
export interface CartApi {
  /** Reads the cart. */
  getCart(): Promise<ShoppingCartResponse>;
  /** Adds an entry. */
  addCartEntry(input: AddCartEntryInput, options?: CartChangeCallOptions): Promise<{ shoppingCart: ShoppingCartResponse; newlyAdded: CartEntryResponse }>;
  /** Sets an entry's quantity. */
  updateCartEntryQuantity(entryId: string, quantity: number, options?: CartChangeCallOptions): Promise<{ shoppingCart: ShoppingCartResponse; updatedEntry: CartEntryResponse }>;
  /** Removes an entry. */
  removeCartEntry(entryId: string, options?: CartChangeCallOptions): Promise<{ shoppingCart: ShoppingCartResponse }>;
  /** Replaces an entry's additional-field answers. */
  updateEntryAdditionalFields(
    entryId: string,
    input: UpdateAdditionalFieldsInput,
    options?: CartChangeCallOptions,
  ): Promise<{ shoppingCart: ShoppingCartResponse; updatedEntry: CartEntryResponse }>;
}

/** Options of one change of the cart. */
export interface CartChangeOptions {
  /** Names the shopper's intent (sent as the Idempotency-Key header); a repeat of the same intent passes the same key. Default a new key. */
  readonly idempotencyKey?: string;
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
  /**
   * Adds an item (adds run one at a time, in call order); resolves with the new entry or rejects with the add-item ApiError.
   * A change whose answer was lost is never sent again: the cart is read and the change counts as done when the cart holds
   * it; when the cart cannot be read either, it rejects with 'api.error.cartOutcomeUnknown'.
   */
  addItem(input: AddCartEntryInput, options?: CartChangeOptions): Promise<CartEntryResponse>;
  /** Sets an entry's quantity, in turn with every other change; on failure the cart is read again so it equals the server's, and the ApiError rejects; a lost answer as for addItem. */
  updateQuantity(entryId: string, quantity: number, options?: CartChangeOptions): Promise<CartEntryResponse>;
  /** Removes an entry, in turn with every other change; a removal of an entry already being removed is not sent again (it settles with the first); failures as for updateQuantity. */
  removeEntry(entryId: string, options?: CartChangeOptions): Promise<void>;
  /** Replaces an entry's additional-field answers, in turn with every other change; failures as for updateQuantity. */
  updateAdditionalFields(entryId: string, input: UpdateAdditionalFieldsInput, options?: CartChangeOptions): Promise<CartEntryResponse>;
  /** Stops listening to other tabs and to the page. */
  dispose(): void;
}

/** The call options of one change: its intent's key, or a new one. */
function callOptions(intent: CartChangeOptions): CartChangeCallOptions {
  return { idempotencyKey: intent.idempotencyKey ?? newIdempotencyKey() };
}

/** Whether an entry is the item an add was for (same product, and same variant when the entry names one). */
function isEntryOf(entry: CartEntryResponse, input: AddCartEntryInput): boolean {
  return entry.itemId === input.itemId && (entry.chosenVariant?.sku ?? input.sku) === input.sku;
}

/** The add's answer as the cart shows it after a lost answer: the entry of the item that grew by the added quantity (or is new with it), or undefined when the add did not land. */
function addLandedIn(before: ShoppingCartResponse | null, input: AddCartEntryInput, cart: ShoppingCartResponse): { shoppingCart: ShoppingCartResponse; newlyAdded: CartEntryResponse } | undefined {
  const held = new Map((before?.entries ?? []).filter((entry) => isEntryOf(entry, input)).map((entry) => [entry.id, entry.quantity]));
  const newlyAdded = cart.entries.find((entry) => isEntryOf(entry, input) && entry.quantity - (held.get(entry.id) ?? 0) === input.quantity);
  return newlyAdded ? { shoppingCart: cart, newlyAdded } : undefined;
}

/** An edit's answer as the cart shows it after a lost answer: the entry when it shows the change, else undefined. */
function updatedIn(cart: ShoppingCartResponse, entryId: string, changed: (entry: CartEntryResponse) => boolean): { shoppingCart: ShoppingCartResponse; updatedEntry: CartEntryResponse } | undefined {
  const updatedEntry = cart.entries.find((entry) => entry.id === entryId);
  return updatedEntry && changed(updatedEntry) ? { shoppingCart: cart, updatedEntry } : undefined;
}

/** Additional-field answers as comparable JSON: a JSON string or an object; none, null and {} alike. */
function answersJson(answers: unknown): string {
  let parsed = answers;
  if (typeof answers === 'string') {
    try {
      parsed = JSON.parse(answers) as unknown;
    } catch {
      return answers;
    }
  }
  return parsed === undefined || parsed === null || (typeof parsed === 'object' && Object.keys(parsed).length === 0) ? '' : JSON.stringify(parsed);
}

/** Whether an entry holds the answers that were sent. */
function sameAnswers(held: unknown, sent: unknown): boolean {
  return answersJson(held) === answersJson(sent);
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
  const pendingRemovals = new Map<string, Promise<void>>();
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

  async function add(input: AddCartEntryInput, intent: CartChangeOptions): Promise<CartEntryResponse> {
    const before = snapshot.cart;
    const { newlyAdded } = await change(
      (call) => options.api.addCartEntry(input, call),
      callOptions(intent),
      (cart) => addLandedIn(before, input, cart),
      false,
      (result) => emit('item-added', { snapshot, entry: result.newlyAdded }),
    );
    return newlyAdded;
  }

  /** Reads the server's cart after a failed change, so the cart shown is the server's; undefined (the cart kept as it was) when it cannot be read. */
  async function reconcile(): Promise<ShoppingCartResponse | undefined> {
    try {
      const cart = await options.api.getCart();
      set({ status: 'ready', cart });
      broadcast(cart);
      return cart;
    } catch {
      return undefined;
    }
  }

  /** Sends a change once; after a failure with no answer it reads the cart and returns what the cart holds when the change landed. */
  async function attempt<Result>(
    send: (call: CartChangeCallOptions) => Promise<Result>,
    call: CartChangeCallOptions,
    landedIn: (cart: ShoppingCartResponse) => Result | undefined,
    reconcileOnFailure: boolean,
  ): Promise<Result> {
    try {
      return await send(call);
    } catch (error) {
      const apiError = toApiError(error);
      if (!outcomeUnknown(apiError)) {
        if (reconcileOnFailure) await reconcile();
        throw apiError;
      }
      const cart = await reconcile();
      if (!cart) throw apiError.withPresentation({ key: 'api.error.cartOutcomeUnknown' }, apiError.title);
      const landed = landedIn(cart);
      if (landed) return landed;
      throw apiError;
    }
  }

  async function change<Result extends { shoppingCart: ShoppingCartResponse }>(
    send: (call: CartChangeCallOptions) => Promise<Result>,
    call: CartChangeCallOptions,
    landedIn: (cart: ShoppingCartResponse) => Result | undefined,
    reconcileOnFailure: boolean,
    announce: (result: Result) => void = () => undefined,
  ): Promise<Result> {
    inFlight += 1;
    set({});
    emit('recalculate-start', { snapshot });
    let result: Result;
    try {
      result = await attempt(send, call, landedIn, reconcileOnFailure);
    } catch (error) {
      const apiError = toApiError(error);
      inFlight -= 1;
      set({ error: apiError });
      emit('recalculate-end', { snapshot, error: apiError });
      throw apiError;
    }
    inFlight -= 1;
    set({ status: 'ready', cart: result.shoppingCart, error: null });
    broadcast(result.shoppingCart);
    announce(result);
    emit('recalculate-end', { snapshot, error: null });
    return result;
  }

  function remove(entryId: string, intent: CartChangeOptions = {}): Promise<void> {
    const pending = pendingRemovals.get(entryId);
    if (pending) return pending;
    const removal = inTurn(async () => {
      await change(
        (call) => options.api.removeCartEntry(entryId, call),
        callOptions(intent),
        (cart) => (cart.entries.some((entry) => entry.id === entryId) ? undefined : { shoppingCart: cart }),
        true,
      );
    }).finally(() => pendingRemovals.delete(entryId));
    pendingRemovals.set(entryId, removal);
    return removal;
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
    addItem: (input, changeOptions = {}) => inTurn(() => add(input, changeOptions)),
    updateQuantity: (entryId, quantity, changeOptions = {}) =>
      inTurn(async () => {
        const landedIn = (cart: ShoppingCartResponse) => updatedIn(cart, entryId, (entry) => entry.quantity === quantity);
        return (await change((call) => options.api.updateCartEntryQuantity(entryId, quantity, call), callOptions(changeOptions), landedIn, true)).updatedEntry;
      }),
    removeEntry: remove,
    updateAdditionalFields: (entryId, input, changeOptions = {}) =>
      inTurn(async () => {
        const landedIn = (cart: ShoppingCartResponse) => updatedIn(cart, entryId, (entry) => sameAnswers(entry.additionalFields, input.additionalFields));
        return (await change((call) => options.api.updateEntryAdditionalFields(entryId, input, call), callOptions(changeOptions), landedIn, true)).updatedEntry;
      }),
    dispose() {
      unsubscribeSync?.();
      options.page?.removeEventListener('pageshow', onPageShow);
    },
  };
}
