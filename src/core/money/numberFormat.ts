let formatters: Map<string, Intl.NumberFormat> | undefined;

/** A cached Intl.NumberFormat for `locale` and `options`, created on first use. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  formatters ??= new Map();
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats a decimal string exactly (no float conversion) with a cached formatter. */
export function formatDecimalString(decimal: string, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(decimal as Intl.StringNumericLiteral);
}
