import type { loadTelemetrySender as load } from '../telemetry/loadTelemetrySender';
import { telemetrySender } from '../telemetry/telemetrySender';

/** The single-file script's telemetry sender: bundled with the script, so it is there at once. */
export const loadTelemetrySender: typeof load = () => Promise.resolve({ telemetrySender });
