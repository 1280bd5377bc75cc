import type * as CollectorModule from '../telemetry/collectPerformance';

/** File next to the single-file script that holds the performance collector (built from collectPerformance). */
export const COLLECTOR_SCRIPT = 'storefront-performance.js';

/** Loads the performance collector from its own ES module next to the single-file script, so pages without the rollout never download it. */
export function loadCollector(scriptUrl: string | undefined): Promise<typeof CollectorModule> {
  return import(new URL(COLLECTOR_SCRIPT, scriptUrl ?? document.baseURI).href) as Promise<typeof CollectorModule>;
}
