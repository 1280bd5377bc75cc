import { SAFE_URL_EXPECTATION, safeUrl } from './safeUrl';

/** Where a URL from data is about to be used: the element's tag and the field the URL came from. */
export interface UrlSink {
  /** Tag name of the element that uses the URL ('store-cart'). */
  readonly element: string;
  /** The data field the URL came from ('productUrl'). */
  readonly field: string;
}

let warned: Set<string> | undefined;

/**
 * A URL from data through the URL guard (safeUrl): the URL when it may be used, else undefined and, once per element,
 * field and value, a console warning naming them. An absent or blank value is undefined without a warning.
 */
export function guardUrl(value: string | null | undefined, sink: UrlSink, warn: (message: string) => void = console.warn): string | undefined {
  const safe = safeUrl(value);
  if (safe !== undefined || !value?.trim()) return safe;
  const key = JSON.stringify([sink.element, sink.field, value]);
  warned ??= new Set();
  if (!warned.has(key)) {
    warned.add(key);
    warn(`[storefront-elements] <${sink.element}> ${sink.field} is ${JSON.stringify(value)} but must be ${SAFE_URL_EXPECTATION}; it is not used.`);
  }
  return undefined;
}
