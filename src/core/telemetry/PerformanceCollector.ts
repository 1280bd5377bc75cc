import type { PerformanceEvent } from '../api/telemetryCalls';
import { PERFORMANCE_COLLECTOR_VERSION } from '../api/telemetryApiPaths';
import type { PageSpeedPage } from './describeBrowserPage';
import { observeUserTimings as observeDocumentUserTimings, type UserTiming } from './observeUserTimings';
import { observeWebVitals, type MetricSample } from './observeWebVitals';
import { pageSpeedTimings, type MetricSamples } from './pageSpeedTimings';

/** How long the collector waits for each metric, in ms (spec §9). */
export const METRIC_WAIT_MS = 60_000;

/** A batch is sent early once it holds this many events. */
export const PERFORMANCE_BATCH_MAX_EVENTS = 50;

/** Options of startPerformanceCollector. */
export interface PerformanceCollectorOptions {
  /** App name of every event. */
  readonly app: string;
  /** Page load id from the settings. */
  readonly pageLoadId: string;
  /** Sends one batch: a JSON array as text/plain (createBeaconSender). */
  readonly send: (body: string) => void;
  /** Page facts of the page_speed event (describeBrowserPage). */
  readonly page: () => PageSpeedPage;
  /** Starts the metrics. Default observeWebVitals. */
  readonly observeMetrics?: (onSample: (sample: MetricSample) => void) => void;
  /** Starts the user timings; returns the stop function. Default observeUserTimings on `document`. */
  readonly observeUserTimings?: (onTiming: (timing: UserTiming) => void) => () => void;
  /** Target of pagehide. Default window. */
  readonly window?: EventTarget;
  /** Target of visibilitychange, with its visibilityState. Default document. */
  readonly document?: EventTarget & { readonly visibilityState: DocumentVisibilityState };
  /** Wait per metric in ms. Default 60000. */
  readonly metricWaitMs?: number;
  /** Epoch ms clock of the events' ts. Default Date.now. */
  readonly now?: () => number;
}

/** A running collector. */
export interface PerformanceCollector {
  /** Queues the page_speed event (once) and sends the batch, as a hide does. */
  flush(): void;
  /** Stops listening (a queued batch is not sent). */
  stop(): void;
}

/**
 * Collects one page_speed event (web-vitals and navigation timings, each metric waited for up to 60 s) and the user
 * timings as 'user' events, batches them and sends each batch on pagehide, on visibilitychange to hidden, when the
 * metric wait ends and when a batch is full.
 */
export function startPerformanceCollector(options: PerformanceCollectorOptions): PerformanceCollector {
  const win = options.window ?? window;
  const doc = options.document ?? document;
  const now = options.now ?? Date.now;
  const samples: MetricSamples = {};
  let batch: PerformanceEvent[] = [];
  let pageSpeedQueued = false;
  let measuring = true;

  const push = (event: PerformanceEvent['event'], data: Readonly<Record<string, unknown>>): void => {
    batch.push({ app: options.app, data, event, pageLoadId: options.pageLoadId, ts: now() });
  };
  const send = (): void => {
    if (batch.length === 0) return;
    const body = JSON.stringify(batch);
    batch = [];
    options.send(body);
  };
  const flush = (): void => {
    if (!pageSpeedQueued) {
      pageSpeedQueued = true;
      const navigation = samples.TTFB?.navigation as (PerformanceNavigationTiming & { deliveryType?: string }) | undefined;
      push('page_speed', { ...options.page(), version: PERFORMANCE_COLLECTOR_VERSION, deliveryType: navigation?.deliveryType ?? null, timings: pageSpeedTimings(samples) });
    }
    send();
  };
  const onVisibility = (): void => {
    if (doc.visibilityState === 'hidden') flush();
  };

  (options.observeMetrics ?? observeWebVitals)((sample) => {
    if (measuring) samples[sample.name] = sample;
  });
  const stopTimings = (options.observeUserTimings ?? ((onTiming) => observeDocumentUserTimings(document, onTiming)))((timing) => {
    push('user', { name: timing.name, start_ms: Math.round(timing.startTime), duration_ms: Math.round(timing.duration) });
    if (batch.length >= PERFORMANCE_BATCH_MAX_EVENTS) send();
  });
  const timer = setTimeout(() => {
    measuring = false;
    flush();
  }, options.metricWaitMs ?? METRIC_WAIT_MS);
  win.addEventListener('pagehide', flush);
  doc.addEventListener('visibilitychange', onVisibility);

  return {
    flush,
    stop() {
      clearTimeout(timer);
      stopTimings();
      win.removeEventListener('pagehide', flush);
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
