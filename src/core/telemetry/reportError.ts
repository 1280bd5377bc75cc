import { ERROR_REPORTER_MAX_QUEUED } from '../site/limits';
import type { ErrorReporter } from './ErrorReporter';

type EarlyReport = readonly [error: unknown, custom: Readonly<Record<string, unknown>> | undefined, timestamp: number];

let active: ErrorReporter | undefined;
let early: EarlyReport[] = [];

/**
 * Reports a caught error of our own code to error reporting, silently (spec §8). Before the page's reporter
 * starts, up to 10 reports wait for it; it never throws.
 */
export function reportError(error: unknown, custom?: Record<string, unknown>): void {
  try {
    if (active) active.report(error, custom);
    else if (early.length < ERROR_REPORTER_MAX_QUEUED) early.push([error, custom, Date.now()]);
  } catch {
    // reporting must never break the caller
  }
}

/** Makes `reporter` the page's reporter (undefined stops forwarding); reports made before it started are handed to it. */
export function setErrorReporter(reporter: ErrorReporter | undefined): void {
  active = reporter;
  if (!reporter) return;
  const waiting = early;
  early = [];
  for (const [error, custom, timestamp] of waiting) reporter.report(error, custom, timestamp);
}
