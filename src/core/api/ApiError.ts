import type { Message } from '../i18n';

/** Stable codes of API failures. */
export type ApiErrorCode =
  | 'network'
  | 'timeout'
  | 'crumb-failure'
  | 'rate-limited'
  | 'server-error'
  | 'http-error'
  | 'malformed-response'
  | 'invalid-request';

/** What an ApiError is built from. */
export interface ApiErrorInit {
  /** Stable failure code. */
  readonly code: ApiErrorCode;
  /** Developer-facing description naming what went wrong. */
  readonly detail: string;
  /** Shopper-visible text as a catalog message. */
  readonly userMessage: Message;
  /** Shopper-visible alert title; none by default. */
  readonly title?: Message;
  /** HTTP status, when a response arrived. */
  readonly status?: number;
  /** Method and path of the call, e.g. 'POST /api/commerce/shopping-cart/entries'. */
  readonly endpoint: string;
  /** Dotted path of the offending field in a malformed response. */
  readonly field?: string;
  /** The server's own error message, when its body carried one. */
  readonly serverMessage?: string;
  /** Parsed response body, when it was JSON. */
  readonly body?: unknown;
  /** Per-field messages keyed by field id, for rejected form fields. None by default. */
  readonly fieldErrors?: Readonly<Record<string, string>>;
  /** The underlying failure. */
  readonly cause?: unknown;
}

/** A failed API call, typed by `code`, with a shopper-visible message and optional alert title. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly userMessage: Message;
  readonly title: Message | undefined;
  readonly status: number | undefined;
  readonly endpoint: string;
  readonly field: string | undefined;
  readonly serverMessage: string | undefined;
  readonly body: unknown;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(init: ApiErrorInit) {
    super(`${init.endpoint}: ${init.detail}`, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code;
    this.userMessage = init.userMessage;
    this.title = init.title;
    this.status = init.status;
    this.endpoint = init.endpoint;
    this.field = init.field;
    this.serverMessage = init.serverMessage;
    this.body = init.body;
    this.fieldErrors = init.fieldErrors ?? {};
  }

  /** A copy with a different shopper-visible message and title (used to apply a call's error catalogue). */
  withPresentation(userMessage: Message, title: Message | undefined, fieldErrors: Readonly<Record<string, string>> = this.fieldErrors): ApiError {
    return new ApiError({
      code: this.code,
      detail: this.message.slice(this.endpoint.length + 2),
      userMessage,
      title,
      endpoint: this.endpoint,
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.serverMessage === undefined ? {} : { serverMessage: this.serverMessage }),
      body: this.body,
      fieldErrors,
      cause: this.cause,
    });
  }
}

/** True when `value` is an ApiError. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** True when a call failed without an answer (connection dropped, timeout): the server may or may not have handled it. */
export function outcomeUnknown(error: unknown): boolean {
  return isApiError(error) && (error.code === 'network' || error.code === 'timeout');
}
