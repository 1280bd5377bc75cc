type Node = Map<unknown, unknown>;

const CAPACITY = 100;
let root: Node = new Map();
let count = 0;

function child(node: Node, key: unknown): Node {
  let next = node.get(key) as Node | undefined;
  if (!next) node.set(key, (next = new Map()));
  return next;
}

/**
 * Returns the value cached for `key`, the names and values of `options` (in their order) and `path`, creating it with
 * `create` on a miss; after 100 values the cache starts over. Walks a tree of maps, so no key text is built per call.
 */
export function cachedIntl<T>(key: string, create: () => T, options: object = {}, ...path: string[]): T {
  let node = child(root, key);
  for (const name in options) node = child(child(node, name), (options as Record<string, unknown>)[name]);
  for (const part of path) node = child(node, part);
  let value = node.get(node) as T | undefined;
  if (value === undefined) {
    if (++count > CAPACITY) {
      root = new Map();
      count = 0;
    }
    node.set(node, (value = create()));
  }
  return value;
}

/** `make` remembering its last answer: a call site compiles again only when its locale or its second key (zone, currency) changes. */
export function lastMade<T>(make: (locale: string, key: string) => T): (locale: string, key: string) => T {
  let locale: string | undefined;
  let key: string | undefined;
  let made: T;
  return (l, k) => (l === locale && k === key ? made : (made = make((locale = l), (key = k))));
}

/** Time zones (or other second keys) a {@link madeByKey} call site remembers before it starts over. */
const KEYS_PER_SITE = 16;

/** `make` remembering its answers for up to 16 keys per call site (the last answer checked first), so alternating time zones keep their results. */
export function madeByKey<T>(make: (key: string) => T): (key: string) => T {
  let made = new Map<string, T>();
  let lastKey: string | undefined;
  let last: T;
  return (key) => {
    if (key === lastKey) return last;
    let value = made.get(key);
    if (value === undefined) {
      if (made.size === KEYS_PER_SITE) made = new Map();
      made.set(key, (value = make(key)));
    }
    lastKey = key;
    return (last = value);
  };
}

/** A cached `Intl.NumberFormat` for a locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cachedIntl('n', () => new Intl.NumberFormat(locale, options), options, locale);
}

/** A cached `Intl.DateTimeFormat` for a locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedIntl('d', () => new Intl.DateTimeFormat(locale, options), options, locale);
}

/** A cached `Intl.PluralRules` for a locale and options. */
export function pluralRules(locale: string, options: Intl.PluralRulesOptions): Intl.PluralRules {
  return cachedIntl('p', () => new Intl.PluralRules(locale, options), options, locale);
}
