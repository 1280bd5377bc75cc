const CAPACITY = 100;
const cache = new Map<string, unknown>();

/** Returns the cached value for `key`, creating it with `create` on a miss; least recently used entries beyond 100 are dropped. */
export function cachedIntl<T>(key: string, create: () => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit as T;
  }
  const value = create();
  cache.set(key, value);
  if (cache.size > CAPACITY) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return value;
}

/** A cached `Intl.NumberFormat` for a locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cachedIntl(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** A cached `Intl.DateTimeFormat` for a locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedIntl(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** A cached `Intl.PluralRules` for a locale and options. */
export function pluralRules(locale: string, options: Intl.PluralRulesOptions): Intl.PluralRules {
  return cachedIntl(`p|${locale}|${JSON.stringify(options)}`, () => new Intl.PluralRules(locale, options));
}
