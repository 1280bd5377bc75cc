/** Options for one Set-Cookie header. */
export interface CookieOptions {
  /** Cookie path. Default '/'. */
  path?: string;
  /** Lifetime in seconds; omitted means a session cookie. Default undefined. */
  maxAgeSeconds?: number;
  /** Hide the cookie from scripts. Default false. */
  httpOnly?: boolean;
  /** SameSite policy. Default 'Lax'. */
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** Parses a Cookie request header into a name → value map (first occurrence wins). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/** Serialises one Set-Cookie header value. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, `SameSite=${options.sameSite ?? 'Lax'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}
