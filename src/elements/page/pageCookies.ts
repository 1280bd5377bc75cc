import type { CookieJar } from '../../core/api/CookieJar';
import { createDocumentCookieJar } from '../../core/api/DocumentCookieJar';

let jar: CookieJar | undefined;

/** The page's document cookies: one jar for every element, so that reads within one task share one read of `document.cookie` and see the jar's own writes. */
export function pageCookies(): CookieJar {
  return (jar ??= createDocumentCookieJar());
}
