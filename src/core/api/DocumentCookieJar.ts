import type { CookieJar, CookieOptions } from './CookieJar';
import { parseCookieHeader, serializeCookie } from './CookieJar';

/** The parts of `document` and `navigator` a DocumentCookieJar uses. */
export interface DocumentCookieSource {
  /** `document`, or anything with a `cookie` accessor. */
  readonly document: { cookie: string };
  /** `navigator`, for `cookieEnabled`; cookies count as enabled when absent. */
  readonly navigator?: { readonly cookieEnabled?: boolean };
}

/**
 * A CookieJar over `document.cookie`. Default source: the global document and navigator. Reads within one task share
 * one read of `document.cookie` (a costly getter: a page of elements reads it once per element as it upgrades); a write
 * through the jar, or the next microtask, makes the next read fresh.
 */
export function createDocumentCookieJar(source?: DocumentCookieSource): CookieJar {
  const resolve = (): DocumentCookieSource => source ?? { document: globalThis.document, navigator: globalThis.navigator };
  let cookies: Map<string, string> | undefined;
  const current = (): Map<string, string> => {
    if (!cookies) {
      cookies = parseCookieHeader(resolve().document.cookie);
      queueMicrotask(() => (cookies = undefined));
    }
    return cookies;
  };
  const write = (text: string): void => {
    cookies = undefined;
    resolve().document.cookie = text;
  };
  return {
    get(name) {
      return current().get(name);
    },
    set(name, value, options?: CookieOptions) {
      write(serializeCookie(name, value, options));
    },
    remove(name, options) {
      write(`${serializeCookie(name, '', { path: options?.path ?? '/', maxAgeSeconds: 0 })}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
    },
    areEnabled() {
      const { navigator, document } = resolve();
      if (navigator?.cookieEnabled === false) return false;
      const probe = '__store_cookie_probe';
      cookies = undefined;
      document.cookie = serializeCookie(probe, '1');
      const enabled = parseCookieHeader(document.cookie).has(probe);
      document.cookie = serializeCookie(probe, '', { maxAgeSeconds: 0 });
      return enabled;
    },
  };
}
