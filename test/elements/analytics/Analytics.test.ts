import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryCookieJar, type HttpAdapter, type HttpRequest, type HttpResponse } from '../../../src/core/api';
import { createStorefront, type Storefront } from '../../../src/elements/page/storefront';
import { defineElements, flush, part, update } from '../support/renderElements';
import { freshPage, givePageContext, leavePage } from '../support/pageState';

function fakeStorefront() {
  const requests: HttpRequest[] = [];
  const http: HttpAdapter = {
    async send(request) {
      requests.push(request);
      return { status: 200, headers: { get: () => 'application/json' }, text: async () => '{"recorded":true}' } satisfies HttpResponse;
    },
  };
  return { storefront: createStorefront({ http, cookies: new MemoryCookieJar() }), requests };
}

async function mountAnalytics(storefront: Storefront, html = '') {
  await defineElements();
  const container = document.createElement('div');
  container.innerHTML = `${html}<store-analytics></store-analytics>`;
  (container.querySelector('store-analytics') as HTMLElement & { storefront?: Storefront }).storefront = storefront;
  await update(() => document.body.append(container));
  const host = container.querySelector('store-analytics') as HTMLElement;
  await vi.waitFor(() => expect(host.dataset.state).not.toBe('loading'));
  await flush();
  return { container, host };
}

const hits = (requests: HttpRequest[]) => requests.filter((request) => request.url === '/api/census/RecordHit');

describe('<store-analytics>', () => {
  beforeEach(freshPage);
  afterEach(async () => {
    await leavePage();
    delete (globalThis as { fbq?: unknown }).fbq;
  });

  it('loads analytics, counts the visit and records the page hit', async () => {
    givePageContext();
    const { storefront, requests } = fakeStorefront();
    const { host } = await mountAnalytics(storefront);
    expect(host.dataset.state).toBe('running');
    expect(document.cookie).toMatch(/ss_cvr=[A-Za-z0-9-]+\|\d+\|\d+\|\d+\|1/);
    expect(document.cookie).toMatch(/ss_cvt=[1-9]\d*/);
    const [hit] = hits(requests);
    const form = new URLSearchParams(hit!.body);
    expect(form.get('event')).toBe('view');
    expect(JSON.parse(form.get('data')!)).toMatchObject({ websiteId: 'site-1', url: '/' });
    expect(form.get('ss_cvr')).toMatch(/\|1$/);
    expect(hit!.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('runs once per page however many tags there are', async () => {
    givePageContext();
    const { storefront, requests } = fakeStorefront();
    await mountAnalytics(storefront, '<store-analytics></store-analytics>');
    expect(hits(requests)).toHaveLength(1);
  });

  it('waits for Accept on the banner under a restrictive policy, then starts without a reload', async () => {
    givePageContext({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true, isCookieBannerEnabled: true } });
    document.cookie = 'ss_cvr=old|1|1|1|1; Path=/';
    const fbq = vi.fn();
    (globalThis as { fbq?: unknown }).fbq = fbq;
    const { storefront, requests } = fakeStorefront();
    const { host, container } = await mountAnalytics(storefront, '<store-cookie-consent></store-cookie-consent>');
    expect(host.dataset.state).toBe('waiting-for-consent');
    expect(document.cookie).toBe('');
    document.dispatchEvent(new CustomEvent('store-account-create', { detail: {}, bubbles: true }));
    expect(requests).toEqual([]);
    expect(fbq).not.toHaveBeenCalled();
    await update(() => part(container.querySelector('store-cookie-consent'), 'accept')!.click());
    expect(host.dataset.state).toBe('running');
    expect(hits(requests)).toHaveLength(1);
    document.dispatchEvent(new CustomEvent('store-account-create', { detail: {}, bubbles: true }));
    expect(fbq.mock.calls).toEqual([['track', 'CompleteRegistration', {}]]);
  });

  it('shows off (with nothing recorded) on a page where census does not run', async () => {
    givePageContext({ pageType: 100 });
    const { storefront, requests } = fakeStorefront();
    const { host } = await mountAnalytics(storefront);
    expect(host.dataset.state).toBe('off');
    expect(requests).toEqual([]);
    expect(document.cookie).toBe('');
  });

  it('stops when the tag leaves the page', async () => {
    givePageContext();
    const { storefront, requests } = fakeStorefront();
    const { container } = await mountAnalytics(storefront);
    await update(() => container.remove());
    await flush();
    document.dispatchEvent(new CustomEvent('store-quick-view-open', { detail: { productId: 'tee' }, bubbles: true }));
    expect(requests.map((request) => request.url)).toEqual(['/api/census/RecordHit']);
  });
});
