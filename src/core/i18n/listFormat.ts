/** Joins items as a conjunction list for the locale ("a, b, and c"). */
export function listFormat(items: readonly string[], locale = 'en-US'): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
