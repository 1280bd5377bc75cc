import type * as CollectorModule from './collectPerformance';

/** Loads the performance collector: a chunk of the ES build (the single-file build swaps in loadCollectorScript). */
export function loadCollector(scriptUrl: string | undefined): Promise<typeof CollectorModule> {
  void scriptUrl;
  return import('./collectPerformance');
}
