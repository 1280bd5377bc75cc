import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, MemoryCookieJar, createFetchHttpAdapter } from '../../../src/core/api';
import type { PageContext } from '../../../src/core/schemas';
import { readPageContext } from '../../../src/core/site';
import { reportError, type PageSpeedIds } from '../../../src/core/telemetry';
import { startTelemetry, type Telemetry } from '../../../src/elements/base/startTelemetry';
import { createFakeFetch, json, type FakeRoute } from '../../core/api/fakeFetch';

const SCRIPT_URL = 'http://shop.test/assets/storefront/storefront-elements.js';
const ROLLED_OUT = { pageLoadId: 'load-9', rollouts: { rum: true, 'rum-storefront': true, 'track-page-speed': true, 'track-user-timing': true } };
const PAGE_CONTEXT = { website: { id: 'site-7' }, templateId: 'tpl-3', memberId: 'member-5' };

function contextElement(reportAll: boolean): HTMLScriptElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'store-page-context';
  element.textContent = JSON.stringify(PAGE_CONTEXT);
  if (reportAll) element.setAttribute('data-report-all-errors', '');
  return element;
}

function errorAt(message: string, file: string): ErrorEvent {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at run (${file}:1:99)`;
  return new ErrorEvent('error', { error, message, filename: file, lineno: 1, colno: 99 });
}

let running: Telemetry | undefined;

function start(options: { context?: PageContext | undefined; reportAll?: boolean; settings?: FakeRoute } = {}) {
  const fake = createFakeFetch({
    'GET /api/1/performance/settings': options.settings ?? (() => json(ROLLED_OUT)),
    'POST /api/events/RecordJavascriptErrors': () => json({ recorded: 1 }),
  });
  const cookies = new MemoryCookieJar();
  cookies.set('crumb', 'c-1');
  cookies.set('ss_cvr', 'visitor-abc|1|1|1|1');
  const api = new ApiClient({ http: createFetchHttpAdapter({ fetch: fake.fetch }), cookies, baseUrl: 'http://shop.test' });
  const collectors: [string, PageSpeedIds, string][] = [];
  const win = new EventTarget();
  running = startTelemetry({
    contextElement: contextElement(options.reportAll ?? false),
    pageContext: 'context' in options ? options.context : readPageContext(PAGE_CONTEXT),
    scriptUrl: SCRIPT_URL,
    api,
    cookies,
    window: win,
    startCollector: (pageLoadId, ids, url) => void collectors.push([pageLoadId, ids, url]),
  });
  const errorRecords = () =>
    fake.requests
      .filter((request) => request.url.pathname === '/api/events/RecordJavascriptErrors')
      .flatMap((request) => JSON.parse(request.body ?? '[]') as { event: string; data: string }[])
      .map((record): Record<string, unknown> => ({ event: record.event, ...(JSON.parse(record.data) as Record<string, unknown>) }));
  return { telemetry: running, win, collectors, errorRecords, requests: fake.requests };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  running?.stop();
  running = undefined;
  vi.useRealTimers();
});

describe('startTelemetry', () => {
  it('starts the collector with the pageLoadId, the page context ids and the visitor id once the rollout is on', async () => {
    const { telemetry, collectors } = start();
    expect(await telemetry.performance).toBe('started');
    expect(collectors).toEqual([
      ['load-9', { websiteId: 'site-7', templateId: 'tpl-3', memberId: 'member-5', analyticsId: 'visitor-abc', marketingId: undefined }, 'http://shop.test/api/1/performance/records'],
    ]);
  });

  it('reports uncaught errors from our script folder with the page context ids, and not third-party ones', async () => {
    const { win, errorRecords } = start();
    win.dispatchEvent(errorAt('ours broke', 'http://shop.test/assets/storefront/chunks/element-x.js'));
    win.dispatchEvent(errorAt('theirs broke', 'http://ads.test/tag.js'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(errorRecords()).toEqual([
      expect.objectContaining({ event: 'interface_error_storefront', app: 'storefront', websiteId: 'site-7', templateId: 'tpl-3', message: 'ours broke' }),
    ]);
  });

  it('reports third-party errors too when the page context script carries data-report-all-errors', async () => {
    const { win, errorRecords } = start({ reportAll: true });
    win.dispatchEvent(errorAt('theirs broke', 'http://ads.test/tag.js'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(errorRecords().map((record) => record.message)).toEqual(['theirs broke']);
  });

  it('forwards reportError from our code to the page reporter', async () => {
    const { errorRecords } = start();
    reportError(new Error('installment context failed'), { itemId: 'i-1' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(errorRecords()).toEqual([expect.objectContaining({ message: 'installment context failed', custom: { itemId: 'i-1' } })]);
  });

  it('reports a failed settings request once and starts no collector', async () => {
    const { telemetry, collectors, errorRecords } = start({ settings: () => json({ error: 'down', message: 'down' }, 500) });
    expect(await telemetry.performance).toBe('settings-failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(collectors).toEqual([]);
    expect(errorRecords()).toEqual([
      expect.objectContaining({ message: 'performance settings request failed: unexpected status', custom: expect.objectContaining({ reason: 'unexpected status', status: 500 }) }),
    ]);
  });

  it('reports with null ids and starts the collector without them on a page whose context is unreadable', async () => {
    const { telemetry, errorRecords, collectors } = start({ context: undefined });
    reportError(new Error('no context'));
    expect(await telemetry.performance).toBe('started');
    await vi.advanceTimersByTimeAsync(1000);
    expect(errorRecords()).toEqual([expect.objectContaining({ message: 'no context', websiteId: null, templateId: null })]);
    expect(collectors[0]?.[1]).toMatchObject({ websiteId: undefined, templateId: undefined, memberId: undefined });
  });
});
