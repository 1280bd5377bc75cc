import type { MemoryCookieJar } from './MemoryCookieJar';

/** HTTP methods the storefront API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One HTTP request as the API client builds it. */
export interface HttpRequest {
  /** Request method. */
  readonly method: HttpMethod;
  /** Absolute or root-relative URL including the query string. */
  readonly url: string;
  /** Request headers. */
  readonly headers: Readonly<Record<string, string>>;
  /** Serialized body; none for GET and DELETE. */
  readonly body?: string;
  /** Fetch credentials mode. Default 'same-origin'. */
  readonly credentials?: 'same-origin' | 'include' | 'omit';
  /** Aborts the request (timeouts). */
  readonly signal?: AbortSignal;
}

/** The part of an HTTP response the API client reads. */
export interface HttpResponse {
  /** HTTP status code. */
  readonly status: number;
  /** Response header lookup (case-insensitive). */
  readonly headers: { get(name: string): string | null };
  /** Reads the body as text. */
  text(): Promise<string>;
}

/** Sends HTTP requests; `fetch` in browsers, fetch plus a cookie jar in Node. */
export interface HttpAdapter {
  /** Sends a request; rejects only when no response arrived (network failure, abort). */
  send(request: HttpRequest): Promise<HttpResponse>;
}

/** Options of createFetchHttpAdapter. */
export interface FetchHttpAdapterOptions {
  /** The fetch implementation. Default globalThis.fetch, looked up per request. */
  readonly fetch?: typeof fetch;
}

/** An HttpAdapter over `fetch`, for browsers where the browser itself keeps cookies. */
export function createFetchHttpAdapter(options: FetchHttpAdapterOptions = {}): HttpAdapter {
  return {
    async send(request) {
      const fetchImpl = options.fetch ?? globalThis.fetch;
      const init: RequestInit = { method: request.method, headers: request.headers, credentials: request.credentials ?? 'same-origin' };
      if (request.body !== undefined) init.body = request.body;
      if (request.signal) init.signal = request.signal;
      return fetchImpl(request.url, init);
    },
  };
}

/** Options of createNodeHttpAdapter. */
export interface NodeHttpAdapterOptions {
  /** Jar that receives every Set-Cookie and supplies the Cookie header. */
  readonly cookieJar: MemoryCookieJar;
  /** The fetch implementation. Default globalThis.fetch, looked up per request. */
  readonly fetch?: typeof fetch;
}

/** An HttpAdapter for Node: `fetch` plus a cookie jar that keeps cookies from Set-Cookie like a browser does. */
export function createNodeHttpAdapter(options: NodeHttpAdapterOptions): HttpAdapter {
  const { cookieJar } = options;
  return {
    async send(request) {
      const fetchImpl = options.fetch ?? globalThis.fetch;
      const headers: Record<string, string> = { ...request.headers };
      const cookieHeader = cookieJar.toCookieHeader();
      if (cookieHeader && request.credentials !== 'omit') headers.Cookie = cookieHeader;
      const init: RequestInit = { method: request.method, headers };
      if (request.body !== undefined) init.body = request.body;
      if (request.signal) init.signal = request.signal;
      const response = await fetchImpl(request.url, init);
      for (const setCookie of readSetCookieHeaders(response.headers)) cookieJar.storeSetCookie(setCookie);
      return response;
    },
  };
}

function readSetCookieHeaders(headers: Headers): string[] {
  if (typeof headers.getSetCookie === 'function') return headers.getSetCookie();
  const joined = headers.get('set-cookie');
  return joined ? joined.split(/,(?=\s*[^;,=\s]+=)/) : [];
}
