import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentStore, startAnalytics, type Analytics, type AnalyticsApi, type PageEnvironment } from '../../../src/core/analytics';
import type { TrackingResult } from '../../../src/core/api';
import { Money } from '../../../src/core/money';
import { hasRestrictiveCookiePolicy, readPageContext } from '../../../src/core/pageContext';
import { RecordingJar } from './recordingJar';

type Call = [method: string, ...args: unknown[]];

function fakeApi(result: TrackingResult = { ok: true }) {
  const calls: Call[] = [];
  const record = (method: string) => (...args: unknown[]) => {
    calls.push([method, ...args]);
    return Promise.resolve(result);
  };
  const api: AnalyticsApi = {
    recordCensusHit: record('recordCensusHit'),
    recordEvent: record('recordEvent'),
    recordButtonClick: record('recordButtonClick'),
    recordButtonRender: record('recordButtonRender'),
    recordFormRender: record('recordFormRender'),
    recordOverlay: record('recordOverlay'),
    recordQuickView: record('recordQuickView'),
  } as unknown as AnalyticsApi;
  return { api, calls, named: (method: string) => calls.filter((call) => call[0] === method) };
}

const PAGE = {
  website: { id: 'site-1', language: 'fr-CA' },
  templateId: 'tpl-1',
  itemId: 'item-1',
  item: { title: 'Classic Tee', recordType: 11 },
  collectionId: 'col-1',
  collection: { title: 'Shop', permissionType: 1 },
  memberId: 'member-1',
  pageType: 50,
};

function environment(path = '/shop/p/classic-tee'): () => PageEnvironment {
  return () => ({
    path,
    queryString: 'color=red',
    hash: 'top',
    title: 'Classic Tee · Demo',
    referrer: 'https://example.com/',
    userAgent: 'TestAgent/1.0',
    language: 'de-DE',
    viewport: { width: 800, height: 600 },
    screen: { width: 1920, height: 1080 },
    localStorageSupported: true,
    now: 1_800_000_000_123,
  });
}

let running: Analytics | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
  document.body.replaceChildren();
  delete (globalThis as { fbq?: unknown }).fbq;
});

function start(options: { page?: Record<string, unknown> | null; path?: string; jar?: RecordingJar; authenticated?: boolean; restrictive?: boolean; result?: TrackingResult; pixel?: Parameters<typeof startAnalytics>[0]['pixel'] } = {}) {
  const jar = options.jar ?? new RecordingJar();
  const context = options.page === null ? undefined : readPageContext({ ...PAGE, ...options.page });
  const consent = new ConsentStore({ cookies: jar, restrictive: options.restrictive ?? false });
  const fake = fakeApi(options.result);
  running = startAnalytics({
    api: fake.api,
    cookies: jar,
    context,
    consent,
    isAuthenticated: () => options.authenticated ?? false,
    document,
    environment: environment(options.path),
    now: () => jar.clock,
    newId: () => 'visitor-1',
    ...(options.pixel ? { pixel: options.pixel } : {}),
  });
  return { ...fake, jar, consent, analytics: running };
}

function fire(type: string, detail: unknown, target: EventTarget = document.body) {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

describe('startAnalytics: census', () => {
  it('counts the visit and records one page hit with every §7 field and the visitor record', () => {
    const { named, jar, analytics } = start();
    const record = `visitor-1|${jar.clock}|${jar.clock}|${jar.clock}|1`;
    expect(jar.get('ss_cvr')).toBe(record);
    expect(jar.get('ss_cvt')).toBe(String(jar.clock));
    expect(named('recordCensusHit')).toEqual([
      [
        'recordCensusHit',
        'view',
        {
          websiteId: 'site-1',
          templateId: 'tpl-1',
          website_locale: 'fr-CA',
          userAgent: 'TestAgent/1.0',
          clientDate: 1_800_000_000_123,
          viewportInnerWidth: 800,
          viewportInnerHeight: 600,
          screenWidth: 1920,
          screenHeight: 1080,
          url: '/shop/p/classic-tee',
          title: 'Classic Tee · Demo',
          itemId: 'item-1',
          recordType: 11,
          collectionId: 'col-1',
          pagePermissionType: 1,
          localStorageSupported: true,
          queryString: 'color=red',
          referrer: 'https://example.com/',
        },
        record,
      ],
    ]);
    expect(analytics.getState()).toEqual({ census: 'running' });
  });

  it('sends null for the item fields of a page without an item', () => {
    const { named } = start({ page: { itemId: null, item: null, collection: null, templateId: null } });
    expect(named('recordCensusHit')[0]?.[2]).toMatchObject({ itemId: null, recordType: null, pagePermissionType: null, templateId: null, collectionId: 'col-1' });
  });

  it('counts the visit but records no page view on /search', () => {
    const { calls, jar } = start({ path: '/search' });
    expect(jar.get('ss_cvr')).toMatch(/^visitor-1\|/);
    expect(calls).toEqual([]);
  });

  it.each([
    ['a logged-in editor', { authenticated: true, page: { websiteRoles: [4] } }, 'signed-in'],
    ['a logged-in visitor without roles', { authenticated: true, page: { websiteRoles: [] } }, 'signed-in'],
    ['a /config page', { path: '/config/pages' }, 'config-path'],
    ['a site with census disabled', { page: { censusDisabled: true } }, 'disabled'],
    ['the not-found page', { page: { pageType: 100 } }, 'page-type'],
    ['the lock screen', { page: { pageType: 103 } }, 'page-type'],
    ['member-area access denied', { page: { pageType: 106 } }, 'page-type'],
  ] as const)('records nothing and writes no visitor cookie for %s', (_case, options, reason) => {
    const { calls, jar, analytics } = start(options);
    fire('store-form-render', { formId: 'contact-form' });
    document.body.append(document.createElement('store-add-to-cart'));
    expect(calls).toEqual([]);
    expect(jar.get('ss_cvr')).toBeUndefined();
    expect(analytics.getState()).toEqual({ census: 'off', reason });
  });

  it('runs for a logged-in visitor whose only role is viewer', () => {
    expect(start({ authenticated: true, page: { websiteRoles: [10] } }).named('recordCensusHit')).toHaveLength(1);
  });

  it('stays off without a page context', () => {
    const { calls, analytics } = start({ page: null });
    expect(calls).toEqual([]);
    expect(analytics.getState()).toEqual({ census: 'off', reason: 'no-page-context' });
  });

  it('records form renders, quick views, overlays and cart adds from the elements’ events', () => {
    const { named, jar } = start();
    const cookie = jar.get('ss_cvr');
    const page = { pageTitle: 'Classic Tee · Demo', pageId: 'item-1', contentSource: 'i', pagePath: '/shop/p/classic-tee', pagePermissionTypeValue: 1 };
    fire('store-form-render', { formId: 'contact-form' });
    fire('store-form-render', { nothing: true });
    fire('store-quick-view-open', { productId: 'tee' });
    fire('store-overlay-view', {});
    fire('store-cart-add', { productId: 'tee', mode: 'add', quantity: 2, variant: { id: 'var-1', sku: 'SQ-1', priceMoney: Money.of('10', 'USD') }, redirectTo: null });
    expect(named('recordFormRender')).toEqual([['recordFormRender', 'contact-form', cookie, page]]);
    expect(named('recordQuickView')).toEqual([['recordQuickView', 'tee']]);
    expect(named('recordOverlay')).toEqual([['recordOverlay', cookie, page]]);
    expect(named('recordEvent')).toEqual([
      [
        'recordEvent',
        'cart-add',
        {
          websiteId: 'site-1',
          templateId: 'tpl-1',
          variantId: 'var-1',
          memberAccountId: 'member-1',
          pagePath: '/shop/p/classic-tee',
          pageHash: 'top',
          member_locale: 'de-DE',
          website_locale: 'fr-CA',
        },
        { itemId: 'tee', sku: 'SQ-1', quantity: 2, mode: 'add' },
      ],
    ]);
  });

  it('records each button render once (present at start and added later) and every click, with the collection as page on a collection page', async () => {
    document.body.innerHTML = '<store-add-to-cart></store-add-to-cart><a data-store-census-button href="#">Go</a><button>Other</button>';
    const { named, jar } = start({ page: { itemId: null, item: null } });
    const page = { visitorCookie: jar.get('ss_cvr'), pageTitle: 'Classic Tee · Demo', pageId: 'col-1', contentSource: 'c', pagePath: '/shop/p/classic-tee', pagePermissionTypeValue: 1 };
    expect(named('recordButtonRender')).toEqual([
      ['recordButtonRender', page],
      ['recordButtonRender', page],
    ]);
    const later = document.createElement('div');
    later.innerHTML = '<store-add-to-cart></store-add-to-cart>';
    document.body.append(later);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(named('recordButtonRender')).toHaveLength(3);
    (document.querySelector('button') as HTMLButtonElement).click();
    expect(named('recordButtonClick')).toEqual([]);
    (document.querySelector('[data-store-census-button]') as HTMLElement).click();
    expect(named('recordButtonClick')).toEqual([['recordButtonClick', page]]);
  });

  it('stops recording when stopped', () => {
    const { calls, analytics } = start();
    analytics.stop();
    fire('store-quick-view-open', { productId: 'tee' });
    expect(calls.map((call) => call[0])).toEqual(['recordCensusHit']);
  });

  it('ignores failing calls silently: nothing on the console and no retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = start({ result: { ok: false, error: new Error('boom') as never } });
    fire('store-quick-view-open', { productId: 'tee' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls.map((call) => call[0])).toEqual(['recordCensusHit', 'recordQuickView']);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    error.mockRestore();
    warn.mockRestore();
  });
});

describe('startAnalytics: restrictive cookie policy and consent', () => {
  const CENSUS = { ss_cid: 'old', ss_cpvisit: '1', ss_cvisit: '2', ss_cvr: 'old|1|1|1|1', ss_cvt: '1' };

  it('clears the census cookies and records nothing until consent', () => {
    const jar = new RecordingJar(CENSUS);
    const { calls, analytics } = start({ jar, restrictive: true });
    fire('store-quick-view-open', { productId: 'tee' });
    expect(jar.toCookieHeader()).toBe('');
    expect(calls).toEqual([]);
    expect(analytics.getState()).toEqual({ census: 'waiting-for-consent' });
  });

  it("starts census at once on 'Accept', without a reload", () => {
    const { calls, jar, consent, analytics } = start({ restrictive: true });
    consent.accept();
    expect(analytics.getState()).toEqual({ census: 'running' });
    expect(jar.get('ss_cookieAllowed')).toBe('1');
    expect(jar.get('ss_cvr')).toMatch(/^visitor-1\|\d+\|\d+\|\d+\|1$/);
    expect(calls.map((call) => call[0])).toEqual(['recordCensusHit']);
  });

  it('runs on a later page once ss_cookieAllowed marks consent', () => {
    const jar = new RecordingJar({ ss_cookieAllowed: '1', ss_cvr: 'visitor-9|1|1|1|3' });
    const { named } = start({ jar, restrictive: true });
    expect(named('recordCensusHit')).toHaveLength(1);
    expect(jar.get('ss_cvr')).toMatch(/^visitor-9\|1\|1\|\d+\|4$/);
  });

  it("keeps everything off after 'Decline', and stops a running census when the visitor declines", () => {
    const { calls, jar, consent, analytics } = start();
    expect(calls).toHaveLength(1);
    consent.decline();
    fire('store-quick-view-open', { productId: 'tee' });
    expect(calls).toHaveLength(1);
    expect(jar.get('ss_cvr')).toBeUndefined();
    expect(jar.get('ss_cookieAllowed')).toBe('0');
    expect(analytics.getState()).toEqual({ census: 'off', reason: 'declined' });
  });

  it('treats a cloneable website as restrictive', () => {
    const jar = new RecordingJar(CENSUS);
    const context = readPageContext({ ...PAGE, website: { id: 'w', cloneable: true } });
    const fake = fakeApi();
    running = startAnalytics({
      api: fake.api,
      cookies: jar,
      context,
      consent: new ConsentStore({ cookies: jar, restrictive: hasRestrictiveCookiePolicy(context) }),
      isAuthenticated: () => false,
      document,
      environment: environment(),
    });
    expect(fake.calls).toEqual([]);
    expect(jar.toCookieHeader()).toBe('');
  });
});

describe('startAnalytics: social-ads pixel', () => {
  const tee = { productId: 'tee', mode: 'add', quantity: 3, variant: { id: 'v', sku: 'SQ-TEE', onSale: true, priceMoney: Money.of('28', 'USD'), salePriceMoney: Money.of('20', 'USD') }, redirectTo: null };

  it("calls fbq('track', …) for the product page view and an add to cart", () => {
    const fbq = vi.fn();
    (globalThis as { fbq?: unknown }).fbq = fbq;
    start();
    fire('store-cart-add', tee);
    expect(fbq.mock.calls).toEqual([
      ['track', 'ViewContent', { content_ids: ['item-1'], content_type: 'product', content_name: 'Classic Tee' }],
      ['track', 'AddToCart', { content_ids: ['SQ-TEE'], content_type: 'product', contents: [{ id: 'SQ-TEE', quantity: 3 }], num_items: 3, value: '60.00', currency: 'USD' }],
    ]);
  });

  it('sends nothing before consent under a restrictive policy, then sends after Accept', () => {
    const fbq = vi.fn();
    (globalThis as { fbq?: unknown }).fbq = fbq;
    const { consent } = start({ restrictive: true });
    fire('store-cart-add', tee);
    expect(fbq).not.toHaveBeenCalled();
    consent.accept();
    fire('store-cart-add', tee);
    expect(fbq.mock.calls.map((call) => call[1])).toEqual(['ViewContent', 'AddToCart']);
  });

  it('sends nothing after Decline', () => {
    const fbq = vi.fn();
    (globalThis as { fbq?: unknown }).fbq = fbq;
    const { consent } = start({ page: { pageType: 2, item: null, itemId: null } });
    consent.decline();
    fire('store-cart-add', tee);
    expect(fbq).not.toHaveBeenCalled();
  });

  it('is a no-op without a provider, and ignores a provider that throws', () => {
    expect(() => start()).not.toThrow();
    fire('store-cart-add', tee);
    running?.stop();
    (globalThis as { fbq?: unknown }).fbq = () => {
      throw new Error('pixel broke');
    };
    start();
    expect(() => fire('store-cart-add', tee)).not.toThrow();
  });

  it('follows the elements’ events for all eight pixel events', () => {
    const sent: [string, unknown][] = [];
    start({ pixel: { send: (name, params) => sent.push([name, params]) } });
    fire('store-cart-add', { ...tee, mode: 'buy-now' });
    fire('store-checkout-start', { total: { value: '45.5', currency: 'USD' }, numItems: 2 });
    fire('store-payment-info-add', {});
    fire('store-account-create', {});
    fire('store-search', { query: 'tee' });
    fire('store-newsletter-subscribe', {});
    fire('store-form-success', { formId: 'newsletter-1', formType: 'newsletter' });
    fire('store-form-success', { formId: 'contact-form' });
    fire('store-purchase', { order: { id: 'order-1', grandTotal: { value: '30', currency: 'USD' }, items: [{ sku: 'SQ-1', productName: 'Tee', quantity: 2, unitPrice: { value: '15' } }] } });
    fire('store-search', { nothing: true });
    expect(sent).toEqual([
      ['ViewContent', { content_ids: ['item-1'], content_type: 'product', content_name: 'Classic Tee' }],
      ['InitiateCheckout', { content_ids: ['SQ-TEE'], content_type: 'product', contents: [{ id: 'SQ-TEE', quantity: 3 }], num_items: 3, value: '60.00', currency: 'USD' }],
      ['InitiateCheckout', { value: '45.50', currency: 'USD', num_items: 2 }],
      ['AddPaymentInfo', {}],
      ['CompleteRegistration', {}],
      ['Search', { search_string: 'tee' }],
      ['Lead', {}],
      ['Lead', {}],
      ['Purchase', { value: '30.00', currency: 'USD', order_id: 'order-1', content_type: 'product', content_ids: ['SQ-1'], contents: [{ id: 'SQ-1', quantity: 2 }], num_items: 2 }],
    ]);
  });

  it("supports another provider's name, a direct call shape and other event names", () => {
    const pixel = vi.fn();
    (globalThis as { ttq?: unknown }).ttq = pixel;
    start({ page: { item: null }, pixel: { provider: 'ttq', call: 'direct', names: { 'add-to-cart': 'AddToBasket' } } });
    fire('store-cart-add', tee);
    expect(pixel.mock.calls).toEqual([['AddToBasket', expect.objectContaining({ value: '60.00' })]]);
    delete (globalThis as { ttq?: unknown }).ttq;
  });

  it('sends the pixel even where census is off (the pixel follows consent only)', () => {
    const sent: string[] = [];
    start({ authenticated: true, page: { websiteRoles: [1] }, pixel: { send: (name) => sent.push(name) } });
    fire('store-cart-add', tee);
    expect(sent).toEqual(['ViewContent', 'AddToCart']);
  });
});
