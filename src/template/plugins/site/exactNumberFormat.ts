/** What `Intl.NumberFormat` formats (decimal strings included). */
export type NumericInput = Parameters<Intl.NumberFormat['format']>[0];

/** Formats a decimal number literal. */
export type DecimalFormat = (decimal: string) => string;

const DECIMAL = /^([-+]?)0*(\d{0,300})(?:\.(\d*))?$/;

/**
 * `format`'s output for decimal literals (`format` sets no rounding increment or trailing-zero display). In the decimal and
 * currency styles, a nonzero literal without exponent that needs no rounding is written run by run into the platform's
 * output for its sign and digit counts with every digit 1, once that shape gave the platform's output for its first value.
 */
export function exactNumberFormat(format: Intl.NumberFormat): DecimalFormat {
  const platform: DecimalFormat = (decimal) => format.format(decimal as NumericInput);
  const o = format.resolvedOptions() as Required<Intl.ResolvedNumberFormatOptions>;
  if (o.currencyDisplay === 'name' || o.notation !== 'standard' || !['decimal', 'currency'].includes(o.style)) return platform;
  const shapes = new Map<number, string[] | null>();
  const fill = (runs: string[], digits: string): string => {
    let out = runs[0] as string;
    for (let i = 1, at = 0; i < runs.length; i += 2) out += digits.slice(at, (at += (runs[i] as string).length)) + runs[i + 1];
    return out;
  };
  const { minimumIntegerDigits, minimumFractionDigits = 0, maximumFractionDigits = 0 } = o;
  return (decimal) => {
    const match = DECIMAL.exec(decimal);
    const digits = match?.[2] ?? '';
    const decimals = match?.[3] ?? '';
    let end = decimals.length;
    while (end && decimals.charCodeAt(end - 1) === 48) end--;
    if (!match || end > maximumFractionDigits || !(digits || end)) return platform(decimal);
    const int = digits.padStart(minimumIntegerDigits, '0');
    const fraction = decimals.slice(0, end).padEnd(minimumFractionDigits, '0');
    const key = (match[1] === '-' ? -256 : 256) * int.length + fraction.length;
    let runs = shapes.get(key);
    if (runs === undefined) {
      const text = platform(decimal);
      const shape = platform(`${match[1]}${'1'.repeat(int.length)}.${'1'.repeat(fraction.length)}`);
      runs = shape.split(/(1+)/);
      shapes.set(key, shape.split('1').length === int.length + fraction.length + 1 && fill(runs, int + fraction) === text ? runs : null);
      return text;
    }
    return runs ? fill(runs, int + fraction) : platform(decimal);
  };
}
