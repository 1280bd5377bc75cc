import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API_PATHS } from '../../src/core/api/apiPaths';
import { ERROR_REPORTER_DEBOUNCE_MS } from '../../src/core/telemetry/errorReporterLimits';
import { PERFORMANCE_SETTINGS_TIMEOUT_MS } from '../../src/core/telemetry/performanceRollout';
import { launchBrowser } from './support/launchBrowser';
import { startDemo, type Demo } from './support/startDemo';

const SETTINGS_PATH = '/api/1/performance/settings';
const RECORDS_PATH = '/api/1/performance/records';
const ADD_HOST = 'store-add-to-cart[mode=add]';
const SETTLED = 10_000;
const BEACON_LOG = 'test-beacon-log';
/** Page time skipped (fake clock) before "nothing was sent" is read: well past the reporter's 1 s debounce. */
const QUIET_MS = 2_500;

interface ErrorRecord {
  readonly event: string;
  readonly data: Record<string, unknown>;
}

interface PerformanceRecord {
  readonly app: string;
  readonly event: 'page_speed' | 'user';
  readonly pageLoadId: string;
  readonly data: Record<string, unknown>;
}

describe('error reporting and performance collection in Chromium', () => {
  let browser: Browser;
  let demo: Demo;
  let context: BrowserContext;
  let page: Page;
  let since = 0;
  let errorSends: Promise<unknown>[] = [];

  const newEvents = (channel: string) => demo.server.db.events(channel).filter((row) => row.id > since);
  const errorRecords = (): ErrorRecord[] =>
    newEvents('javascript-errors').map((row) => {
      const body = row.body as { event: string; data: string };
      return { event: body.event, data: JSON.parse(body.data) as Record<string, unknown> };
    });
  const performanceRecords = (): PerformanceRecord[] => newEvents('performance').map((row) => row.body as PerformanceRecord);

  /** Runs the page's fake clock past the reporter's 1 s debounce and waits for every error send the page started, so "nothing was sent" means nothing will be. */
  const quietPeriod = async () => {
    await page.clock.runFor(QUIET_MS);
    await Promise.all(errorSends);
  };

  /**
   * Settles once a page timer of one reporter debounce, queued now, has fired and every error send the page started has
   * been answered: whatever was reported before the call has been sent. Uncaught errors keep the real clock.
   */
  const reportsSent = async () => {
    await page.evaluate((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)), ERROR_REPORTER_DEBOUNCE_MS);
    await Promise.all(errorSends);
  };

  /** Hides the page the way a visitor leaving does: pagehide and visibilitychange fire and the batch goes by beacon. */
  const hide = () => page.goto('about:blank');

  beforeAll(async () => {
    browser = await launchBrowser();
    demo = await startDemo();
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });
  beforeEach(async () => {
    since = demo.server.db.events().at(-1)?.id ?? 0;
    context = await browser.newContext();
    page = await context.newPage();
    errorSends = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API_PATHS.recordJavascriptErrors) errorSends.push(request.response().catch(() => null));
    });
  });
  afterEach(async () => {
    demo.server.faults.clear();
    await context?.close();
  });

  it('a throw from our script produces one interface_error_storefront record with the page context ids', async () => {
    const thrown = page.waitForEvent('pageerror');
    await page.goto(`${demo.url}/telemetry-probe?throw=ours`);
    expect((await thrown).message).toContain("reading 'api'");
    const sent = reportsSent();
    await expect.poll(() => errorRecords().length, { timeout: SETTLED }).toBe(1);
    await sent;
    const records = errorRecords();
    expect(records).toHaveLength(1);
    const [record] = records as [ErrorRecord];
    expect(record.event).toBe('interface_error_storefront');
    expect(record.data).toMatchObject({
      websiteId: 'demo-website',
      templateId: 'demo-template',
      url: `${demo.url}/telemetry-probe?throw=ours`,
      app: 'storefront',
      custom: {},
    });
    expect(String(record.data.file)).toMatch(new RegExp(`^${demo.url}/dist/[\\w/-]+\\.js$`));
    expect(String(record.data.message)).toContain("reading 'api'");
    expect(String(record.data.stack)).toContain('/dev/telemetry-probe.js');
    expect(typeof record.data.line).toBe('number');
    expect(String(record.data.userAgent)).toContain('Chrome');
  });

  it('a throw from a third-party script produces no record, unless the page opted in', async () => {
    let thrown = page.waitForEvent('pageerror');
    await page.goto(`${demo.url}/telemetry-probe?throw=theirs`);
    expect((await thrown).message).toBe('third-party widget failed');
    await reportsSent();
    expect(errorRecords()).toEqual([]);

    thrown = page.waitForEvent('pageerror');
    await page.goto(`${demo.url}/telemetry-probe?throw=theirs&reportAll=1`);
    await thrown;
    await expect.poll(() => errorRecords().length, { timeout: SETTLED }).toBe(1);
    expect(errorRecords()[0]).toMatchObject({
      event: 'interface_error_storefront',
      data: { message: 'third-party widget failed', file: `${demo.url}/dev/telemetry-probe.js`, websiteId: 'demo-website' },
    });
  });

  it('a page load, an add to cart and a hide send one page_speed batch with web-vitals fields and the pageLoadId from the settings', async () => {
    await page.addInitScript((key) => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, body) => {
        const queued = send(url, body);
        const log = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];
        log.push({ url: String(url), body: typeof body === 'string' ? body : null, queued });
        localStorage.setItem(key, JSON.stringify(log));
        return queued;
      };
    }, BEACON_LOG);
    const settingsResponse = page.waitForResponse((response) => new URL(response.url()).pathname === SETTINGS_PATH);
    await page.goto(`${demo.url}/shop/p/sticker-pack`);
    const settings = (await (await settingsResponse).json()) as { pageLoadId: string };
    await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor();
    await page.locator(`${ADD_HOST} [part=button]`).click();
    await page.locator(`${ADD_HOST}[data-state=added]`).waitFor({ timeout: SETTLED });
    await page.waitForFunction(() => performance.getEntriesByName('store-add-to-cart:click-to-added').length === 1);
    await hide();

    await expect.poll(() => performanceRecords().filter((record) => record.event === 'page_speed').length, { timeout: SETTLED }).toBe(1);
    await page.goto(`${demo.url}/dev/demo.css`);
    const beacons = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), BEACON_LOG)) ?? '[]') as { url: string; body: string | null; queued: boolean }[];
    expect(beacons.map((beacon) => [new URL(beacon.url, demo.url).pathname, beacon.queued])).toEqual([[RECORDS_PATH, true]]);
    const beaconRecords = JSON.parse(beacons[0]?.body ?? '[]') as PerformanceRecord[];
    expect(beaconRecords.map((record) => record.event).sort()).toEqual(['page_speed', 'user', 'user']);
    await expect.poll(() => performanceRecords().length, { timeout: SETTLED }).toBe(beaconRecords.length);
    const records = performanceRecords();
    expect(records.every((record) => record.pageLoadId === settings.pageLoadId && record.app === 'storefront')).toBe(true);
    const pageSpeed = records.find((record) => record.event === 'page_speed')!;
    expect(pageSpeed.data).toMatchObject({
      context: { environment: 'dev', websiteId: 'demo-website', templateId: 'demo-template' },
      hostname: '127.0.0.1',
      pathname: '/shop/p/sticker-pack',
      version: '4.0.7',
    });
    const timings = pageSpeed.data.timings as Record<string, number | string | null>;
    for (const field of ['first_contentful_paint_ms', 'largest_contentful_paint_ms', 'time_to_first_byte_ms', 'response_start_ms', 'load_event_end_ms', 'time_to_interactive_ms', 'interaction_to_next_paint_ms']) {
      expect(typeof timings[field], field).toBe('number');
    }
    expect(timings.cumulative_layout_shift).toBe(0);
    expect(timings.inp_element).toBe('store-add-to-cart');
    expect(records.filter((record) => record.event === 'user').map((record) => record.data.name)).toEqual(['store-add-to-cart:click-to-adding', 'store-add-to-cart:click-to-added']);
  });

  const settingsFaults = [
    ['answering 500', { path: SETTINGS_PATH, kind: '500' as const, times: 1 }, 'unexpected status'],
    ['delayed past the timeout', { path: SETTINGS_PATH, kind: 'delay' as const, ms: 7_000, times: 1 }, 'timeout'],
  ] as const;

  for (const [name, fault, reason] of settingsFaults) {
    it(`the settings endpoint ${name} sends nothing and reports one error`, async () => {
      demo.server.faults.set(fault);
      await page.clock.install();
      const settingsRequested = page.waitForRequest((request) => new URL(request.url()).pathname === SETTINGS_PATH);
      await page.goto(`${demo.url}/shop/p/sticker-pack`);
      await settingsRequested;
      if (reason === 'timeout') await page.clock.runFor(PERFORMANCE_SETTINGS_TIMEOUT_MS);
      await page.locator(`${ADD_HOST}[data-state=idle]`).waitFor();
      await expect.poll(() => errorRecords().length, { timeout: SETTLED }).toBe(1);
      await hide();
      await quietPeriod();
      expect(errorRecords()).toEqual([
        { event: 'interface_error_storefront', data: expect.objectContaining({ message: `performance settings request failed: ${reason}`, custom: expect.objectContaining({ reason }) }) },
      ]);
      expect(performanceRecords()).toEqual([]);
    });
  }
});
