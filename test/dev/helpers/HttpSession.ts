import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type StartServerOptions } from '../../../dev/server';

/** Options of one test request. */
export interface SessionRequestOptions {
  json?: unknown;
  form?: Record<string, string>;
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Send the X-CSRF-Token header from the crumb cookie on POST/PUT/DELETE. Default true. */
  crumb?: boolean;
}

/** A parsed test response. */
export interface SessionResponse {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
  json: Record<string, unknown>;
}

/** A cookie-keeping HTTP client against one server, like one browser visitor. */
export class HttpSession {
  readonly cookies = new Map<string, string>();
  xsrfToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  /** Sends a request, storing Set-Cookie answers and adding the crumb header to mutating requests. */
  async request(method: string, path: string, options: SessionRequestOptions = {}): Promise<SessionResponse> {
    const mutating = method !== 'GET' && method !== 'HEAD';
    if (mutating && (options.crumb ?? true) && !this.cookies.has('crumb')) await this.request('GET', '/api/dev/crumb');
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    if (mutating && (options.crumb ?? true)) headers['X-CSRF-Token'] = this.cookies.get('crumb') ?? '';
    if (this.xsrfToken && mutating) headers['X-XSRF-Token'] = this.xsrfToken;
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] = 'application/json';
    } else if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else if (options.text !== undefined) {
      body = options.text;
      headers['Content-Type'] = options.contentType ?? 'text/plain';
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = decodeURIComponent(pair.slice(separator + 1).trim());
      if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      parsed = undefined;
    }
    const json = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
    return { status: response.status, headers: response.headers, text, body: parsed, json };
  }

  get(path: string, options?: SessionRequestOptions): Promise<SessionResponse> {
    return this.request('GET', path, options);
  }

  post(path: string, options?: SessionRequestOptions): Promise<SessionResponse> {
    return this.request('POST', path, options);
  }

  put(path: string, options?: SessionRequestOptions): Promise<SessionResponse> {
    return this.request('PUT', path, options);
  }

  delete(path: string, options?: SessionRequestOptions): Promise<SessionResponse> {
    return this.request('DELETE', path, options);
  }
}

/** One request exactly as given (any Host, Origin or Sec-Fetch-Site header; `localAddress` picks the client address), without a cookie jar. */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const body = options.body ?? '';
  return new Promise((done, fail) => {
    const sent = httpRequest(url, {
      method: options.method ?? 'GET',
      localAddress: options.localAddress,
      headers: { ...options.headers, ...(body ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}) },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} }));
    });
    sent.on('error', fail);
    sent.end(body || undefined);
  });
}

/** A server on a random port over a fresh temp data folder, removed by stop(). */
export interface TestServer {
  server: RunningServer;
  dataDir: string;
  session(): HttpSession;
  stop(): Promise<void>;
}

/** Starts a server for one test file, its dev switches on unless `devControls: false`. */
export async function startTestServer(options: StartServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-dev-'));
  const server = await startServer({ port: 0, devControls: true, ...options, dataDir });
  return {
    server,
    dataDir,
    session: () => new HttpSession(server.url),
    stop: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
