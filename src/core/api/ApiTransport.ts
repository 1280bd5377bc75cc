import type { ZodMiniType } from 'zod/mini';
import type { Message } from '../i18n';
import { ApiError } from './ApiError';
import { COOKIE_NAMES } from '../site/cookieNames';
import type { CookieJar } from './CookieJar';
import { IDEMPOTENCY_KEY_HEADER } from './idempotencyKey';
import type { HttpAdapter, HttpMethod, HttpRequest, HttpResponse } from './HttpAdapter';
import type { XsrfTokenHolder } from './XsrfTokenHolder';

/** Query parameters; undefined values are left out. */
export type QueryParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** How a request body is encoded. */
export type RequestBody =
  | { readonly json: unknown }
  | { readonly form: Readonly<Record<string, string | number | boolean | undefined>> }
  | { readonly text: string; readonly contentType?: string };

/** One call as the client describes it to the transport. */
export interface ApiCall<T> {
  /** HTTP method. */
  readonly method: HttpMethod;
  /** Path from the site root, e.g. '/api/commerce/shopping-cart'. */
  readonly path: string;
  /** Query string parameters. */
  readonly query?: QueryParams;
  /** Body and its encoding; none by default. */
  readonly body?: RequestBody;
  /** Schema of a successful response body; an empty body parses as undefined. */
  readonly schema: ZodMiniType<T>;
  /** Send cookies cross-origin too. Default false (same-origin). */
  readonly withCredentials?: boolean;
  /** Abort after this many ms; no timeout by default. */
  readonly timeoutMs?: number;
  /** Caller's abort signal. */
  readonly signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: one per shopper intent, the same for a repeat of it. Default none. */
  readonly idempotencyKey?: string;
}

/** Options of ApiTransport. */
export interface ApiTransportOptions {
  /** Sends the requests. */
  readonly http: HttpAdapter;
  /** Cookie access, for the anti-forgery crumb. */
  readonly cookies: CookieJar;
  /** Holds the site-user anti-forgery token from login. */
  readonly xsrfTokens: XsrfTokenHolder;
  /** Origin prefixed to every path. Default '' (same origin). */
  readonly baseUrl?: string;
  /** Name of the cookie carrying the anti-forgery crumb. Default 'crumb'. */
  readonly crumbCookieName?: string;
  /** Header the crumb is sent in. Default 'X-CSRF-Token'. */
  readonly crumbHeaderName?: string;
  /** Header the site-user token from login is sent in. Default 'X-XSRF-Token'. */
  readonly xsrfHeaderName?: string;
}

const EMPTY = Symbol('empty body');

/** Builds requests (crumb and token headers, encodings, timeouts), sends them and turns every outcome into data or a typed ApiError. */
export class ApiTransport {
  readonly baseUrl: string;
  readonly crumbCookieName: string;
  readonly crumbHeaderName: string;
  readonly xsrfHeaderName: string;

  readonly #options: ApiTransportOptions;

  constructor(options: ApiTransportOptions) {
    this.#options = options;
    this.baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
    this.crumbCookieName = options.crumbCookieName ?? COOKIE_NAMES.CRUMB;
    this.crumbHeaderName = options.crumbHeaderName ?? 'X-CSRF-Token';
    this.xsrfHeaderName = options.xsrfHeaderName ?? 'X-XSRF-Token';
  }

  /** The anti-forgery crumb from its cookie, if any. */
  crumb(): string | undefined {
    return this.#options.cookies.get(this.crumbCookieName) || undefined;
  }

  /** Full URL of a path with its query. */
  url(path: string, query?: QueryParams): string {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) search.set(name, String(value));
    }
    const queryString = search.toString();
    return `${this.baseUrl}${path}${queryString ? (path.includes('?') ? '&' : '?') + queryString : ''}`;
  }

  /** Sends a call and returns its parsed body; rejects with an ApiError for every failure. */
  async request<T>(call: ApiCall<T>): Promise<T> {
    const endpoint = `${call.method} ${call.path}`;
    const abort = startAbortScope(call);
    let response: HttpResponse;
    let text: string;
    try {
      response = await this.#options.http.send(abort.signal ? { ...this.#build(call), signal: abort.signal } : this.#build(call));
    } catch (cause) {
      abort.finish();
      throw noResponseError(abort.timedOut(), call, endpoint, cause, 'request failed before a response arrived');
    }
    try {
      text = await response.text();
    } catch (cause) {
      throw noResponseError(abort.timedOut(), call, endpoint, cause, `connection dropped while reading the response (status ${response.status})`, response.status);
    } finally {
      abort.finish();
    }
    const body = parseJson(text);
    const ok = response.status >= 200 && response.status < 300;
    if (isRecord(body) && body.crumbFail === true) {
      throw new ApiError({
        code: 'crumb-failure',
        detail: `anti-forgery crumb rejected (status ${response.status})`,
        userMessage: { key: 'api.addItem.sessionExpired' },
        status: response.status,
        endpoint,
        body,
        ...serverMessageOf(body),
      });
    }
    if (!ok) throw failureFor(response.status, body, endpoint);
    if (body === undefined && text.trim() !== '') {
      throw new ApiError({
        code: 'malformed-response',
        detail: `response body is not JSON (status ${response.status}): ${JSON.stringify(text.slice(0, 80))}`,
        userMessage: { key: 'api.error.malformedResponse' },
        status: response.status,
        endpoint,
        field: '(body)',
      });
    }
    return this.#parse(call.schema, body === EMPTY ? undefined : body, endpoint, response.status);
  }

  #build<T>(call: ApiCall<T>): HttpRequest {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const crumb = this.crumb();
    if (crumb) headers[this.crumbHeaderName] = crumb;
    const token = this.#options.xsrfTokens.getXsrfToken();
    if (token) headers[this.xsrfHeaderName] = token;
    if (call.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = call.idempotencyKey;
    let body: string | undefined;
    if (call.body && 'json' in call.body) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(call.body.json);
    } else if (call.body && 'form' in call.body) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      const form = new URLSearchParams();
      for (const [name, value] of Object.entries(call.body.form)) if (value !== undefined) form.set(name, String(value));
      body = form.toString();
    } else if (call.body && 'text' in call.body) {
      headers['Content-Type'] = call.body.contentType ?? 'text/plain';
      body = call.body.text;
    }
    return {
      method: call.method,
      url: this.url(call.path, call.query),
      headers,
      ...(body === undefined ? {} : { body }),
      credentials: call.withCredentials ? 'include' : 'same-origin',
    };
  }

  #parse<T>(schema: ZodMiniType<T>, body: unknown, endpoint: string, status: number): T {
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
    const serverMessage = serverMessageOf(body);
    if (serverMessage.serverMessage) {
      throw new ApiError({
        code: 'http-error',
        detail: `server reported an error (status ${status}): ${serverMessage.serverMessage}`,
        userMessage: { key: 'api.error.serverMessage', values: { message: serverMessage.serverMessage } },
        status,
        endpoint,
        body,
        ...serverMessage,
      });
    }
    throw new ApiError({
      code: 'malformed-response',
      detail: `malformed response: field "${field}" ${issue?.message ?? 'is invalid'}`,
      userMessage: { key: 'api.error.malformedResponse' },
      status,
      endpoint,
      field,
      body,
    });
  }
}

interface AbortScope {
  readonly signal: AbortSignal | undefined;
  timedOut(): boolean;
  finish(): void;
}

function startAbortScope(call: { readonly timeoutMs?: number; readonly signal?: AbortSignal }): AbortScope {
  if (call.timeoutMs === undefined && !call.signal) return { signal: undefined, timedOut: () => false, finish: () => undefined };
  const controller = new AbortController();
  let timedOut = false;
  const timer = call.timeoutMs === undefined ? undefined : setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, call.timeoutMs);
  const forwardAbort = (): void => controller.abort();
  call.signal?.addEventListener('abort', forwardAbort, { once: true });
  if (call.signal?.aborted) controller.abort();
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    finish() {
      if (timer !== undefined) clearTimeout(timer);
      call.signal?.removeEventListener('abort', forwardAbort);
    },
  };
}

function noResponseError(timedOut: boolean, call: { readonly timeoutMs?: number }, endpoint: string, cause: unknown, what: string, status?: number): ApiError {
  const statusField = status === undefined ? {} : { status };
  return timedOut
    ? new ApiError({ code: 'timeout', detail: `no response within ${call.timeoutMs} ms`, userMessage: { key: 'api.error.timeout' }, endpoint, cause, ...statusField })
    : new ApiError({ code: 'network', detail: `${what}: ${describe(cause)}`, userMessage: { key: 'api.error.network' }, endpoint, cause, ...statusField });
}

function failureFor(status: number, body: unknown, endpoint: string): ApiError {
  const server = serverMessageOf(body);
  const fieldErrors = fieldErrorsOf(body);
  const json = body === undefined || body === EMPTY ? {} : { body };
  if (status === 429) {
    return new ApiError({ code: 'rate-limited', detail: 'rate limited (429)', userMessage: { key: 'api.addItem.rateLimited' }, status, endpoint, ...json, ...server });
  }
  const userMessage: Message = server.serverMessage
    ? { key: 'api.error.serverMessage', values: { message: server.serverMessage } }
    : status >= 500
      ? { key: 'api.error.server' }
      : { key: 'api.error.unexpectedStatus', values: { status } };
  return new ApiError({
    code: status >= 500 ? 'server-error' : 'http-error',
    detail: `status ${status}${server.serverMessage ? `: ${server.serverMessage}` : body === undefined ? ' with a non-JSON body' : ''}`,
    userMessage,
    status,
    endpoint,
    ...json,
    ...server,
    ...(fieldErrors ? { fieldErrors } : {}),
  });
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return EMPTY;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function serverMessageOf(body: unknown): { serverMessage?: string } {
  if (!isRecord(body)) return {};
  for (const candidate of [body.message, body.error, isRecord(body.data) ? body.data.message : undefined]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return { serverMessage: candidate };
  }
  return {};
}

/** Per-field messages of an error body (`errors`: field id to message), if any. */
export function fieldErrorsOf(body: unknown): Record<string, string> | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const entries = Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : '';
    return `${cause.name}: ${cause.message}${inner}`;
  }
  return String(cause);
}
