import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, MemoryCookieJar, createFetchHttpAdapter } from '../../../src/core/api';
import type { PageContext } from '../../../src/core/schemas';
import { readPageContext } from '../../../src/core/pageContext';
import { ERROR_REPORTER_DEBOUNCE_MS, ERROR_REPORTER_MAX_QUEUED, ERROR_REPORTER_MAX_SENDS, ERROR_REPORTER_MAX_STACK } from '../../../src/core/telemetry/errorReporterLimits';
import { reportError, type PageSpeedIds } from '../../../src/core/telemetry';
import { SENDER_LOAD_ATTEMPTS, startTelemetry, type Telemetry } from '../../../src/elements/telemetry/startTelemetry';
import { telemetrySender } from '../../../src/elements/telemetry/telemetrySender';
import type * as TelemetrySenderModule from '../../../src/elements/telemetry/telemetrySender';
import { createFakeFetch, json, type FakeRoute } from '../../core/api/fakeFetch';

vi.mock('../../../src/elements/telemetry/telemetrySender', async (importOriginal) => {
  const actual = await importOriginal<typeof TelemetrySenderModule>();
  return { telemetrySender: vi.fn(actual.telemetrySender) };
});

/** How often the sender chunk was loaded (each load makes one sender). */
const senderLoads = vi.mocked(telemetrySender);

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

function start(options: { context?: PageContext | undefined; reportAll?: boolean; settings?: FakeRoute; whenIdle?: (task: () => void) => void } = {}) {
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
    whenIdle: options.whenIdle ?? ((task) => task()),
  });
  const errorRecords = () =>
    fake.requests
      .filter((request) => request.url.pathname === '/api/events/RecordJavascriptErrors')
      .flatMap((request) => JSON.parse(request.body ?? '[]') as { event: string; data: string }[])
      .map((record): Record<string, unknown> => ({ event: record.event, ...(JSON.parse(record.data) as Record<string, unknown>) }));
  const errorSends = () => fake.requests.filter((request) => request.url.pathname === '/api/events/RecordJavascriptErrors');
  const settingsRequests = () => fake.requests.filter((request) => request.url.pathname === '/api/1/performance/settings');
  return { telemetry: running, win, collectors, errorRecords, errorSends, settingsRequests, requests: fake.requests };
}

/** An idle scheduler the test runs by hand. */
function heldIdle() {
  const tasks: (() => void)[] = [];
  return { whenIdle: (task: () => void) => void tasks.push(task), run: () => tasks.splice(0).forEach((task) => task()) };
}

beforeAll(async () => {
  await import('../../../src/elements/telemetry/telemetrySender');
});

beforeEach(() => {
  vi.useFakeTimers();
  senderLoads.mockClear();
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

  it('queues reports at once and loads the sender, with the connection, only on the first report; the settings wait for the page to be idle', async () => {
    const idle = heldIdle();
    const { errorRecords, errorSends, settingsRequests, collectors } = start({ whenIdle: idle.whenIdle });
    await vi.advanceTimersByTimeAsync(5000);
    expect(senderLoads).not.toHaveBeenCalled();
    expect(settingsRequests()).toEqual([]);
    reportError(new Error('first'));
    await vi.advanceTimersByTimeAsync(0);
    expect(senderLoads).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_DEBOUNCE_MS - 1);
    expect(errorSends()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(errorRecords().map((record) => record.message)).toEqual(['first']);
    idle.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(settingsRequests()).toHaveLength(1);
    expect(collectors).toHaveLength(1);
    expect(senderLoads).toHaveBeenCalledTimes(1);
  });

  it('loads the sender when the page is idle though nothing was reported, and sends later reports through it', async () => {
    const idle = heldIdle();
    const { telemetry, errorRecords } = start({ whenIdle: idle.whenIdle });
    idle.run();
    expect(await telemetry.performance).toBe('started');
    expect(senderLoads).toHaveBeenCalledTimes(1);
    reportError(new Error('after idle'));
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_DEBOUNCE_MS);
    expect(errorRecords().map((record) => record.message)).toEqual(['after idle']);
    expect(senderLoads).toHaveBeenCalledTimes(1);
  });

  it('sends every report made while the sender loads exactly once, within the 10 queued records', async () => {
    const { win, errorRecords, errorSends } = start({ whenIdle: () => undefined });
    const reported = Array.from({ length: ERROR_REPORTER_MAX_QUEUED + 3 }, (_, index) => `report ${index}`);
    win.dispatchEvent(errorAt('uncaught first', 'http://shop.test/assets/storefront/chunks/element-x.js'));
    for (const message of reported) reportError(new Error(message));
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_DEBOUNCE_MS);
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_DEBOUNCE_MS);
    expect(errorSends()).toHaveLength(1);
    expect(errorRecords().map((record) => record.message)).toEqual(['uncaught first', ...reported.slice(0, ERROR_REPORTER_MAX_QUEUED - 1)]);
    expect(errorRecords()[0]).toMatchObject({ event: 'interface_error_storefront' });
  });

  it('keeps the limits through the loaded sender: at most 20 sends per page, stacks cut at 5000 characters with a note', async () => {
    const { errorRecords, errorSends } = start({ whenIdle: () => undefined });
    const long = new Error('long stack');
    long.stack = `Error: long stack\n${'x'.repeat(ERROR_REPORTER_MAX_STACK + 700)}`;
    reportError(long);
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_DEBOUNCE_MS);
    const stack = String(errorRecords()[0]?.stack);
    expect(stack.startsWith(long.stack.slice(0, ERROR_REPORTER_MAX_STACK))).toBe(true);
    expect(stack.slice(ERROR_REPORTER_MAX_STACK)).toBe(`\n[stack truncated: ${long.stack.length - ERROR_REPORTER_MAX_STACK} more characters]`);
    for (let round = 1; round < ERROR_REPORTER_MAX_SENDS + 5; round += 1) {
      reportError(new Error(`round ${round}`));
      await vi.advanceTimersByTimeAsync(ERROR_REPORTER_DEBOUNCE_MS);
    }
    expect(errorSends()).toHaveLength(ERROR_REPORTER_MAX_SENDS);
    expect(errorRecords().map((record) => record.message)).toEqual(['long stack', ...Array.from({ length: ERROR_REPORTER_MAX_SENDS - 1 }, (_, index) => `round ${index + 1}`)]);
  });

  it('a sender that fails to load on the first report is loaded again for the send, and nothing is lost', async () => {
    senderLoads.mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { errorRecords } = start({ whenIdle: () => undefined });
    reportError(new Error('kept'));
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_DEBOUNCE_MS);
    expect(errorRecords().map((record) => record.message)).toEqual(['kept']);
    expect(senderLoads).toHaveBeenCalledTimes(2);
  });

  it('a sender that fails to load for a send is loaded again 1 s and then 2 s later: the batch goes once, when it loads, and nothing is lost', async () => {
    const unreachable = () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    };
    senderLoads.mockImplementationOnce(unreachable).mockImplementationOnce(unreachable).mockImplementationOnce(unreachable);
    const { errorRecords, errorSends } = start({ whenIdle: () => undefined });
    reportError(new Error('kept'));
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_DEBOUNCE_MS);
    expect(senderLoads).toHaveBeenCalledTimes(2);
    expect(errorSends()).toEqual([]);
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_DEBOUNCE_MS);
    expect(senderLoads).toHaveBeenCalledTimes(3);
    expect(errorSends()).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * ERROR_REPORTER_DEBOUNCE_MS - 1);
    expect(errorSends()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(senderLoads).toHaveBeenCalledTimes(4);
    expect(errorRecords().map((record) => record.message)).toEqual(['kept']);
    await vi.advanceTimersByTimeAsync(10 * ERROR_REPORTER_DEBOUNCE_MS);
    expect(errorSends()).toHaveLength(1);
  });

  it(`a sender that cannot load in ${SENDER_LOAD_ATTEMPTS} attempts fails that send alone (as a failed request does); the next report loads it again and is sent`, async () => {
    const unreachable = () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    };
    for (let attempt = 0; attempt <= SENDER_LOAD_ATTEMPTS; attempt += 1) senderLoads.mockImplementationOnce(unreachable);
    const { errorRecords, errorSends } = start({ whenIdle: () => undefined });
    reportError(new Error('failed send'));
    await vi.advanceTimersByTimeAsync(10 * ERROR_REPORTER_DEBOUNCE_MS);
    expect(senderLoads).toHaveBeenCalledTimes(1 + SENDER_LOAD_ATTEMPTS);
    expect(errorSends()).toEqual([]);
    reportError(new Error('sent'));
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_DEBOUNCE_MS);
    expect(errorRecords().map((record) => record.message)).toEqual(['sent']);
    expect(senderLoads).toHaveBeenCalledTimes(2 + SENDER_LOAD_ATTEMPTS);
  });

  it('a sender that cannot load when the page is idle: no settings request, the failure is reported and sent once the sender loads', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    senderLoads.mockImplementationOnce(() => {
      throw failure;
    });
    const { telemetry, errorRecords, settingsRequests, collectors } = start();
    expect(await telemetry.performance).toBe('settings-failed');
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_DEBOUNCE_MS);
    expect(settingsRequests()).toEqual([]);
    expect(collectors).toEqual([]);
    expect(errorRecords()).toEqual([expect.objectContaining({ message: failure.message, custom: { feature: 'telemetry' } })]);
  });
});
