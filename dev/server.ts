import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COOKIE, type DevContext } from './DevContext';
import { DEV_CONTROL_PREFIX, devControlRefusal } from './devControlRefusal';
import { FaultSwitches, type ActiveFault } from './FaultSwitches';
import { parseCookies, serializeCookie, type CookieOptions } from './http/cookies';
import { HttpError } from './http/HttpError';
import { parseFormText, parseJsonText, readBodyText } from './http/readBody';
import { normalizePath, Router, type RouteResult } from './http/Router';
import { LoginThrottle, type LoginThrottleOptions } from './LoginThrottle';
import { clientAddress, RateLimiter, type RateLimitOptions } from './RateLimiter';
import { registerCartRoutes } from './routes/cartRoutes';
import { registerDevRoutes } from './routes/devRoutes';
import { registerEventRoutes } from './routes/eventRoutes';
import { registerFormRoutes } from './routes/formRoutes';
import { registerPageRoutes } from './routes/pageRoutes';
import { registerRestockRoutes } from './routes/restockRoutes';
import { registerSiteUserRoutes } from './routes/siteUserRoutes';
import { DevStore, newToken } from './store/DevStore';
import { openDatabase } from './store/openDatabase';

/** Options of startServer. */
export interface StartServerOptions {
  /** Port to listen on; 0 picks a free one. Default 0. */
  port?: number;
  /** Host to bind. Default '127.0.0.1'. */
  host?: string;
  /** Folder holding the SQLite file (store.sqlite). Default './data'. */
  dataDir?: string;
  /** Seed the catalog, forms, demo user and restock sign-ups into an empty database. Default true. */
  seed?: boolean;
  /** Rate limit for /api/ calls; omitted or false means off. Default off. */
  rateLimit?: RateLimitOptions | false;
  /** Page size of the restock management lists. Default 2. */
  restockPageSize?: number;
  /** Form submissions (POST /api/form/SaveFormSubmission) allowed per client address and window; false turns the limit off. Default { max: 10, windowMs: 60000 }. */
  formRateLimit?: { max?: number; windowMs?: number } | false;
  /** Log-in throttle: failed log-ins per client address, progressive delay per account (see LoginThrottle); false turns it off. Default {} (on, its defaults). */
  loginRateLimit?: LoginThrottleOptions | false;
  /** Folder whose dist/ is served under /dist/. Default the project root (the folder above dev/). */
  projectRoot?: string;
  /** Build folder served under /dist/, relative to projectRoot or absolute, e.g. 'dist-lite' for the lite build (npm run build:lite). Default 'dist'. */
  distFolder?: string;
  /** Log each request's method, path and status to stderr. Default false. */
  log?: boolean;
  /** Other origins granted credentialed CORS reads besides the server's own (e.g. 'https://shop.example'). Default none. */
  allowedOrigins?: readonly string[];
  /** Whether the dev switches that change state (POST/PUT/DELETE under /api/dev/: faults, stock, checkout) answer; off, they answer 403. Default false. */
  devControls?: boolean;
}

/** A running dev server. */
export interface RunningServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Port it listens on. */
  port: number;
  /** Fault switches; also reachable over HTTP at /api/dev/faults. */
  faults: FaultSwitches;
  /** The data store (SQLite underneath, as db.raw). */
  db: DevStore;
  /** Stops listening, ends open connections and closes the database. */
  close(): Promise<void>;
}

const DEFAULT_PROJECT_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** Request header naming one intent of a mutating request: a repeat with the same key gets the first answer and stores nothing new. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Longest Idempotency-Key accepted. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** An origin in the form browsers send it (scheme://host[:port], lower case, no default port), or '' when not a URL. */
function normalizeOrigin(origin: string): string {
  try {
    return new URL(origin).origin.toLowerCase();
  } catch {
    return '';
  }
}

function buildRouter(): Router<DevContext> {
  const router = new Router<DevContext>();
  registerCartRoutes(router);
  registerFormRoutes(router);
  registerSiteUserRoutes(router);
  registerRestockRoutes(router);
  registerEventRoutes(router);
  registerDevRoutes(router);
  registerPageRoutes(router);
  return router;
}

function errorBody(message: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { error: message, message, ...extra };
}

/** Sends a route's answer; `dropMidway` sends the status, headers and half the body, then destroys the socket (a lost answer). */
function send(response: ServerResponse, method: string, result: RouteResult, dropMidway = false): void {
  if (response.headersSent || response.destroyed) return;
  const status = result.status ?? 200;
  for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name, value);
  let body: string | Buffer = '';
  if (result.json !== undefined) {
    body = JSON.stringify(result.json);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
  } else if (result.body !== undefined) {
    body = result.body;
    response.setHeader('Content-Type', result.contentType ?? 'text/plain; charset=utf-8');
  }
  if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.statusCode = status;
  const bytes = Buffer.from(method === 'HEAD' ? '' : body);
  response.setHeader('Content-Length', Buffer.byteLength(body));
  if (dropMidway) {
    response.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => response.socket?.destroy());
    return;
  }
  response.end(bytes);
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** Starts the reference API server and demo storefront. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const dataDir = resolve(options.dataDir ?? './data');
  const store = new DevStore(openDatabase(join(dataDir, 'store.sqlite')), { restockPageSize: options.restockPageSize ?? 2 });
  if (options.seed ?? true) store.seed();
  const faults = new FaultSwitches();
  const limiter = options.rateLimit ? new RateLimiter(options.rateLimit) : undefined;
  const formRateLimit = options.formRateLimit ?? {};
  const formLimiter = formRateLimit
    ? new RateLimiter({ max: formRateLimit.max ?? 10, windowMs: formRateLimit.windowMs ?? 60_000, paths: ['/api/form/SaveFormSubmission'] })
    : undefined;
  const loginRateLimit = options.loginRateLimit ?? {};
  const loginThrottle = loginRateLimit ? new LoginThrottle(loginRateLimit) : undefined;
  const distDir = resolve(options.projectRoot ?? DEFAULT_PROJECT_ROOT, options.distFolder ?? 'dist');
  const router = buildRouter();
  const devControlSettings = { enabled: options.devControls ?? false, boundHost: options.host ?? '127.0.0.1' };
  const sockets = new Set<Socket>();
  const allowedOrigins = new Set((options.allowedOrigins ?? []).map(normalizeOrigin));
  /** The site's own origin (the page's origin is the server's: same host) or one of the allow-list. */
  const isAllowedOrigin = (origin: string, host: string | undefined): boolean => {
    const normalized = normalizeOrigin(origin);
    return (host !== undefined && normalized === normalizeOrigin(`http://${host}`)) || allowedOrigins.has(normalized);
  };

  /** Responses of requests under a 'drop-after' fault: handled (and stored) in full, answered in part, then the socket is destroyed. */
  const answersToDrop = new WeakSet<ServerResponse>();
  /** Keys of requests with an Idempotency-Key still being handled, by scope and key. */
  const keysInFlight = new Set<string>();

  function answer(response: ServerResponse, method: string, result: RouteResult): void {
    send(response, method, result, answersToDrop.has(response));
  }

  /** Runs a mutating route at most once per Idempotency-Key and visitor session (crumb): a repeat gets the first answer, Set-Cookie included. */
  async function runOnce(context: DevContext, key: string, run: () => Promise<RouteResult>): Promise<RouteResult> {
    if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw new HttpError(400, `${IDEMPOTENCY_KEY_HEADER} must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
    const fingerprint = `${context.method} ${context.path} ${createHash('sha256').update(await context.readText()).digest('hex')}`;
    const scope = context.crumb;
    const stored = store.idempotentAnswer(scope, key);
    if (stored) {
      if (stored.fingerprint !== fingerprint) throw new HttpError(422, `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request.`);
      return stored.answer;
    }
    const inFlight = `${scope} ${key}`;
    if (keysInFlight.has(inFlight)) throw new HttpError(409, `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being handled.`);
    keysInFlight.add(inFlight);
    try {
      const result = await run();
      const setCookie = context.response.getHeader('Set-Cookie');
      const headers = { ...result.headers, ...(Array.isArray(setCookie) ? { 'Set-Cookie': setCookie } : {}) };
      if (!Buffer.isBuffer(result.body)) {
        const { json, body, contentType } = result;
        store.rememberIdempotentAnswer(scope, key, { fingerprint, answer: { status: result.status ?? 200, headers, json, ...(body === undefined ? {} : { body }), ...(contentType ? { contentType } : {}) } });
      }
      return result;
    } finally {
      keysInFlight.delete(inFlight);
    }
  }

  async function applyFault(fault: ActiveFault, request: IncomingMessage, response: ServerResponse, method: string): Promise<boolean> {
    switch (fault.kind) {
      case 'delay':
        await sleep(fault.ms ?? 1000);
        return false;
      case '429':
        send(response, method, { status: 429, json: errorBody('Too many requests (injected fault).'), headers: { 'Retry-After': '1' } });
        return true;
      case '500':
        send(response, method, { status: 500, json: errorBody('Internal server error (injected fault).') });
        return true;
      case 'drop':
        request.socket.destroy();
        return true;
      case 'drop-after':
        answersToDrop.add(response);
        return false;
      case 'malformed':
        send(response, method, { status: 200, body: '{"shoppingCart": {"id": "malformed', contentType: 'application/json; charset=utf-8' });
        return true;
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = (request.method ?? 'GET').toUpperCase();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = normalizePath(url.pathname);
    const cookies = parseCookies(request.headers.cookie);
    const setCookies: string[] = [];
    const setCookie = (name: string, value: string, cookieOptions?: CookieOptions): void => {
      setCookies.push(serializeCookie(name, value, cookieOptions));
      response.setHeader('Set-Cookie', setCookies);
    };
    let crumb = cookies.get(COOKIE.crumb) ?? '';
    if (!crumb) {
      crumb = newToken(16);
      setCookie(COOKIE.crumb, crumb);
    }
    const origin = request.headers.origin;
    if (origin && isAllowedOrigin(origin, request.headers.host)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Vary', 'Origin');
    }
    if (method === 'OPTIONS') {
      answer(response, method, {
        status: 204,
        headers: {
          'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': `Content-Type, X-CSRF-Token, X-XSRF-Token, ${IDEMPOTENCY_KEY_HEADER}`,
          'Access-Control-Max-Age': '600',
        },
      });
      return;
    }
    const isDevControl = path.startsWith(DEV_CONTROL_PREFIX);
    const refusal = isDevControl ? devControlRefusal(request, method, devControlSettings) : undefined;
    if (refusal) {
      send(response, method, { status: refusal.status, json: errorBody(refusal.message) });
      return;
    }
    if (!isDevControl) {
      const fault = faults.take(path);
      if (fault && (await applyFault(fault, request, response, method))) return;
      if (limiter) {
        const waitSeconds = limiter.hit(clientAddress(request), method, path);
        if (waitSeconds > 0) {
          answer(response, method, { status: 429, json: errorBody('Too many requests. Please slow down.'), headers: { 'Retry-After': String(waitSeconds) } });
          return;
        }
      }
    }
    const match = router.match(method, path);
    if (match.kind === 'not-found') {
      answer(response, method, { status: 404, json: errorBody(`No route for ${method} ${path}.`) });
      return;
    }
    if (match.kind === 'method-not-allowed') {
      answer(response, method, { status: 405, json: errorBody(`${method} is not allowed on ${path}; use ${match.allowed.join(' or ')}.`), headers: { Allow: match.allowed.join(', ') } });
      return;
    }
    let bodyText: Promise<string> | undefined;
    const readText = (): Promise<string> => (bodyText ??= readBodyText(request));
    const sessionToken = cookies.get(COOKIE.siteUserSession);
    const context: DevContext = {
      request, response, method, path, query: url.searchParams, cookies, params: match.params, crumb,
      setCookie,
      clearCookie: (name) => setCookie(name, '', { maxAgeSeconds: 0 }),
      readText,
      readJson: async (emptyValue?: unknown) => parseJsonText(await readText(), emptyValue),
      readForm: async () => parseFormText(await readText()),
      store, faults, distDir, formLimiter, loginThrottle,
      siteUser: sessionToken ? store.session(sessionToken) : undefined,
    };
    const { route } = match;
    if (MUTATING.has(method) && route.options.crumb !== 'none') {
      let sent = request.headers['x-csrf-token'];
      if (sent === undefined && route.options.crumb === 'form') sent = (await context.readForm()).get('crumb') ?? undefined;
      const cookieCrumb = cookies.get(COOKIE.crumb);
      if (!cookieCrumb || sent !== cookieCrumb) {
        const reason = !cookieCrumb
          ? 'Missing crumb cookie: a new one has been set, retry with it.'
          : 'The anti-forgery token does not match the crumb cookie.';
        answer(response, method, { status: 401, json: { crumbFail: true, error: reason, message: reason } });
        return;
      }
    }
    if (route.options.siteUser !== 'none') {
      if (!context.siteUser) {
        answer(response, method, { status: 401, json: errorBody('You must be logged in as a site user.') });
        return;
      }
      if (route.options.siteUser === 'xsrf' && MUTATING.has(method) && request.headers['x-xsrf-token'] !== context.siteUser.xsrfToken) {
        const reason = 'Missing or wrong X-XSRF-Token for this site-user session.';
        answer(response, method, { status: 401, json: { crumbFail: true, error: reason, message: reason } });
        return;
      }
    }
    const idempotencyKey = MUTATING.has(method) ? request.headers['idempotency-key'] : undefined;
    const result = typeof idempotencyKey === 'string' && idempotencyKey !== ''
      ? await runOnce(context, idempotencyKey, async () => route.handler(context))
      : await route.handler(context);
    answer(response, method, result);
  }

  const server = createServer((request, response) => {
    const started = Date.now();
    handle(request, response)
      .catch((error: unknown) => {
        if (error instanceof HttpError) {
          answer(response, request.method ?? 'GET', { status: error.status, json: errorBody(error.message, error.body) });
          return;
        }
        process.stderr.write(`dev server: ${request.method} ${request.url} failed: ${(error as Error).stack ?? String(error)}\n`);
        answer(response, request.method ?? 'GET', { status: 500, json: errorBody(`Internal server error: ${(error as Error).message}`) });
      })
      .finally(() => {
        if (options.log) process.stderr.write(`${request.method} ${request.url} ${response.statusCode} ${Date.now() - started}ms\n`);
      });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`,
    port,
    faults,
    db: store,
    close: () =>
      (closing ??= new Promise<void>((done) => {
        server.close(() => {
          store.close();
          done();
        });
        for (const socket of sockets) socket.destroy();
      })),
  };
}
