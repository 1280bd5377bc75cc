import type * as TelemetrySenderModule from './telemetrySender';

/** Loads the telemetry sender, a chunk of its own. */
export function loadTelemetrySender(): Promise<Pick<typeof TelemetrySenderModule, 'telemetrySender'>> {
  return import('./telemetrySender');
}
