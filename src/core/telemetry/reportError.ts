import { ERROR_REPORTER_MAX_QUEUED } from './errorReporterLimits';
import { VERSION } from '../version';
import type { ErrorReporter } from './ErrorReporter';

type EarlyReport = readonly [error: unknown, custom: Readonly<Record<string, unknown>> | undefined, timestamp: number];

interface ErrorReporting {
  active: ErrorReporter | undefined;
  early: EarlyReport[];
}

/**
 * The page's reporter and its queue, kept on globalThis under `Symbol.for('storefront-elements@<version>:error-reporting')`,
 * so every bundle of this version on the page (the elements, `storefront-elements/core`) reports
 * through the one reporter the page starts.
 */
function errorReporting(): ErrorReporting {
  const holder = globalThis as unknown as Record<symbol, ErrorReporting | undefined>;
  const key = Symbol.for(`storefront-elements@${VERSION}:error-reporting`);
  return (holder[key] ??= { active: undefined, early: [] });
}

/**
 * Reports a caught error of our own code to error reporting, silently (spec §8). Before the page's reporter
 * starts, up to 10 reports wait for it; it never throws.
 */
export function reportError(error: unknown, custom?: Record<string, unknown>): void {
  try {
    const reporting = errorReporting();
    if (reporting.active) reporting.active.report(error, custom);
    else if (reporting.early.length < ERROR_REPORTER_MAX_QUEUED) reporting.early.push([error, custom, Date.now()]);
  } catch {
    // reporting must never break the caller
  }
}

/** Makes `reporter` the page's reporter (undefined stops forwarding); reports made before it started are handed to it. */
export function setErrorReporter(reporter: ErrorReporter | undefined): void {
  const reporting = errorReporting();
  reporting.active = reporter;
  if (!reporter) return;
  const waiting = reporting.early;
  reporting.early = [];
  for (const [error, custom, timestamp] of waiting) reporter.report(error, custom, timestamp);
}
