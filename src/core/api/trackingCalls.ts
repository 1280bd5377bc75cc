import { ApiError, isApiError } from './ApiError';
import type { ApiConnection } from './ApiConnection';
import { TRACKING_API_PATHS } from './trackingApiPaths';
import type { ApiCall } from './ApiTransport';
import { anyResponseSchema } from './responseSchemas';

/** Census request timeout in milliseconds. */
export const CENSUS_TIMEOUT_MS = 2500;

/** Outcome of a tracking call: these never reject. */
export type TrackingResult = { readonly ok: true } | { readonly ok: false; readonly error: ApiError };

/** Payload of the census button calls. */
export interface CensusButtonInput {
  /** Visitor record cookie value. */
  readonly visitorCookie: string;
  /** Page title. */
  readonly pageTitle: string;
  /** Page id. */
  readonly pageId: string;
  /** 'i' or 'c'. */
  readonly contentSource: 'i' | 'c';
  /** Page path. */
  readonly pagePath: string;
  /** Page permission type; null when the page has none. */
  readonly pagePermissionTypeValue: number | null;
}

/** Page fields shared by the form-render and overlay census calls. */
export type CensusPageFields = Readonly<Record<string, string | number | boolean | null>>;

/** The tracking calls of a connection. */
export type TrackingCalls = ReturnType<typeof trackingCalls>;

/** The analytics and census calls of a connection; they never reject. */
export function trackingCalls(connection: ApiConnection) {
  const censusTimeoutMs = connection.options.censusTimeoutMs ?? CENSUS_TIMEOUT_MS;

  async function track(call: ApiCall<unknown>): Promise<TrackingResult> {
    try {
      await connection.transport.request(call);
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        error: isApiError(error)
          ? error
          : new ApiError({ code: 'network', detail: String(error), userMessage: { key: 'api.error.network' }, endpoint: `${call.method} ${call.path}`, cause: error }),
      };
    }
  }

  return {
    /** Records an analytics event, form-encoded with the crumb; never rejects. */
    recordEvent(event: string, data: Readonly<Record<string, unknown>>, extraFields: Readonly<Record<string, string | number | boolean>> = {}): Promise<TrackingResult> {
      return track({
        method: 'POST',
        path: TRACKING_API_PATHS.recordEvent,
        body: { form: { ...extraFields, crumb: connection.transport.crumb() ?? '', event, data: JSON.stringify(data) } },
        schema: anyResponseSchema,
      });
    },
    /** Records a census page hit, form-encoded; never rejects. */
    recordCensusHit(event: string, data: Readonly<Record<string, unknown>>, visitorRecord?: string): Promise<TrackingResult> {
      return track({ method: 'POST', path: TRACKING_API_PATHS.censusHit, body: { form: { event, data: JSON.stringify(data), ss_cvr: visitorRecord } }, schema: anyResponseSchema });
    },
    /** Records a button click with the 2500 ms census timeout; never rejects. */
    recordButtonClick(input: CensusButtonInput): Promise<TrackingResult> {
      return track({ method: 'POST', path: TRACKING_API_PATHS.censusButtonClick, body: { json: input }, schema: anyResponseSchema, timeoutMs: censusTimeoutMs });
    },
    /** Records a button render with the 2500 ms census timeout; never rejects. */
    recordButtonRender(input: CensusButtonInput): Promise<TrackingResult> {
      return track({ method: 'POST', path: TRACKING_API_PATHS.censusButtonRender, body: { json: input }, schema: anyResponseSchema, timeoutMs: censusTimeoutMs });
    },
    /** Records a form render; never rejects. */
    recordFormRender(formId: string, visitorCookie: string, pageFields: CensusPageFields = {}): Promise<TrackingResult> {
      return track({ method: 'POST', path: TRACKING_API_PATHS.censusFormRender, body: { json: { ...pageFields, formId, visitorCookie } }, schema: anyResponseSchema, timeoutMs: censusTimeoutMs });
    },
    /** Records a popup overlay view; never rejects. */
    recordOverlay(visitorCookie: string, pageFields: CensusPageFields = {}): Promise<TrackingResult> {
      return track({ method: 'POST', path: TRACKING_API_PATHS.censusOverlay, body: { json: { ...pageFields, visitorCookie } }, schema: anyResponseSchema, timeoutMs: censusTimeoutMs });
    },
    /** Records a product quick view (no body); never rejects. */
    recordQuickView(itemId: string): Promise<TrackingResult> {
      return track({ method: 'POST', path: TRACKING_API_PATHS.censusQuickView(itemId), schema: anyResponseSchema, timeoutMs: censusTimeoutMs });
    },
  };
}
