import * as z from 'zod/mini';
import type { TrackingCalls } from '../api/trackingCalls';
import type { CookieJar } from '../api/CookieJar';
import type { PageContext } from '../schemas/pageContextSchema';
import { COOKIE_NAMES } from '../site/cookieNames';
import { censusOffReason, isPageviewTracked, type CensusOffReason } from './censusOffReason';
import { censusHitData, censusPageFields, recordEventData } from './censusPayloads';
import type { ConsentStore } from './ConsentStore';
import { readPageEnvironment, type PageEnvironment } from './PageEnvironment';
import { PixelAdapter, type PixelAdapterOptions } from './PixelAdapter';
import { PIXEL_SOURCE_EVENTS, pixelEventFor, productPageViewFor } from './pixelEventFor';
import { clearCensusCookies, trackVisit } from './trackVisit';
import { formatVisitorRecord } from './VisitorRecord';

/** The census calls analytics makes. */
export type AnalyticsApi = Pick<TrackingCalls, 'recordCensusHit' | 'recordEvent' | 'recordButtonClick' | 'recordButtonRender' | 'recordFormRender' | 'recordOverlay' | 'recordQuickView'>;

/** Buttons whose renders and clicks census records. Default `<store-add-to-cart>` and anything marked `data-store-census-button`. */
export const DEFAULT_CENSUS_BUTTON_SELECTOR = 'store-add-to-cart, [data-store-census-button]';

/** Event name of a census page view. */
export const CENSUS_VIEW_EVENT = 'view';

/** Event name RecordEvent receives for an item added to the cart. */
export const CART_ADD_EVENT = 'cart-add';

/** DOM events census listens to on `document`, besides clicks and the pixel's events. */
export const CENSUS_SOURCE_EVENTS = ['store-form-render', 'store-quick-view-open', 'store-overlay-view', 'store-cart-add'] as const;

/** Where analytics stands: census running, waiting for the visitor's consent, or off for this page (with why). */
export type AnalyticsState =
  | { readonly census: 'running' }
  | { readonly census: 'waiting-for-consent' }
  | { readonly census: 'off'; readonly reason: CensusOffReason | 'no-page-context' | 'declined' };

/** Options of startAnalytics. */
export interface AnalyticsOptions {
  /** The census calls (trackingCalls of a connection, or an ApiClient). */
  readonly api: AnalyticsApi;
  /** The visitor cookies. */
  readonly cookies: CookieJar;
  /** The page context; without one census stays off (no website to count for). */
  readonly context: PageContext | undefined;
  /** The page's cookie consent. */
  readonly consent: ConsentStore;
  /** Whether a site user is logged in. */
  readonly isAuthenticated: () => boolean;
  /** Where the elements' events bubble to and buttons are found: the document. */
  readonly document: Document;
  /** Reads the page environment for each record. Default from the global window. */
  readonly environment?: () => PageEnvironment;
  /** Social-ads pixel options (provider, call shape, names). Default Meta's `fbq('track', …)`. */
  readonly pixel?: Omit<PixelAdapterOptions, 'allowed'>;
  /** Buttons whose renders and clicks census records. Default DEFAULT_CENSUS_BUTTON_SELECTOR. */
  readonly buttonSelector?: string;
  /** Clock, epoch ms. Default Date.now. */
  readonly now?: () => number;
  /** New visitor ids. Default random UUIDs. */
  readonly newId?: () => string;
}

/** A running analytics module. */
export interface Analytics {
  /** Where analytics stands now. */
  getState(): AnalyticsState;
  /** Calls `listener` when the state changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Removes every listener; nothing more is recorded. */
  stop(): void;
}

const formRenderSchema = z.lazy(() => z.looseObject({ formId: z.string().check(z.minLength(1)) }));
const quickViewSchema = z.lazy(() => z.looseObject({ productId: z.string().check(z.minLength(1)) }));
const cartAddSchema = z.lazy(() => z.looseObject({
  productId: z.string(),
  mode: z.string(),
  quantity: z.number(),
  variant: z.nullish(z.looseObject({ id: z.nullish(z.string()), sku: z.nullish(z.string()) })),
}));

/**
 * Starts visitor analytics on a page (spec §6, §7): census (visit cookies, page hit, button, form, overlay and quick-view
 * records, cart events) where the census rules and consent allow it, and the social-ads pixel where consent allows it.
 * Under a restrictive policy without consent the census cookies are cleared and census waits; 'Accept' starts it at once.
 * Every failure is ignored silently.
 */
export function startAnalytics(options: AnalyticsOptions): Analytics {
  const { api, cookies, context, consent, document } = options;
  const environment = options.environment ?? (() => readPageEnvironment());
  const selector = options.buttonSelector ?? DEFAULT_CENSUS_BUTTON_SELECTOR;
  const listeners = new Set<() => void>();
  const cleanups: (() => void)[] = [];
  const renderedButtons = new WeakSet<Element>();
  const pixel = new PixelAdapter({ ...options.pixel, allowed: () => consent.getSnapshot().trackingAllowed });
  const offReason: CensusOffReason | 'no-page-context' | undefined = context
    ? censusOffReason({ authenticated: options.isAuthenticated(), context, path: environment().path })
    : 'no-page-context';
  let state: AnalyticsState = { census: 'waiting-for-consent' };
  let running = false;
  let stopped = false;
  let productViewSent = false;
  let observer: MutationObserver | undefined;

  const setState = (next: AnalyticsState) => {
    if (next.census === state.census && ('reason' in next ? next.reason : undefined) === ('reason' in state ? state.reason : undefined)) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const visitorCookie = () => cookies.get(COOKIE_NAMES.VISITOR_RECORD) ?? '';

  const recordButtonRenders = (root: ParentNode) => {
    if (!context) return;
    const found = root instanceof Element && root.matches(selector) ? [root, ...root.querySelectorAll(selector)] : [...root.querySelectorAll(selector)];
    for (const button of found) {
      if (renderedButtons.has(button)) continue;
      renderedButtons.add(button);
      void api.recordButtonRender(censusPageFields(context, environment(), visitorCookie()));
    }
  };

  const startCensus = () => {
    if (running || stopped || !context || offReason) return;
    running = true;
    const count = trackVisit(cookies, { ...(options.now ? { now: options.now } : {}), ...(options.newId ? { newId: options.newId } : {}) });
    const env = environment();
    if (isPageviewTracked(env.path)) void api.recordCensusHit(CENSUS_VIEW_EVENT, { ...censusHitData(context, env) }, formatVisitorRecord(count.record));
    recordButtonRenders(document);
    if (typeof MutationObserver === 'function' && document.documentElement) {
      observer = new MutationObserver((records) => {
        if (!running) return;
        for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) recordButtonRenders(node);
      });
      observer.observe(document.documentElement, { childList: true, subtree: true });
    }
    setState({ census: 'running' });
  };

  const stopCensus = (reason: 'declined') => {
    running = false;
    observer?.disconnect();
    observer = undefined;
    setState({ census: 'off', reason });
  };

  const onCensusEvent = (event: Event) => {
    if (!running || !context) return;
    const detail = (event as CustomEvent<unknown>).detail;
    const env = environment();
    if (event.type === 'store-form-render') {
      const parsed = formRenderSchema.safeParse(detail);
      if (!parsed.success) return;
      const { visitorCookie: cookie, ...page } = censusPageFields(context, env, visitorCookie());
      void api.recordFormRender(parsed.data.formId, cookie, page);
    } else if (event.type === 'store-quick-view-open') {
      const parsed = quickViewSchema.safeParse(detail);
      if (parsed.success) void api.recordQuickView(parsed.data.productId);
    } else if (event.type === 'store-overlay-view') {
      const { visitorCookie: cookie, ...page } = censusPageFields(context, env, visitorCookie());
      void api.recordOverlay(cookie, page);
    } else if (event.type === 'store-cart-add') {
      const parsed = cartAddSchema.safeParse(detail);
      if (!parsed.success) return;
      const { productId, mode, quantity, variant } = parsed.data;
      void api.recordEvent(CART_ADD_EVENT, recordEventData(context, env, variant?.id ?? null), {
        itemId: productId,
        sku: variant?.sku ?? '',
        quantity,
        mode,
      });
    }
  };

  const onClick = (event: Event) => {
    if (!running || !context) return;
    const button = event.composedPath().find((node): node is Element => node instanceof Element && node.matches(selector));
    if (button) void api.recordButtonClick(censusPageFields(context, environment(), visitorCookie()));
  };

  const onPixelEvent = (event: Event) => {
    const call = pixelEventFor(event.type, (event as CustomEvent<unknown>).detail);
    if (call) pixel.send(call);
  };

  const sendProductView = () => {
    if (productViewSent) return;
    const call = productPageViewFor(context);
    if (call && pixel.send(call)) productViewSent = true;
  };

  const followConsent = () => {
    const { trackingAllowed, choice } = consent.getSnapshot();
    if (trackingAllowed) {
      sendProductView();
      if (offReason) setState({ census: 'off', reason: offReason });
      else startCensus();
      return;
    }
    clearCensusCookies(cookies);
    if (running || choice === 'declined') stopCensus('declined');
    else setState(offReason ? { census: 'off', reason: offReason } : { census: 'waiting-for-consent' });
  };

  const listen = (type: string, handler: (event: Event) => void, capture = false) => {
    document.addEventListener(type, handler, capture);
    cleanups.push(() => document.removeEventListener(type, handler, capture));
  };
  for (const type of CENSUS_SOURCE_EVENTS) listen(type, onCensusEvent);
  for (const type of PIXEL_SOURCE_EVENTS) listen(type, onPixelEvent);
  listen('click', onClick, true);
  cleanups.push(consent.subscribe(followConsent));
  followConsent();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      running = false;
      observer?.disconnect();
      for (const cleanup of cleanups.splice(0)) cleanup();
      listeners.clear();
    },
  };
}
