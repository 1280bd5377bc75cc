import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CookieOptions } from './cookies';

/** How a mutating route checks the anti-forgery crumb: header X-CSRF-Token, a `crumb` form field (or the header), or not at all. */
export type CrumbPolicy = 'header' | 'form' | 'none';

/** What a route needs of the site-user session: nothing, a logged-in session, or a session plus a matching X-XSRF-Token. */
export type SiteUserPolicy = 'none' | 'session' | 'xsrf';

/** A handler's answer; JSON when `json` is set, else `body` with `contentType`. */
export interface RouteResult {
  status?: number;
  json?: unknown;
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string | string[]>;
}

/** Everything a route handler gets for one request. */
export interface RequestContext {
  request: IncomingMessage;
  response: ServerResponse;
  method: string;
  path: string;
  query: URLSearchParams;
  cookies: Map<string, string>;
  params: Record<string, string>;
  /** The crumb in force for this visitor (from the cookie, or the one just issued). */
  crumb: string;
  /** Adds a Set-Cookie header to the response. */
  setCookie(name: string, value: string, options?: CookieOptions): void;
  /** Expires a cookie. */
  clearCookie(name: string): void;
  /** Reads the body as JSON (400 on malformed JSON); an empty body gives `emptyValue` when one is passed. */
  readJson(emptyValue?: unknown): Promise<unknown>;
  /** Reads a form-encoded body. */
  readForm(): Promise<URLSearchParams>;
  /** Reads the body as text. */
  readText(): Promise<string>;
}

/** A route handler. */
export type RouteHandler<Context extends RequestContext = RequestContext> = (context: Context) => RouteResult | Promise<RouteResult>;

/** Per-route checks. */
export interface RouteOptions {
  /** Crumb check for POST/PUT/DELETE. Default 'header'. */
  crumb?: CrumbPolicy;
  /** Site-user session check. Default 'none'. */
  siteUser?: SiteUserPolicy;
}

/** A registered route. */
export interface Route<Context extends RequestContext = RequestContext> {
  method: string;
  pattern: string;
  regex: RegExp;
  keys: string[];
  handler: RouteHandler<Context>;
  options: Required<RouteOptions>;
}

/** Result of matching a request against the routes. */
export type RouteMatch<Context extends RequestContext> =
  | { kind: 'found'; route: Route<Context>; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

function compile(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        keys.push('rest');
        return '(.*)';
      }
      if (segment.startsWith(':')) {
        keys.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { regex: new RegExp(`^${source}$`), keys };
}

/** Normalises a request path: no trailing slash except the root. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** A small method + path router with `:param` and trailing `*` segments. */
export class Router<Context extends RequestContext = RequestContext> {
  private readonly routes: Route<Context>[] = [];

  /** Registers a route. */
  add(method: string, pattern: string, handler: RouteHandler<Context>, options: RouteOptions = {}): this {
    const { regex, keys } = compile(normalizePath(pattern));
    this.routes.push({ method, pattern, regex, keys, handler, options: { crumb: options.crumb ?? 'header', siteUser: options.siteUser ?? 'none' } });
    return this;
  }

  /** Finds the route for a method and (normalised) path. */
  match(method: string, path: string): RouteMatch<Context> {
    const allowed: string[] = [];
    const lookupMethod = method === 'HEAD' ? 'GET' : method;
    for (const route of this.routes) {
      const found = route.regex.exec(path);
      if (!found) continue;
      if (route.method !== lookupMethod) {
        allowed.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      route.keys.forEach((key, index) => {
        const raw = found[index + 1] ?? '';
        try {
          params[key] = decodeURIComponent(raw);
        } catch {
          params[key] = raw;
        }
      });
      return { kind: 'found', route, params };
    }
    return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
  }
}
