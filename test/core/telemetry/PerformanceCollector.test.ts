import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  METRIC_WAIT_MS,
  PERFORMANCE_BATCH_MAX_EVENTS,
  createBeaconSender,
  describeBrowserPage,
  startPerformanceCollector,
  type MetricSample,
  type PerformanceCollectorOptions,
  type UserTiming,
  type XhrLike,
} from '../../../src/core/telemetry';

interface SentEvent {
  app: string;
  data: Record<string, unknown>;
  event: 'page_speed' | 'user';
  pageLoadId: string;
  ts: number;
}

const NAVIGATION = {
  redirectStart: 0,
  redirectEnd: 0,
  fetchStart: 2.4,
  domainLookupStart: 3,
  domainLookupEnd: 5,
  connectStart: 5,
  secureConnectionStart: 0,
  connectEnd: 9,
  requestStart: 10,
  responseStart: 81.6,
  responseEnd: 90,
  domInteractive: 310.2,
  domContentLoadedEventStart: 312,
  domContentLoadedEventEnd: 315,
  domComplete: 640,
  loadEventStart: 641,
  loadEventEnd: 642.5,
  transferSize: 15300,
  encodedBodySize: 15000,
  decodedBodySize: 48000,
  deliveryType: '',
} as unknown as PerformanceNavigationTiming;

function fakeLifecycle() {
  let visibility: DocumentVisibilityState = 'visible';
  const win = new EventTarget();
  const doc = Object.defineProperty(new EventTarget(), 'visibilityState', { get: () => visibility }) as EventTarget & { readonly visibilityState: DocumentVisibilityState };
  return {
    win,
    doc,
    hide(kind: 'pagehide' | 'visibilitychange') {
      if (kind === 'pagehide') win.dispatchEvent(new Event('pagehide'));
      else {
        visibility = 'hidden';
        doc.dispatchEvent(new Event('visibilitychange'));
      }
    },
    show() {
      visibility = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

function harness(overrides: Partial<PerformanceCollectorOptions> = {}) {
  const lifecycle = fakeLifecycle();
  const bodies: string[] = [];
  let emitMetric: (sample: MetricSample) => void = () => undefined;
  let emitTiming: (timing: UserTiming) => void = () => undefined;
  let timingsStopped = false;
  const collector = startPerformanceCollector({
    app: 'storefront',
    pageLoadId: 'load-77',
    send: (body) => void bodies.push(body),
    page: () => describeBrowserPage({ websiteId: 'site-1', templateId: 'tpl-1', analyticsId: 'visitor-1', marketingId: 'mkt-1', memberId: 'member-1' }),
    observeMetrics: (onSample) => {
      emitMetric = onSample;
    },
    observeUserTimings: (onTiming) => {
      emitTiming = onTiming;
      return () => {
        timingsStopped = true;
      };
    },
    window: lifecycle.win,
    document: lifecycle.doc,
    ...overrides,
  });
  const batches = () => bodies.map((body) => JSON.parse(body) as SentEvent[]);
  return { collector, lifecycle, bodies, batches, metric: (sample: MetricSample) => emitMetric(sample), timing: (timing: UserTiming) => emitTiming(timing), timingsStopped: () => timingsStopped };
}

function emitAllMetrics(metric: (sample: MetricSample) => void): void {
  metric({ name: 'TTFB', value: 81.6, navigation: NAVIGATION });
  metric({ name: 'FCP', value: 402.4 });
  metric({ name: 'LCP', value: 380 });
  metric({ name: 'LCP', value: 655.5 });
  metric({ name: 'CLS', value: 0 });
  metric({ name: 'FID', value: 3.2 });
  metric({ name: 'INP', value: 48, target: '<store-variant-select>' });
  metric({ name: 'INP', value: 112, target: '<store-add-to-cart>' });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('performance collector', () => {
  it.each(['pagehide', 'visibilitychange'] as const)('sends one batch holding one page_speed event on %s', (kind) => {
    const { lifecycle, metric, batches } = harness();
    emitAllMetrics(metric);
    lifecycle.hide(kind);
    expect(batches()).toHaveLength(1);
    const [event] = batches()[0]!;
    expect(event).toEqual({ app: 'storefront', data: expect.any(Object), event: 'page_speed', pageLoadId: 'load-77', ts: Date.parse('2025-03-01T10:00:00Z') });
    expect(Object.keys(event!.data)).toEqual([
      'context',
      'connection',
      'display',
      'hardware',
      'hostname',
      'pathname',
      'hash',
      'analyticsId',
      'marketingId',
      'memberId',
      'version',
      'deliveryType',
      'timings',
    ]);
    expect(event!.data).toMatchObject({
      context: { environment: 'dev', websiteId: 'site-1', templateId: 'tpl-1' },
      hostname: location.hostname,
      pathname: location.pathname,
      hash: location.hash,
      version: '4.0.7',
      analyticsId: 'visitor-1',
      marketingId: 'mkt-1',
      memberId: 'member-1',
      deliveryType: '',
      display: { screenWidth: screen.width, viewportWidth: innerWidth, devicePixelRatio },
      hardware: { cpuCores: navigator.hardwareConcurrency },
    });
    expect(event!.data.timings).toMatchObject({
      cumulative_layout_shift: 0,
      first_contentful_paint_ms: 402,
      largest_contentful_paint_ms: 656,
      first_input_delay_ms: 3,
      interaction_to_next_paint_ms: 112,
      time_to_first_byte_ms: 82,
      time_to_interactive_ms: 310,
      response_start_ms: 82,
      load_event_end_ms: 643,
      dom_content_loaded_event_end_ms: 315,
      transfer_size_bytes: 15300,
      inp_target: '<store-add-to-cart>',
      inp_element: 'store-add-to-cart',
    });
  });

  it('sends page_speed only once per page load; later user timings go in the next batch', () => {
    const { lifecycle, metric, timing, batches } = harness();
    emitAllMetrics(metric);
    lifecycle.hide('visibilitychange');
    lifecycle.hide('pagehide');
    expect(batches()).toHaveLength(1);
    lifecycle.show();
    timing({ name: 'store-add-to-cart:click-to-adding', startTime: 5000.4, duration: 31.6 });
    lifecycle.hide('visibilitychange');
    expect(batches().map((batch) => batch.map((event) => event.event))).toEqual([['page_speed'], ['user']]);
    expect(batches()[1]![0]!.data).toEqual({ name: 'store-add-to-cart:click-to-adding', start_ms: 5000, duration_ms: 32 });
  });

  it('batches user events with page_speed until a hide', () => {
    const { lifecycle, metric, timing, bodies, batches } = harness();
    emitAllMetrics(metric);
    timing({ name: 'store-add-to-cart:click-to-adding', startTime: 900, duration: 20 });
    timing({ name: 'store-add-to-cart:click-to-added', startTime: 900, duration: 1320 });
    timing({ name: 'store-cart:ready', startTime: 0, duration: 700 });
    expect(bodies).toEqual([]);
    lifecycle.hide('pagehide');
    expect(batches().map((batch) => batch.map((event) => [event.event, event.data.name ?? null]))).toEqual([
      [
        ['user', 'store-add-to-cart:click-to-adding'],
        ['user', 'store-add-to-cart:click-to-added'],
        ['user', 'store-cart:ready'],
        ['page_speed', null],
      ],
    ]);
    expect(batches()[0]!.every((event) => event.pageLoadId === 'load-77' && event.app === 'storefront')).toBe(true);
  });

  it(`sends a full batch of ${PERFORMANCE_BATCH_MAX_EVENTS} events without waiting for a hide`, () => {
    const { timing, batches } = harness();
    for (let index = 0; index < PERFORMANCE_BATCH_MAX_EVENTS + 3; index += 1) timing({ name: 'store-form:submit-to-success', startTime: index, duration: 5 });
    expect(batches().map((batch) => batch.length)).toEqual([PERFORMANCE_BATCH_MAX_EVENTS]);
  });

  it('waits up to 60 s per metric: values after that are ignored and page_speed is sent with null for the missing ones', () => {
    const { lifecycle, metric, batches } = harness();
    metric({ name: 'FCP', value: 500 });
    metric({ name: 'CLS', value: 0.05 });
    vi.advanceTimersByTime(METRIC_WAIT_MS - 1);
    metric({ name: 'CLS', value: 0.1234567 });
    expect(batches()).toEqual([]);
    vi.advanceTimersByTime(1);
    metric({ name: 'CLS', value: 0.9 });
    metric({ name: 'INP', value: 800, target: 'main>button.theirs' });
    expect(batches()).toHaveLength(1);
    const timings = batches()[0]![0]!.data.timings as Record<string, unknown>;
    expect(timings).toMatchObject({
      first_contentful_paint_ms: 500,
      cumulative_layout_shift: 0.1235,
      largest_contentful_paint_ms: null,
      interaction_to_next_paint_ms: null,
      first_input_delay_ms: null,
      time_to_interactive_ms: null,
      load_event_end_ms: null,
      inp_target: null,
      inp_element: null,
    });
    lifecycle.hide('pagehide');
    expect(batches()).toHaveLength(1);
  });

  it('names no element for an interaction outside ours', () => {
    const { lifecycle, metric, batches } = harness();
    metric({ name: 'INP', value: 90, target: 'body>div.site-search>input' });
    lifecycle.hide('pagehide');
    expect(batches()[0]![0]!.data.timings).toMatchObject({ interaction_to_next_paint_ms: 90, inp_target: 'body>div.site-search>input', inp_element: null });
  });

  it('stops listening when stopped', () => {
    const { collector, lifecycle, metric, batches, timingsStopped } = harness();
    emitAllMetrics(metric);
    collector.stop();
    lifecycle.hide('pagehide');
    vi.advanceTimersByTime(METRIC_WAIT_MS);
    expect(batches()).toEqual([]);
    expect(timingsStopped()).toBe(true);
  });
});

describe('beacon sender', () => {
  class FakeXhr implements XhrLike {
    static made: FakeXhr[] = [];
    calls: unknown[][] = [];
    constructor() {
      FakeXhr.made.push(this);
    }
    open(...args: unknown[]) {
      this.calls.push(['open', ...args]);
    }
    setRequestHeader(...args: unknown[]) {
      this.calls.push(['setRequestHeader', ...args]);
    }
    send(...args: unknown[]) {
      this.calls.push(['send', ...args]);
    }
  }

  beforeEach(() => {
    FakeXhr.made = [];
  });

  it('sends by beacon when the browser queues it', () => {
    const beacons: [string, string][] = [];
    const send = createBeaconSender({ url: '/api/1/performance/records', sendBeacon: (url, body) => beacons.push([url, body]) > 0, createXhr: () => new FakeXhr() });
    send('[{"event":"page_speed"}]');
    expect(beacons).toEqual([['/api/1/performance/records', '[{"event":"page_speed"}]']]);
    expect(FakeXhr.made).toEqual([]);
  });

  it.each([
    ['returns false', () => false],
    ['throws', () => {
      throw new TypeError('beacon refused');
    }],
  ])('falls back to an XHR POST with a text/plain body when the beacon %s', (_, beacon) => {
    const send = createBeaconSender({ url: '/api/1/performance/records', sendBeacon: beacon, createXhr: () => new FakeXhr() });
    send('[1,2]');
    expect(FakeXhr.made.map((xhr) => xhr.calls)).toEqual([
      [
        ['open', 'POST', '/api/1/performance/records', true],
        ['setRequestHeader', 'Content-Type', 'text/plain'],
        ['send', '[1,2]'],
      ],
    ]);
  });

  it("uses the browser's navigator.sendBeacon and XMLHttpRequest by default", () => {
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(false);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      createBeaconSender({ url: '/api/1/performance/records' })('[]');
      expect(beacon).toHaveBeenCalledWith('/api/1/performance/records', '[]');
      expect(FakeXhr.made).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
      beacon.mockRestore();
    }
  });

  it('a collector whose beacon returns false delivers the whole batch over XHR', () => {
    const send = createBeaconSender({ url: '/api/1/performance/records', sendBeacon: () => false, createXhr: () => new FakeXhr() });
    const { lifecycle, metric, timing } = harness({ send });
    emitAllMetrics(metric);
    timing({ name: 'store-cart:ready', startTime: 0, duration: 700 });
    lifecycle.hide('pagehide');
    expect(FakeXhr.made).toHaveLength(1);
    const body = FakeXhr.made[0]!.calls.find((call) => call[0] === 'send')?.[1] as string;
    expect((JSON.parse(body) as SentEvent[]).map((event) => event.event)).toEqual(['user', 'page_speed']);
  });
});
