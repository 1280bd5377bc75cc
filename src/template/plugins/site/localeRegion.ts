/** The region of `locale`, or its likely region when it names none; undefined for an invalid locale or one without a region. */
export function localeRegion(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}
