import type { ApiConnection } from '../../core/api/ApiConnection';
import type { CookieJar } from '../../core/api/CookieJar';
import type { PageContext } from '../../core/schemas/pageContextSchema';
import type { PageSpeedIds } from '../../core/telemetry/describeBrowserPage';
import { createErrorReporter } from '../../core/telemetry/ErrorReporter';
import type { PerformanceCollectionOutcome } from '../../core/telemetry/performanceRollout';
import { reportError, setErrorReporter } from '../../core/telemetry/reportError';
import { ERROR_REPORTER_DEBOUNCE_MS } from '../../core/telemetry/errorReporterLimits';
import { getPageContext } from '../page/getPageContext';
import { loadOnce } from '../layers/loadOnce';
import { loadTelemetrySender } from './loadTelemetrySender';
import { whenPageContextElement } from '../page/pageContextElement';
import { whenPageIdle } from './whenPageIdle';

/** App name of the storefront's error records ('interface_error_storefront') and performance events; its rollout flag is 'rum-storefront'. */
export const TELEMETRY_APP = 'storefront';

/** Attribute of the page-context script that opts the page in to reporting every uncaught error, not only ours. */
export const REPORT_ALL_ERRORS_ATTRIBUTE = 'data-report-all-errors';

/** Attempts at loading the sender for one batch of error records, 1 s, then 2 s apart: a chunk that fails to load for a moment loses no record. */
export const SENDER_LOAD_ATTEMPTS = 3;

/** Options of startTelemetry. */
export interface TelemetryOptions {
  /** The page-context script (`#store-page-context`); its data-report-all-errors attribute opts the page in. */
  readonly contextElement: Element;
  /** Website, template and member ids. Default the page's (getPageContext). */
  readonly pageContext?: PageContext | undefined;
  /** URL of the script that started telemetry; uncaught errors whose stack runs through its folder are ours. Default none (only caught errors are sent). */
  readonly scriptUrl?: string | undefined;
  /** API connection of both senders. Default the page's (getSiteServices), made when the sender loads. */
  readonly api?: ApiConnection;
  /** Cookies the visitor ids are read from. Default document.cookie. */
  readonly cookies?: Pick<CookieJar, 'get'>;
  /** Window whose uncaught errors are reported. Default window. */
  readonly window?: EventTarget;
  /** Starts the collector once the rollout is on. Default loads collectPerformance on demand (loadCollector). */
  readonly startCollector?: (pageLoadId: string, ids: PageSpeedIds, recordsUrl: string) => unknown;
  /** Runs the performance start (the sender's load, then the settings request) when the page is idle. Default whenPageIdle. */
  readonly whenIdle?: (task: () => void) => void;
}

/** Running telemetry. */
export interface Telemetry {
  /** Settles when the settings were read: collector started, not rolled out, or settings failed (or the sender could not load). */
  readonly performance: Promise<PerformanceCollectionOutcome>;
  /** Stops reporting uncaught errors and forwarding reportError. */
  stop(): void;
}

/**
 * Starts the error reporter (page context ids, our scripts, the page's opt-in), which queues its records at once; its sender,
 * the API connection and the performance collection load from a chunk on the first queued record or once the page is idle.
 */
export function startTelemetry(options: TelemetryOptions): Telemetry {
  const context = 'pageContext' in options ? options.pageContext : getPageContext();
  const sender = loadOnce(() => loadTelemetrySender().then((module) => module.telemetrySender(TELEMETRY_APP, options, context)));
  const loadedSender = async (attempt = 1): Promise<Awaited<ReturnType<typeof sender>>> => {
    try {
      return await sender();
    } catch (error) {
      if (attempt >= SENDER_LOAD_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, ERROR_REPORTER_DEBOUNCE_MS * 2 ** (attempt - 1)));
      return loadedSender(attempt + 1);
    }
  };
  const reporter = createErrorReporter({
    app: TELEMETRY_APP,
    send: (records) => loadedSender().then((loaded) => loaded.sendErrors(records)),
    page: () => ({ websiteId: context?.websiteId, templateId: context?.templateId }),
    ownScripts: options.scriptUrl ? [new URL('./', options.scriptUrl).href] : [],
    reportAll: options.contextElement.hasAttribute(REPORT_ALL_ERRORS_ATTRIBUTE),
    onQueue: () => void sender().catch(() => undefined),
  });
  const stopListening = reporter.listen(options.window ?? window);
  setErrorReporter(reporter);
  const performance = new Promise<PerformanceCollectionOutcome>((resolve) =>
    (options.whenIdle ?? whenPageIdle)(() =>
      resolve(
        sender().then(
          (loaded) => loaded.startPerformance(),
          (error: unknown) => {
            reportError(error, { feature: 'telemetry' });
            return 'settings-failed' as const;
          },
        ),
      ),
    ),
  );
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
