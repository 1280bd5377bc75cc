import type { CookieJar, CookieOptions } from './CookieJar';
import { decodeCookieValue, encodeCookieValue } from './CookieJar';

interface StoredCookie {
  readonly value: string;
  readonly expiresAt: number | undefined;
}

/** Options of MemoryCookieJar. */
export interface MemoryCookieJarOptions {
  /** Whether the simulated browser accepts cookies; when false nothing is stored. Default true. */
  readonly enabled?: boolean;
  /** Clock in epoch ms, for expiry. Default Date.now. */
  readonly now?: () => number;
}

/** A CookieJar kept in memory that also reads Set-Cookie headers and writes a Cookie header (Node, tests). */
export class MemoryCookieJar implements CookieJar {
  readonly #cookies = new Map<string, StoredCookie>();
  #enabled: boolean;
  readonly #now: () => number;

  constructor(options: MemoryCookieJarOptions = {}) {
    this.#enabled = options.enabled ?? true;
    this.#now = options.now ?? Date.now;
  }

  /** The value of a live cookie, or undefined. */
  get(name: string): string | undefined {
    const cookie = this.#cookies.get(name);
    if (!cookie) return undefined;
    if (cookie.expiresAt !== undefined && cookie.expiresAt <= this.#now()) {
      this.#cookies.delete(name);
      return undefined;
    }
    return cookie.value;
  }

  /** Stores a cookie unless cookies are disabled; a non-positive max age deletes it. */
  set(name: string, value: string, options: CookieOptions = {}): void {
    if (!this.#enabled) return;
    if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) {
      this.#cookies.delete(name);
      return;
    }
    const expiresAt = options.maxAgeSeconds === undefined ? undefined : this.#now() + options.maxAgeSeconds * 1000;
    this.#cookies.set(name, { value, expiresAt });
  }

  /** Deletes a cookie. */
  remove(name: string): void {
    this.#cookies.delete(name);
  }

  /** True unless constructed or switched to disabled. */
  areEnabled(): boolean {
    return this.#enabled;
  }

  /** Switches cookie acceptance on or off, as a visitor toggling browser settings would; turning off clears the jar. */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    if (!enabled) this.#cookies.clear();
  }

  /** Applies one Set-Cookie header value (honours Max-Age and Expires deletion). */
  storeSetCookie(header: string): void {
    const [pair = '', ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    if (separator <= 0) return;
    const name = pair.slice(0, separator).trim();
    const value = decodeCookieValue(pair.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1'));
    let maxAgeSeconds: number | undefined;
    for (const attribute of attributes) {
      const [rawKey = '', ...rest] = attribute.split('=');
      const key = rawKey.trim().toLowerCase();
      const attributeValue = rest.join('=').trim();
      if (key === 'max-age') {
        const seconds = Number(attributeValue);
        if (Number.isFinite(seconds)) maxAgeSeconds = seconds;
      } else if (key === 'expires' && maxAgeSeconds === undefined) {
        const expires = Date.parse(attributeValue);
        if (Number.isFinite(expires)) maxAgeSeconds = (expires - this.#now()) / 1000;
      }
    }
    this.set(name, value, maxAgeSeconds === undefined ? {} : { maxAgeSeconds });
  }

  /** The Cookie request header for the live cookies, or '' when there are none. */
  toCookieHeader(): string {
    const pairs: string[] = [];
    for (const name of [...this.#cookies.keys()]) {
      const value = this.get(name);
      if (value !== undefined) pairs.push(`${name}=${encodeCookieValue(value)}`);
    }
    return pairs.join('; ');
  }
}
