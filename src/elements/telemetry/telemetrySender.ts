import { TELEMETRY_API_PATHS } from '../../core/api/telemetryApiPaths';
import { telemetryCalls, type JavascriptErrorRecord } from '../../core/api/telemetryCalls';
import type { PageContext } from '../../core/schemas/pageContextSchema';
import type { PageSpeedIds } from '../../core/telemetry/describeBrowserPage';
import { startPerformanceCollection, type PerformanceCollectionOutcome } from '../../core/telemetry/performanceRollout';
import { reportError } from '../../core/telemetry/reportError';
import { visitorIds } from '../../core/telemetry/visitorIds';
import { loadCollector } from './loadCollector';
import { pageCookies } from '../page/pageCookies';
import { getSiteServices } from '../page/siteServices';
import type { TelemetryOptions } from './startTelemetry';

/** What page telemetry sends through the API connection: its error records, and the performance settings request that starts the collector. */
export interface TelemetrySender {
  /** Sends one batch of error records. */
  sendErrors(records: JavascriptErrorRecord[]): Promise<void>;
  /** Reads the performance settings and starts the collector when the rollout is on (startPerformanceCollection). */
  startPerformance(): Promise<PerformanceCollectionOutcome>;
}

/**
 * The sender of `app`'s telemetry over options.api, else the page's connection (made now): the chunk startTelemetry loads on
 * the first error report or once the page is idle, so that no page waits for the connection to render.
 */
export function telemetrySender(app: string, options: TelemetryOptions, context: PageContext | undefined): TelemetrySender {
  const connection = options.api ?? getSiteServices().api;
  const api = telemetryCalls(connection);
  const start =
    options.startCollector ??
    ((pageLoadId: string, ids: PageSpeedIds, recordsUrl: string) =>
      loadCollector().then((module) => module.collectPerformance(app, pageLoadId, ids, recordsUrl)));
  return {
    sendErrors: (records) => api.recordJavascriptErrors(records),
    startPerformance: () =>
      startPerformanceCollection({
        app,
        getSettings: (timeoutMs) => api.getPerformanceSettings(timeoutMs),
        reportError,
        start: (pageLoadId) =>
          start(
            pageLoadId,
            { websiteId: context?.websiteId, templateId: context?.templateId, memberId: context?.memberId, ...visitorIds(options.cookies ?? pageCookies()) },
            connection.transport.url(TELEMETRY_API_PATHS.performanceRecords),
          ),
      }),
  };
}
