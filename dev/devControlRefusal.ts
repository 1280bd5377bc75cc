import type { IncomingMessage } from 'node:http';

/** Prefix of the dev-only control and data endpoints. */
export const DEV_CONTROL_PREFIX = '/api/dev/';

/** Host names a browser reaches a local dev server by; the Host header must name one of them with the server's port. */
export const LOCAL_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/** Settings of the dev-control checks. */
export interface DevControlSettings {
  /** Whether the switches that change state (POST/PUT/DELETE under /api/dev/) answer at all. */
  enabled: boolean;
  /** The address the server is bound to, accepted as a host name besides LOCAL_HOST_NAMES unless it is a wildcard. */
  boundHost: string;
}

/** A refusal: the status and the message the request is answered with. */
export interface DevControlRefusal {
  status: 403 | 415;
  message: string;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function allowedHosts(request: IncomingMessage, settings: DevControlSettings): string[] {
  const port = request.socket.localPort;
  const names: string[] = [...LOCAL_HOST_NAMES];
  if (!WILDCARD_HOSTS.has(settings.boundHost)) names.push(settings.boundHost.includes(':') ? `[${settings.boundHost}]` : settings.boundHost);
  return [...new Set(names.map((name) => `${name}:${port}`.toLowerCase()))];
}

/**
 * Why a request under /api/dev/ is refused, or undefined when it may go on. Every one must name this server in its Host
 * header (DNS rebinding); one that changes state must be switched on, come from the server's own origin (Origin, when
 * sent, and Sec-Fetch-Site) and, when it has a body, send JSON, so no other web page can send it.
 */
export function devControlRefusal(request: IncomingMessage, method: string, settings: DevControlSettings): DevControlRefusal | undefined {
  const host = (request.headers.host ?? '').toLowerCase();
  const hosts = allowedHosts(request, settings);
  if (!hosts.includes(host)) return { status: 403, message: `The dev endpoints answer only to Host ${hosts.join(', ')}; got ${JSON.stringify(host)}.` };
  if (READ_METHODS.has(method)) return undefined;
  if (!settings.enabled) return { status: 403, message: 'The dev switches are off: start the server with devControls: true (DEV_CONTROLS=1 npm start).' };
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return { status: 403, message: `The dev switches answer only same-origin requests; Sec-Fetch-Site was ${JSON.stringify(fetchSite)}.` };
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host}`) {
    return { status: 403, message: `The dev switches answer only requests from http://${host}; Origin was ${JSON.stringify(origin)}.` };
  }
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if ((hasBody || method === 'POST' || method === 'PUT') && contentType !== 'application/json') {
    return { status: 415, message: `The dev switches take Content-Type: application/json; got ${JSON.stringify(request.headers['content-type'] ?? '')}.` };
  }
  return undefined;
}
