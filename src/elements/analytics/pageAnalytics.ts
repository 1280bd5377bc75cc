import type { Analytics, AnalyticsOptions } from '../../core/analytics/startAnalytics';

let shared: { readonly ready: Promise<Analytics>; users: number } | undefined;

/** A hold on the page's analytics; the last release stops it. */
export interface PageAnalyticsHold {
  /** Resolves once the analytics code has loaded and started. */
  readonly ready: Promise<Analytics>;
  /** Gives the hold back. */
  release(): void;
}

/** Starts the page's analytics once (loading its code on first use) and holds it; later callers share the running one. A failed load is dropped, so a later hold tries again. */
export function holdPageAnalytics(options: () => AnalyticsOptions): PageAnalyticsHold {
  if (!shared) {
    const ready = import('../../core/analytics/startAnalytics').then(({ startAnalytics }) => startAnalytics(options()));
    const entry = { ready, users: 0 };
    ready.catch(() => {
      if (shared === entry) shared = undefined;
    });
    shared = entry;
  }
  const entry = shared;
  entry.users += 1;
  let released = false;
  return {
    ready: entry.ready,
    release() {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users > 0 || shared !== entry) return;
      shared = undefined;
      entry.ready.then(
        (analytics) => analytics.stop(),
        () => undefined,
      );
    },
  };
}
