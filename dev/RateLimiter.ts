import type { IncomingMessage } from 'node:http';

/** Rate-limit settings: at most `max` requests per client in each `windowMs`. */
export interface RateLimitOptions {
  /** Requests allowed per client and window. Default 120. */
  max?: number;
  /** Window length in milliseconds. Default 10000. */
  windowMs?: number;
  /** Path prefixes the limit covers. Default ['/api/']. */
  paths?: string[];
  /** Whether GET requests count too; otherwise only POST/PUT/DELETE do. Default false. */
  includeReads?: boolean;
}

/** A fixed-window counter per client key. */
export class RateLimiter {
  private readonly max: number;
  private readonly windowMs: number;
  private readonly paths: string[];
  private readonly includeReads: boolean;
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(options: RateLimitOptions = {}) {
    this.max = options.max ?? 120;
    this.windowMs = options.windowMs ?? 10_000;
    this.paths = options.paths ?? ['/api/'];
    this.includeReads = options.includeReads ?? false;
  }

  /** Counts one request; returns the seconds to wait when it is over the limit, else 0. */
  hit(clientKey: string, method: string, path: string, now: number = Date.now()): number {
    if (!this.includeReads && (method === 'GET' || method === 'HEAD' || method === 'OPTIONS')) return 0;
    if (!this.paths.some((prefix) => path.startsWith(prefix))) return 0;
    const window = this.windows.get(clientKey);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(clientKey, { start: now, count: 1 });
      return 0;
    }
    window.count += 1;
    return window.count <= this.max ? 0 : this.secondsLeft(window, now);
  }

  /** The seconds a client must wait before its next counted request would be allowed (0 when it may go now); counts nothing. */
  retryAfter(clientKey: string, now: number = Date.now()): number {
    const window = this.windows.get(clientKey);
    if (!window || now - window.start >= this.windowMs || window.count < this.max) return 0;
    return this.secondsLeft(window, now);
  }

  private secondsLeft(window: { start: number }, now: number): number {
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }
}

/** The key rate limits count a request under: the connection's remote address, which the client cannot choose. */
export function clientAddress(request: IncomingMessage): string {
  return request.socket.remoteAddress ?? 'unknown';
}
