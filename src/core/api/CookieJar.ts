/** Attributes of a cookie written by the storefront. */
export interface CookieOptions {
  /** Cookie path. Default '/'. */
  readonly path?: string;
  /** Lifetime in seconds; a session cookie when absent. */
  readonly maxAgeSeconds?: number;
  /** SameSite attribute. Default 'Lax'. */
  readonly sameSite?: 'Lax' | 'Strict' | 'None';
  /** Secure attribute. Default false. */
  readonly secure?: boolean;
}

/** Reads and writes cookies: `document.cookie` in browsers, a memory jar in Node. */
export interface CookieJar {
  /** The value of a cookie, or undefined when absent. */
  get(name: string): string | undefined;
  /** Writes a cookie. */
  set(name: string, value: string, options?: CookieOptions): void;
  /** Deletes a cookie. */
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
  /** True when the visitor's browser accepts cookies. */
  areEnabled(): boolean;
}

/** Encodes a cookie value the way browsers and servers read it back; '|' (a cookie octet, the visitor record's separator) stays as it is. */
export function encodeCookieValue(value: string): string {
  return encodeURIComponent(value).replace(/%7C/g, '|');
}

/** Decodes a cookie value; returns the raw text when it is not valid percent-encoding. */
export function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Serializes a cookie for `document.cookie` or a Set-Cookie header. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeCookieValue(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.trunc(options.maxAgeSeconds)}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Parses a Cookie header or `document.cookie` string into name/value pairs (first occurrence wins). */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, decodeCookieValue(pair.slice(separator + 1).trim()));
  }
  return cookies;
}
