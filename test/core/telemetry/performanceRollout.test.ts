import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, MemoryCookieJar, createFetchHttpAdapter } from '../../../src/core/api';
import {
  PERFORMANCE_SETTINGS_TIMEOUT_MS,
  PerformanceSettingsError,
  performanceRolloutFlags,
  startPerformanceCollection,
} from '../../../src/core/telemetry';
import { createFakeFetch, json, type FakeRoute } from '../api/fakeFetch';

const ALL_ON = { rum: true, 'rum-storefront': true, 'track-page-speed': true, 'track-user-timing': true };
const SETTINGS_ROUTE = 'GET /api/1/performance/settings';

function collection(route: FakeRoute) {
  const fake = createFakeFetch({ [SETTINGS_ROUTE]: route });
  const api = new ApiClient({ http: createFetchHttpAdapter({ fetch: fake.fetch }), cookies: new MemoryCookieJar() });
  const reports: { error: unknown; custom: Record<string, unknown> | undefined }[] = [];
  const started: string[] = [];
  const outcome = startPerformanceCollection({
    app: 'storefront',
    getSettings: (timeoutMs) => api.getPerformanceSettings(timeoutMs),
    reportError: (error, custom) => void reports.push({ error, custom }),
    start: (pageLoadId) => void started.push(pageLoadId),
  });
  return { outcome, reports, started, requests: fake.requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('performance rollout', () => {
  it("needs 'rum', 'rum-' + app, 'track-page-speed' and 'track-user-timing'", () => {
    expect(performanceRolloutFlags('storefront')).toEqual(['rum', 'rum-storefront', 'track-page-speed', 'track-user-timing']);
  });

  it('starts the collector with the pageLoadId when every flag is on', async () => {
    const { outcome, started, reports, requests } = collection(() => json({ pageLoadId: 'load-1', rollouts: ALL_ON }));
    expect(await outcome).toBe('started');
    expect(started).toEqual(['load-1']);
    expect(reports).toEqual([]);
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([SETTINGS_ROUTE]);
  });

  it.each(Object.keys(ALL_ON))('starts nothing when %s is off or missing', async (flag) => {
    for (const rollouts of [{ ...ALL_ON, [flag]: false }, Object.fromEntries(Object.entries(ALL_ON).filter(([name]) => name !== flag))]) {
      const { outcome, started, reports } = collection(() => json({ pageLoadId: 'load-2', rollouts }));
      expect(await outcome).toBe('not-rolled-out');
      expect(started).toEqual([]);
      expect(reports).toEqual([]);
    }
  });

  it('starts nothing when the flag of another app is on instead', async () => {
    const { outcome, started } = collection(() => json({ pageLoadId: 'load-3', rollouts: { ...ALL_ON, 'rum-storefront': undefined, 'rum-checkout': true } }));
    expect(await outcome).toBe('not-rolled-out');
    expect(started).toEqual([]);
  });

  it("reports 'unexpected status' and starts nothing when the settings answer 500", async () => {
    const { outcome, started, reports } = collection(() => json({ error: 'boom', message: 'boom' }, 500));
    expect(await outcome).toBe('settings-failed');
    expect(started).toEqual([]);
    expect(reports).toHaveLength(1);
    const [{ error, custom }] = reports as [{ error: PerformanceSettingsError; custom: Record<string, unknown> }];
    expect(error).toBeInstanceOf(PerformanceSettingsError);
    expect(error.reason).toBe('unexpected status');
    expect(error.message).toBe('performance settings request failed: unexpected status');
    expect(custom).toMatchObject({ reason: 'unexpected status', status: 500 });
  });

  it("reports 'unexpected status' for a malformed answer", async () => {
    const { outcome, reports } = collection(() => json({ rollouts: ALL_ON }));
    expect(await outcome).toBe('settings-failed');
    expect((reports[0]?.error as PerformanceSettingsError).reason).toBe('unexpected status');
  });

  it("reports 'timeout' and starts nothing when the settings take longer than the timeout", async () => {
    vi.useFakeTimers();
    const { outcome, started, reports, requests } = collection(
      (request) =>
        new Promise((_, reject) => {
          request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await vi.advanceTimersByTimeAsync(PERFORMANCE_SETTINGS_TIMEOUT_MS - 1);
    expect(reports).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('settings-failed');
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(started).toEqual([]);
    expect(reports.map((report) => (report.error as PerformanceSettingsError).reason)).toEqual(['timeout']);
    expect(reports[0]?.custom).toMatchObject({ reason: 'timeout' });
  });
});
