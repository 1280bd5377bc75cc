import type * as CollectorModule from './collectPerformance';

/** Loads the performance collector, a chunk of its own, so pages without the rollout never download it. */
export function loadCollector(): Promise<typeof CollectorModule> {
  return import('./collectPerformance');
}
