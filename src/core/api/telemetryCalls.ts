import type { ApiConnection } from './ApiConnection';
import { TELEMETRY_API_PATHS } from './telemetryApiPaths';
import { anyResponseSchema, performanceSettingsSchema, type PerformanceSettings } from './responseSchemas';

/** One record for error reporting (spec §3 "Error record"). */
export interface JavascriptErrorRecord {
  /** Event name, e.g. 'interface_error_cart'. */
  readonly event: string;
  /** Error data; sent as a JSON string. */
  readonly data: Readonly<Record<string, unknown>>;
  /** Epoch ms. */
  readonly timestamp: number;
}

/** One performance event (spec §7). */
export interface PerformanceEvent {
  /** App name. */
  readonly app: string;
  /** Event data. */
  readonly data: Readonly<Record<string, unknown>>;
  /** 'page_speed' or 'user'. */
  readonly event: 'page_speed' | 'user';
  /** Page load id from the settings call. */
  readonly pageLoadId: string;
  /** Epoch ms. */
  readonly ts: number;
}

/** The telemetry calls of a connection. */
export type TelemetryCalls = ReturnType<typeof telemetryCalls>;

/** The error-reporting and performance calls of a connection. */
export function telemetryCalls(connection: ApiConnection) {
  return {
    /** Reports JavaScript error records (data sent as a JSON string, crumb header from the crumb cookie). */
    async recordJavascriptErrors(records: readonly JavascriptErrorRecord[]): Promise<void> {
      await connection.transport.request({
        method: 'POST',
        path: TELEMETRY_API_PATHS.recordJavascriptErrors,
        body: { json: records.map((record) => ({ event: record.event, data: JSON.stringify(record.data), timestamp: record.timestamp })) },
        schema: anyResponseSchema,
      });
    },
    /** Reads the performance collector settings; rejects with code 'http-error'/'server-error' (unexpected status) or 'timeout'. */
    async getPerformanceSettings(timeoutMs: number): Promise<PerformanceSettings> {
      return connection.transport.request({ method: 'GET', path: TELEMETRY_API_PATHS.performanceSettings, schema: performanceSettingsSchema, timeoutMs });
    },
    /** Sends a batch of performance events as a text/plain JSON array (the XHR fallback of the beacon). */
    async sendPerformanceRecords(events: readonly PerformanceEvent[]): Promise<void> {
      await connection.transport.request({ method: 'POST', path: TELEMETRY_API_PATHS.performanceRecords, body: { text: JSON.stringify(events), contentType: 'text/plain' }, schema: anyResponseSchema });
    },
  };
}
