import { createBeaconSender } from '../../core/telemetry/createBeaconSender';
import { describeBrowserPage, type PageSpeedIds } from '../../core/telemetry/describeBrowserPage';
import { startPerformanceCollector, type PerformanceCollector } from '../../core/telemetry/PerformanceCollector';

/** Starts the browser's performance collector: web-vitals, user timings on `document`, batches by beacon (XHR fallback) to `recordsUrl`. */
export function collectPerformance(app: string, pageLoadId: string, ids: PageSpeedIds, recordsUrl: string): PerformanceCollector {
  return startPerformanceCollector({ app, pageLoadId, send: createBeaconSender({ url: recordsUrl }), page: () => describeBrowserPage(ids) });
}
