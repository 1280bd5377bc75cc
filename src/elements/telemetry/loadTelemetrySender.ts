import type * as TelemetrySenderModule from './telemetrySender';

/** Loads the telemetry sender: a chunk of the ES build (the single-file build swaps in loadTelemetrySenderScript). */
export function loadTelemetrySender(): Promise<Pick<typeof TelemetrySenderModule, 'telemetrySender'>> {
  return import('./telemetrySender');
}
