import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, MemoryCookieJar, createFetchHttpAdapter, type JavascriptErrorRecord } from '../../../src/core/api';
import { ERROR_REPORTER_DEBOUNCE_MS, ERROR_REPORTER_MAX_QUEUED, ERROR_REPORTER_MAX_SENDS, ERROR_REPORTER_MAX_STACK } from '../../../src/core/telemetry/errorReporterLimits';
import { CUSTOM_DATA_FAILED, CUSTOM_DATA_UNSERIALIZABLE, createErrorReporter, type ErrorReporterOptions } from '../../../src/core/telemetry';
import { createFakeFetch, json } from '../api/fakeFetch';

const OUR_SCRIPTS = 'https://cdn.example/storefront/';
const ourStack = (message: string) => `Error: ${message}\n    at addItem (${OUR_SCRIPTS}storefront-elements.js:1:2345)\n    at HTMLElement.onclick (https://shop.example/theme.js:10:5)`;
const theirStack = (message: string) => `Error: ${message}\n    at widget (https://ads.example/tag.js:3:14)\n    at https://ads.example/tag.js:9:1`;

function errorWithStack(message: string, stack: string): Error {
  const error = new Error(message);
  error.stack = stack;
  return error;
}

function recorder(overrides: Partial<ErrorReporterOptions> = {}) {
  const batches: JavascriptErrorRecord[][] = [];
  const reporter = createErrorReporter({
    app: 'storefront',
    send: (records) => {
      batches.push(records);
    },
    page: () => ({ websiteId: 'site-1', templateId: 'tpl-1', url: 'https://shop.example/p/tee', userAgent: 'TestAgent/1.0' }),
    ownScripts: [OUR_SCRIPTS],
    ...overrides,
  });
  const records = () => batches.flat();
  return { reporter, batches, records };
}

function errorEvent(error: Error | null, filename: string, message = error?.message ?? 'Script error.'): Event {
  return new ErrorEvent('error', { error, message, filename, lineno: 7, colno: 9 });
}

function rejectionEvent(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('error records on the wire', () => {
  it('posts a JSON array of { event, data (JSON string), timestamp } with the crumb header', async () => {
    const cookies = new MemoryCookieJar();
    cookies.set('crumb', 'crumb-42');
    const fake = createFakeFetch({ 'POST /api/events/RecordJavascriptErrors': () => json({ recorded: 1 }) });
    const api = new ApiClient({ http: createFetchHttpAdapter({ fetch: fake.fetch }), cookies, baseUrl: 'http://shop.test' });
    const reporter = createErrorReporter({
      app: 'storefront',
      send: (records) => api.recordJavascriptErrors(records),
      page: () => ({ websiteId: 'site-1', templateId: 'tpl-1', url: 'https://shop.example/p/tee', userAgent: 'TestAgent/1.0' }),
    });

    reporter.report(errorWithStack('installment context failed', ourStack('installment context failed')), { itemId: 'item-9' });
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_DEBOUNCE_MS);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/events/RecordJavascriptErrors');
    expect(request?.headers.get('X-CSRF-Token')).toBe('crumb-42');
    const body = JSON.parse(request?.body ?? '') as { event: string; data: string; timestamp: number }[];
    expect(body).toEqual([{ event: 'interface_error_storefront', data: expect.any(String), timestamp: Date.parse('2025-03-01T10:00:00Z') }]);
    const data = JSON.parse(body[0]!.data) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(['websiteId', 'templateId', 'url', 'userAgent', 'app', 'message', 'stack', 'file', 'line', 'column', 'custom']);
    expect(data).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-1',
      url: 'https://shop.example/p/tee',
      userAgent: 'TestAgent/1.0',
      app: 'storefront',
      message: 'installment context failed',
      stack: ourStack('installment context failed'),
      file: `${OUR_SCRIPTS}storefront-elements.js`,
      line: 1,
      column: 2345,
      custom: { itemId: 'item-9' },
    });
  });

  it('takes url and userAgent from the browser when the page source gives none, and sends null ids', async () => {
    const { reporter, records } = recorder({ page: () => ({}) });
    reporter.report('plain string failure');
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_DEBOUNCE_MS);
    expect(records()[0]?.data).toMatchObject({
      websiteId: null,
      templateId: null,
      url: location.href,
      userAgent: navigator.userAgent,
      message: 'plain string failure',
      stack: '',
      file: null,
      line: null,
      column: null,
      custom: {},
    });
  });
});

describe('limits (spec §9)', () => {
  it('debounces sends by 1 s after the last queued record', async () => {
    const { reporter, batches } = recorder();
    reporter.report(new Error('first'));
    await vi.advanceTimersByTimeAsync(600);
    reporter.report(new Error('second'));
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.map((batch) => batch.map((record) => record.data.message))).toEqual([['first', 'second']]);
  });

  it('a flood of 1,000 uncaught errors in one second gives at most 20 sends of at most 10 records', async () => {
    const { reporter, batches } = recorder();
    reporter.listen(window);
    for (let index = 0; index < 1000; index += 1) {
      window.dispatchEvent(errorEvent(errorWithStack(`flood ${index}`, ourStack(`flood ${index}`)), `${OUR_SCRIPTS}storefront-elements.js`));
      await vi.advanceTimersByTimeAsync(1);
    }
    await vi.runAllTimersAsync();
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.length).toBeLessThanOrEqual(ERROR_REPORTER_MAX_SENDS);
    expect(Math.max(...batches.map((batch) => batch.length))).toBe(ERROR_REPORTER_MAX_QUEUED);
    expect(batches[0]?.map((record) => record.data.message)).toEqual(Array.from({ length: 10 }, (_, index) => `flood ${index}`));
  });

  it('never sends more than 20 times per page, however long the errors go on', async () => {
    const { reporter, batches } = recorder();
    for (let index = 0; index < 600; index += 1) {
      reporter.report(new Error(`steady ${index}`));
      await vi.advanceTimersByTimeAsync(1500);
    }
    expect(batches).toHaveLength(ERROR_REPORTER_MAX_SENDS);
    reporter.report(new Error('after the cap'));
    reporter.flush();
    await vi.runAllTimersAsync();
    expect(batches).toHaveLength(ERROR_REPORTER_MAX_SENDS);
  });

  it('keeps at most 10 queued records and drops the rest until the next send', async () => {
    const { reporter, batches } = recorder();
    for (let index = 0; index < 25; index += 1) reporter.report(new Error(`burst ${index}`));
    await vi.runAllTimersAsync();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(10);
    reporter.report(new Error('later'));
    await vi.runAllTimersAsync();
    expect(batches.map((batch) => batch.length)).toEqual([10, 1]);
  });

  it('cuts the stack to 5000 characters with a truncation note', async () => {
    const { reporter, records } = recorder();
    const long = `Error: deep\n${'    at frame (https://cdn.example/storefront/storefront-elements.js:1:1)\n'.repeat(200)}`;
    expect(long.length).toBeGreaterThan(ERROR_REPORTER_MAX_STACK);
    reporter.report(errorWithStack('deep', long));
    const exact = 'x'.repeat(ERROR_REPORTER_MAX_STACK);
    reporter.report(errorWithStack('exact', exact));
    await vi.runAllTimersAsync();
    const [cut, kept] = records().map((record) => String(record.data.stack));
    expect(cut).toBe(`${long.slice(0, 5000)}\n[stack truncated: ${long.length - 5000} more characters]`);
    expect(kept).toBe(exact);
  });
});

describe('record contents', () => {
  it('turns custom into a marker when the custom-data callback throws', async () => {
    const { reporter, records } = recorder({
      customData: () => {
        throw new Error('callback broke');
      },
    });
    reporter.report(new Error('with custom'), { itemId: 'item-1' });
    await vi.runAllTimersAsync();
    expect(records()[0]?.data.custom).toBe(CUSTOM_DATA_FAILED);
    expect(CUSTOM_DATA_FAILED).toContain('custom-data callback threw');
  });

  it('merges the custom-data callback with the caller’s custom data, and marks data that cannot be JSON', async () => {
    const { reporter, records } = recorder({ customData: () => ({ theme: 'brine', itemId: 'from-callback' }) });
    reporter.report(new Error('merged'), { itemId: 'item-2' });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    reporter.report(new Error('circular'), circular);
    await vi.runAllTimersAsync();
    expect(records().map((record) => record.data.custom)).toEqual([{ theme: 'brine', itemId: 'item-2' }, CUSTOM_DATA_UNSERIALIZABLE]);
  });

  it("logs a missing app name once and names the records 'interface_error_unknown'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { reporter, records } = recorder({ app: undefined });
    reporter.report(new Error('nameless'));
    reporter.report(new Error('nameless again'));
    await vi.runAllTimersAsync();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("'interface_error_unknown'");
    expect(records().map((record) => [record.event, record.data.app])).toEqual([
      ['interface_error_unknown', 'unknown'],
      ['interface_error_unknown', 'unknown'],
    ]);
  });

  it('ignores a send that throws or rejects, and keeps reporting', async () => {
    let calls = 0;
    const reporter = createErrorReporter({
      app: 'storefront',
      send: () => {
        calls += 1;
        if (calls === 1) throw new Error('send threw');
        return Promise.reject(new Error('send rejected'));
      },
    });
    reporter.report(new Error('one'));
    await vi.runAllTimersAsync();
    reporter.report(new Error('two'));
    await vi.runAllTimersAsync();
    expect(calls).toBe(2);
  });
});

describe('uncaught errors: ours only, unless the page opts in', () => {
  it('sends uncaught errors and rejections whose stack runs through our scripts, with the event’s file, line and column', async () => {
    const { reporter, records } = recorder();
    const stop = reporter.listen(window);
    window.dispatchEvent(errorEvent(errorWithStack('ours', ourStack('ours')), `${OUR_SCRIPTS}storefront-elements.js`));
    window.dispatchEvent(rejectionEvent(errorWithStack('our rejection', ourStack('our rejection'))));
    await vi.runAllTimersAsync();
    stop();
    expect(records().map((record) => [record.data.message, record.data.file, record.data.line, record.data.column])).toEqual([
      ['ours', `${OUR_SCRIPTS}storefront-elements.js`, 7, 9],
      ['our rejection', `${OUR_SCRIPTS}storefront-elements.js`, 1, 2345],
    ]);
  });

  it('drops third-party errors, rejections without a stack and cross-origin "Script error."', async () => {
    const { reporter, records } = recorder();
    const stop = reporter.listen(window);
    window.dispatchEvent(errorEvent(errorWithStack('theirs', theirStack('theirs')), 'https://ads.example/tag.js'));
    window.dispatchEvent(errorEvent(null, ''));
    window.dispatchEvent(rejectionEvent('a bare string'));
    window.dispatchEvent(rejectionEvent(errorWithStack('their rejection', theirStack('their rejection'))));
    await vi.runAllTimersAsync();
    stop();
    expect(records()).toEqual([]);
  });

  it('sends every uncaught error when the page opted in', async () => {
    const { reporter, records } = recorder({ reportAll: true });
    const stop = reporter.listen(window);
    window.dispatchEvent(errorEvent(errorWithStack('theirs', theirStack('theirs')), 'https://ads.example/tag.js'));
    window.dispatchEvent(rejectionEvent('a bare string'));
    await vi.runAllTimersAsync();
    stop();
    expect(records().map((record) => [record.data.message, record.data.file])).toEqual([
      ['theirs', 'https://ads.example/tag.js'],
      ['a bare string', null],
    ]);
  });

  it('always sends caught errors our code reports, whatever their stack', async () => {
    const { reporter, records } = recorder();
    reporter.report(errorWithStack('tracking failed', theirStack('tracking failed')));
    await vi.runAllTimersAsync();
    expect(records().map((record) => record.data.message)).toEqual(['tracking failed']);
  });

  it('sends what is queued on pagehide and stops listening when stopped', async () => {
    const { reporter, batches } = recorder();
    const stop = reporter.listen(window);
    reporter.report(new Error('leaving'));
    window.dispatchEvent(new Event('pagehide'));
    expect(batches).toHaveLength(1);
    stop();
    window.dispatchEvent(errorEvent(errorWithStack('after stop', ourStack('after stop')), `${OUR_SCRIPTS}storefront-elements.js`));
    await vi.runAllTimersAsync();
    expect(batches).toHaveLength(1);
  });

  it('calls onQueue after each record it queues, and not for the ones the queue limit drops', () => {
    const queued = vi.fn();
    const { reporter } = recorder({ onQueue: queued });
    expect(queued).not.toHaveBeenCalled();
    for (let index = 0; index < ERROR_REPORTER_MAX_QUEUED + 4; index += 1) reporter.report(new Error(`report ${index}`));
    expect(queued).toHaveBeenCalledTimes(ERROR_REPORTER_MAX_QUEUED);
  });
});
