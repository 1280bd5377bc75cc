import { CART_API_PATHS } from './cartApiPaths';
import { FORM_API_PATHS } from './formApiPaths';
import { RESTOCK_API_PATHS } from './restockApiPaths';
import { SESSION_API_PATHS } from './sessionApiPaths';
import { TELEMETRY_API_PATHS } from './telemetryApiPaths';
import { TRACKING_API_PATHS } from './trackingApiPaths';

export { PERFORMANCE_COLLECTOR_VERSION } from './telemetryApiPaths';

/** Paths of every storefront API call (spec §7); each feature's calls import their own paths (CART_API_PATHS, FORM_API_PATHS…). */
export const API_PATHS = { ...CART_API_PATHS, ...FORM_API_PATHS, ...SESSION_API_PATHS, ...RESTOCK_API_PATHS, ...TRACKING_API_PATHS, ...TELEMETRY_API_PATHS } as const;
