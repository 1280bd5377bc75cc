import type { CookieJar, CookieOptions } from './CookieJar';
import { parseCookieHeader, serializeCookie } from './CookieJar';

/** The parts of `document` and `navigator` a DocumentCookieJar uses. */
export interface DocumentCookieSource {
  /** `document`, or anything with a `cookie` accessor. */
  readonly document: { cookie: string };
  /** `navigator`, for `cookieEnabled`; cookies count as enabled when absent. */
  readonly navigator?: { readonly cookieEnabled?: boolean };
}

/** A CookieJar over `document.cookie`. Default source: the global document and navigator. */
export function createDocumentCookieJar(source?: DocumentCookieSource): CookieJar {
  const resolve = (): DocumentCookieSource => source ?? { document: globalThis.document, navigator: globalThis.navigator };
  return {
    get(name) {
      return parseCookieHeader(resolve().document.cookie).get(name);
    },
    set(name, value, options?: CookieOptions) {
      resolve().document.cookie = serializeCookie(name, value, options);
    },
    remove(name, options) {
      resolve().document.cookie = `${serializeCookie(name, '', { path: options?.path ?? '/', maxAgeSeconds: 0 })}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    },
    areEnabled() {
      const { navigator, document } = resolve();
      if (navigator?.cookieEnabled === false) return false;
      const probe = '__store_cookie_probe';
      document.cookie = serializeCookie(probe, '1');
      const enabled = parseCookieHeader(document.cookie).has(probe);
      document.cookie = serializeCookie(probe, '', { maxAgeSeconds: 0 });
      return enabled;
    },
  };
}
