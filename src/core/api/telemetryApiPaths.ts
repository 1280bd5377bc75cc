/** Paths of the error records and the performance collector (spec §7). */
export const TELEMETRY_API_PATHS = {
  recordJavascriptErrors: '/api/events/RecordJavascriptErrors',
  performanceBase: '/api/1/performance',
  performanceRecords: '/api/1/performance/records',
  performanceSettings: '/api/1/performance/settings',
} as const;

/** Version sent by the performance collector (spec §7). */
export const PERFORMANCE_COLLECTOR_VERSION = '4.0.7';
