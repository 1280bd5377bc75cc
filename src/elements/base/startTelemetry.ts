import type { ApiConnection } from '../../core/api/ApiConnection';
import { TELEMETRY_API_PATHS } from '../../core/api/telemetryApiPaths';
import type { CookieJar } from '../../core/api/CookieJar';
import { createDocumentCookieJar } from '../../core/api/DocumentCookieJar';
import { telemetryCalls } from '../../core/api/telemetryCalls';
import type { PageContext } from '../../core/schemas/pageContextSchema';
import type { PageSpeedIds } from '../../core/telemetry/describeBrowserPage';
import { createErrorReporter } from '../../core/telemetry/ErrorReporter';
import { startPerformanceCollection, type PerformanceCollectionOutcome } from '../../core/telemetry/performanceRollout';
import { reportError, setErrorReporter } from '../../core/telemetry/reportError';
import { visitorIds } from '../../core/telemetry/visitorIds';
import { whenPageContextElement } from './pageContextElement';
import { loadCollector } from './loadCollector';
import { getPageContext } from './getPageContext';
import { getSiteServices } from './siteServices';

/** App name of the storefront's error records ('interface_error_storefront') and performance events; its rollout flag is 'rum-storefront'. */
export const TELEMETRY_APP = 'storefront';

/** Attribute of the page-context script that opts the page in to reporting every uncaught error, not only ours. */
export const REPORT_ALL_ERRORS_ATTRIBUTE = 'data-report-all-errors';

/** Options of startTelemetry. */
export interface TelemetryOptions {
  /** The page-context script (`#store-page-context`); its data-report-all-errors attribute opts the page in. */
  readonly contextElement: Element;
  /** Website, template and member ids. Default the page's (getPageContext). */
  readonly pageContext?: PageContext | undefined;
  /** URL of the script that started telemetry; uncaught errors whose stack runs through its folder are ours. Default none (only caught errors are sent). */
  readonly scriptUrl?: string | undefined;
  /** API connection of both senders. Default the page's (getSiteServices). */
  readonly api?: ApiConnection;
  /** Cookies the visitor ids are read from. Default document.cookie. */
  readonly cookies?: Pick<CookieJar, 'get'>;
  /** Window whose uncaught errors are reported. Default window. */
  readonly window?: EventTarget;
  /** Starts the collector once the rollout is on. Default loads collectPerformance on demand (loadCollector). */
  readonly startCollector?: (pageLoadId: string, ids: PageSpeedIds, recordsUrl: string) => unknown;
}

/** Running telemetry. */
export interface Telemetry {
  /** Settles when the settings were read: collector started, not rolled out, or settings failed. */
  readonly performance: Promise<PerformanceCollectionOutcome>;
  /** Stops reporting uncaught errors and forwarding reportError. */
  stop(): void;
}

/** Starts the error reporter (page context ids, our scripts, the page's opt-in) and then the performance collection. */
export function startTelemetry(options: TelemetryOptions): Telemetry {
  const connection = options.api ?? getSiteServices().api;
  const api = telemetryCalls(connection);
  const context = 'pageContext' in options ? options.pageContext : getPageContext();
  const reporter = createErrorReporter({
    app: TELEMETRY_APP,
    send: (records) => api.recordJavascriptErrors(records),
    page: () => ({ websiteId: context?.websiteId, templateId: context?.templateId }),
    ownScripts: options.scriptUrl ? [new URL('./', options.scriptUrl).href] : [],
    reportAll: options.contextElement.hasAttribute(REPORT_ALL_ERRORS_ATTRIBUTE),
  });
  const stopListening = reporter.listen(options.window ?? window);
  setErrorReporter(reporter);
  const start =
    options.startCollector ??
    ((pageLoadId: string, ids: PageSpeedIds, recordsUrl: string) =>
      loadCollector(options.scriptUrl).then((module) => module.collectPerformance(TELEMETRY_APP, pageLoadId, ids, recordsUrl)));
  const performance = startPerformanceCollection({
    app: TELEMETRY_APP,
    getSettings: (timeoutMs) => api.getPerformanceSettings(timeoutMs),
    reportError,
    start: (pageLoadId) =>
      start(
        pageLoadId,
        { websiteId: context?.websiteId, templateId: context?.templateId, memberId: context?.memberId, ...visitorIds(options.cookies ?? createDocumentCookieJar()) },
        connection.transport.url(TELEMETRY_API_PATHS.performanceRecords),
      ),
  });
  return {
    performance,
    stop() {
      stopListening();
      setErrorReporter(undefined);
    },
  };
}

const STARTED = Symbol.for('storefront-elements.telemetry');

/** Starts telemetry once per page (whichever script or bundle copy comes first) when the page has its page-context script. */
export function startPageTelemetry(scriptUrl: string | undefined): void {
  if (typeof document === 'undefined') return;
  whenPageContextElement(document, (contextElement) => {
    const page = globalThis as { [STARTED]?: true };
    if (page[STARTED]) return;
    page[STARTED] = true;
    try {
      startTelemetry({ contextElement, scriptUrl });
    } catch (error) {
      console.warn('[storefront-elements] telemetry did not start:', error);
    }
  });
}
