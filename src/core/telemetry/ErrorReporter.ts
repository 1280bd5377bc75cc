import type { JavascriptErrorRecord } from '../api/telemetryCalls';
import { ERROR_REPORTER_DEBOUNCE_MS, ERROR_REPORTER_MAX_QUEUED, ERROR_REPORTER_MAX_SENDS, ERROR_REPORTER_MAX_STACK } from './errorReporterLimits';
import { stackFrames } from './stackFrames';

/** Prefix of every error record's event name; the app name follows. */
export const ERROR_EVENT_PREFIX = 'interface_error_';

/** App name used when none is given (spec §8). */
export const UNKNOWN_APP = 'unknown';

/** What `custom` becomes when the custom-data callback throws. */
export const CUSTOM_DATA_FAILED = '[custom data unavailable: the custom-data callback threw]';

/** What `custom` becomes when the custom data cannot be written as JSON. */
export const CUSTOM_DATA_UNSERIALIZABLE = '[custom data unavailable: not serializable as JSON]';

/** Page values every error record carries. */
export interface ErrorReporterPage {
  /** Website id. */
  readonly websiteId?: string | undefined;
  /** Template id. */
  readonly templateId?: string | undefined;
  /** Page URL. Default location.href. */
  readonly url?: string;
  /** Browser user agent. Default navigator.userAgent. */
  readonly userAgent?: string;
}

/** Where an uncaught error was thrown, as the browser's ErrorEvent gives it. */
export interface ErrorLocation {
  /** Script URL. */
  readonly file?: string | undefined;
  /** 1-based line. */
  readonly line?: number | undefined;
  /** 1-based column. */
  readonly column?: number | undefined;
}

/** Options of createErrorReporter. */
export interface ErrorReporterOptions {
  /** App name; records are named 'interface_error_' + app. A missing name is logged and replaced by 'unknown'. */
  readonly app?: string | undefined;
  /** Sends one batch of records (ApiClient.recordJavascriptErrors in the browser); its failures are ignored. */
  readonly send: (records: JavascriptErrorRecord[]) => unknown;
  /** Page values of each record, read when the record is made. Default none (url and userAgent from the browser). */
  readonly page?: () => ErrorReporterPage;
  /** Custom data merged into every record's `custom`; when it throws, `custom` becomes CUSTOM_DATA_FAILED. Default none. */
  readonly customData?: () => Readonly<Record<string, unknown>>;
  /** URL prefixes of our own scripts: an uncaught error is sent only when its stack runs through one. Default none. */
  readonly ownScripts?: readonly string[];
  /** Send every uncaught error, ours or not (the page opted in). Default false. */
  readonly reportAll?: boolean;
  /** Called after each record is queued (startTelemetry loads its sender then). Default none. */
  readonly onQueue?: () => void;
}

/** Queues error records and sends them in debounced batches within the limits of spec §9. */
export interface ErrorReporter {
  /** Queues a caught error from our own code; never throws. Default timestamp now. */
  report(error: unknown, custom?: Readonly<Record<string, unknown>>, timestamp?: number): void;
  /** Reports the uncaught errors and rejections of `target` that run through our scripts, and flushes on pagehide; returns the stop function. */
  listen(target: EventTarget): () => void;
  /** Sends the queued records now (counts as a send). */
  flush(): void;
}

interface ErrorLike {
  readonly message?: unknown;
  readonly stack?: unknown;
}

const stackOf = (error: unknown): string => {
  const stack = (error as ErrorLike | null)?.stack;
  return typeof stack === 'string' ? stack : '';
};

/** Creates an error reporter: at most 20 sends per page, 10 queued records, stacks cut at 5000 characters, sends debounced by 1 s. */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  let app = options.app;
  if (!app) {
    console.warn(`[storefront-elements] error reporter: no app name given; records are sent as '${ERROR_EVENT_PREFIX}${UNKNOWN_APP}'`);
    app = UNKNOWN_APP;
  }
  const prefixes = options.ownScripts ?? [];
  let queue: JavascriptErrorRecord[] = [];
  let sends = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (): void => {
    clearTimeout(timer);
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    sends += 1;
    try {
      Promise.resolve(options.send(batch)).catch(() => undefined);
    } catch {
      // a failing send is not reported again
    }
  };

  const custom = (extra: Readonly<Record<string, unknown>> | undefined): unknown => {
    let data: Record<string, unknown>;
    try {
      data = { ...options.customData?.(), ...extra };
    } catch {
      return CUSTOM_DATA_FAILED;
    }
    try {
      JSON.stringify(data);
      return data;
    } catch {
      return CUSTOM_DATA_UNSERIALIZABLE;
    }
  };

  const enqueue = (error: unknown, extra: Readonly<Record<string, unknown>> | undefined, at: ErrorLocation | undefined, timestamp: number): void => {
    if (sends >= ERROR_REPORTER_MAX_SENDS || queue.length >= ERROR_REPORTER_MAX_QUEUED) return;
    try {
      const page = options.page?.() ?? {};
      const message = (error as ErrorLike | null)?.message;
      let stack = stackOf(error);
      const top = at?.file ? at : stackFrames(stack)[0];
      if (stack.length > ERROR_REPORTER_MAX_STACK) {
        stack = `${stack.slice(0, ERROR_REPORTER_MAX_STACK)}\n[stack truncated: ${stack.length - ERROR_REPORTER_MAX_STACK} more characters]`;
      }
      queue.push({
        event: ERROR_EVENT_PREFIX + app,
        data: {
          websiteId: page.websiteId ?? null,
          templateId: page.templateId ?? null,
          url: page.url ?? globalThis.location?.href ?? '',
          userAgent: page.userAgent ?? globalThis.navigator?.userAgent ?? '',
          app,
          message: typeof message === 'string' ? message : String(error),
          stack,
          file: top?.file ?? null,
          line: top?.line ?? null,
          column: top?.column ?? null,
          custom: custom(extra),
        },
        timestamp,
      });
    } catch {
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(flush, ERROR_REPORTER_DEBOUNCE_MS);
    options.onQueue?.();
  };

  const ours = (stack: string, file?: string): boolean =>
    options.reportAll === true || [...stackFrames(stack).map((frame) => frame.file), file].some((url) => !!url && prefixes.some((prefix) => url.startsWith(prefix)));

  return {
    report: (error, extra, timestamp = Date.now()) => enqueue(error, extra, undefined, timestamp),
    flush,
    listen(target) {
      const onError = (event: Event): void => {
        const { error, message, filename, lineno, colno } = event as ErrorEvent;
        if (ours(stackOf(error), filename)) enqueue(error ?? { message }, undefined, { file: filename, line: lineno, column: colno }, Date.now());
      };
      const onRejection = (event: Event): void => {
        const { reason } = event as PromiseRejectionEvent;
        if (ours(stackOf(reason))) enqueue(reason, undefined, undefined, Date.now());
      };
      target.addEventListener('error', onError);
      target.addEventListener('unhandledrejection', onRejection);
      target.addEventListener('pagehide', flush);
      return () => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
        target.removeEventListener('pagehide', flush);
      };
    },
  };
}
