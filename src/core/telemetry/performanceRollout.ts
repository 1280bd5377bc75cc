import { isApiError } from '../api/ApiError';
import type { PerformanceSettings } from '../api/responseSchemas';

/** Timeout of the performance settings request in ms. Default of startPerformanceCollection. */
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 5000;

/** Prefix of the app-specific rollout flag: 'rum-' + app (spec §9). */
export const PERFORMANCE_APP_FLAG_PREFIX = 'rum-';

/** Why the settings request failed (spec §8). */
export type PerformanceSettingsFailure = 'unexpected status' | 'timeout';

/** The rollout flags performance tracking needs, all of them on (spec §6). */
export function performanceRolloutFlags(app: string): string[] {
  return ['rum', PERFORMANCE_APP_FLAG_PREFIX + app, 'track-page-speed', 'track-user-timing'];
}

/** Whether every rollout flag performance tracking needs is on for `app`. */
export function isPerformanceRolledOut(settings: Pick<PerformanceSettings, 'rollouts'>, app: string): boolean {
  return performanceRolloutFlags(app).every((flag) => settings.rollouts[flag] === true);
}

/** The performance settings request failed: the collector sends nothing. */
export class PerformanceSettingsError extends Error {
  /** 'unexpected status' or 'timeout'. */
  readonly reason: PerformanceSettingsFailure;

  constructor(reason: PerformanceSettingsFailure, cause: unknown) {
    super(`performance settings request failed: ${reason}`, { cause });
    this.name = 'PerformanceSettingsError';
    this.reason = reason;
  }
}

/** Options of startPerformanceCollection. */
export interface PerformanceCollectionOptions {
  /** App name; its rollout flag is 'rum-' + app. */
  readonly app: string;
  /** Reads the settings (ApiClient.getPerformanceSettings); rejects on a bad status or the timeout. */
  readonly getSettings: (timeoutMs: number) => Promise<PerformanceSettings>;
  /** Where a settings failure is reported (reportError). */
  readonly reportError: (error: unknown, custom?: Record<string, unknown>) => void;
  /** Starts the collector with the page load id, once the rollout is on. */
  readonly start: (pageLoadId: string) => unknown;
  /** Settings timeout in ms. Default 5000. */
  readonly timeoutMs?: number;
}

/** How startPerformanceCollection ended. */
export type PerformanceCollectionOutcome = 'started' | 'not-rolled-out' | 'settings-failed';

/** Reads the performance settings and starts the collector only when every rollout flag is on; a failed request is reported and nothing is sent. */
export async function startPerformanceCollection(options: PerformanceCollectionOptions): Promise<PerformanceCollectionOutcome> {
  const timeoutMs = options.timeoutMs ?? PERFORMANCE_SETTINGS_TIMEOUT_MS;
  let settings: PerformanceSettings;
  try {
    settings = await options.getSettings(timeoutMs);
  } catch (error) {
    const reason = isApiError(error) && error.code === 'timeout' ? 'timeout' : 'unexpected status';
    options.reportError(new PerformanceSettingsError(reason, error), {
      reason,
      detail: error instanceof Error ? error.message : String(error),
      ...(isApiError(error) && error.status !== undefined ? { status: error.status } : {}),
    });
    return 'settings-failed';
  }
  if (!isPerformanceRolledOut(settings, options.app)) return 'not-rolled-out';
  await options.start(settings.pageLoadId);
  return 'started';
}
