/** Values for the placeholders of a merchant's text, keyed by placeholder name (`quantity` fills `{quantity}`). */
export type PlaceholderValues = Readonly<Record<string, string | number>>;

/**
 * A merchant's own text with each known `{name}` replaced by its value (numbers formatted for `locale`); everything
 * else, ICU-looking syntax, apostrophes, `#` and unknown or unbalanced braces included, is kept exactly as written.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues, locale?: string): string {
  return text.replace(/\{([^{}]*)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name] as string | number;
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  });
}
