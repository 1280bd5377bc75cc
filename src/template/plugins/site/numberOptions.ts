/** Digit options are clamped to this range. */
const CLAMP_MAX = 50;

/** Parsed number options of the `decimal`, `money` and message formatters. */
export interface NumberOptions {
  /** Number style: decimal, short, long, scientific, percent, percent-scaled, permille, permille-scaled. Default decimal. */
  style?: string;
  /** Currency style: symbol, accounting, code, name, short. Default symbol. */
  currencyStyle?: string;
  /** Currency symbol width: default or narrow. Default default. */
  symbolWidth?: string;
  /** Whether to group digits. Default true. */
  group?: boolean;
  /** Rounding mode name (up, down or truncate, ceiling or ceil, floor, half-up, half-down, half-even). Default half-even. */
  round?: string;
  /** Minimum integer digits, 0-50. */
  minimumIntegerDigits?: number;
  /** Maximum fraction digits, 0-50. */
  maximumFractionDigits?: number;
  /** Minimum fraction digits, 0-50. */
  minimumFractionDigits?: number;
  /** Maximum significant digits, 0-50. */
  maximumSignificantDigits?: number;
  /** Minimum significant digits, 0-50. */
  minimumSignificantDigits?: number;
  /** `significant-maxfrac`: apply both significant and fraction limits, keeping the shorter result. Default significant digits win. */
  mode?: string;
}

const ROUNDING_TO_INTL: Readonly<Record<string, Intl.NumberFormatOptions['roundingMode']>> = {
  up: 'expand', down: 'trunc', truncate: 'trunc', ceiling: 'ceil', ceil: 'ceil', floor: 'floor', 'half-up': 'halfExpand', 'half-down': 'halfTrunc', 'half-even': 'halfEven',
};

const DECIMAL_STYLES = new Set(['decimal', 'short', 'long', 'scientific', 'percent', 'percent-scaled', 'permille', 'permille-scaled']);
const CURRENCY_STYLES = new Set(['symbol', 'accounting', 'code', 'name', 'short']);

/** Clamps `n` into `min..max`. */
export function clampDigits(n: number, min = 0, max = CLAMP_MAX): number {
  return n < min ? min : n > max ? max : n;
}

const toInt = (text: string): number => {
  const n = parseInt(text, 10);
  return Number.isFinite(n) ? n : 0;
};

const DIGIT_ALIASES: readonly (readonly [keyof NumberOptions, string, string])[] = [
  ['minimumIntegerDigits', 'minint', 'minInt'], ['maximumFractionDigits', 'maxfrac', 'maxFrac'], ['minimumFractionDigits', 'minfrac', 'minFrac'],
  ['maximumSignificantDigits', 'maxsig', 'maxSig'], ['minimumSignificantDigits', 'minsig', 'minSig'],
];

function applyCommon(name: string, value: string, options: NumberOptions): void {
  const digits = DIGIT_ALIASES.find((aliases) => aliases.includes(name))?.[0];
  if (digits) (options as Record<string, unknown>)[digits] = clampDigits(toInt(value));
  else if (name === 'mode') options.mode = value.toLowerCase();
  else if (name === 'group' || name === 'grouping') options.group = value === '' || value === 'true';
  else if (name === 'no-group' || name === 'no-grouping') options.group = false;
  else if ((name === 'round' || name === 'rounding') && Object.hasOwn(ROUNDING_TO_INTL, value)) options.round = value;
}

/** Splits `name:value` arguments (value empty when there is no colon). */
export function splitOption(arg: string): [string, string] {
  const i = arg.indexOf(':');
  return i === -1 ? [arg, ''] : [arg.slice(0, i), arg.slice(i + 1)];
}

function parseNumberOptions(args: readonly string[], currency: boolean): NumberOptions {
  const options: NumberOptions = {};
  const styleKey = currency ? 'currencyStyle' : 'style';
  for (const arg of args) {
    const [name, value] = splitOption(arg);
    if (name === 'style') {
      if ((currency ? CURRENCY_STYLES : DECIMAL_STYLES).has(value)) options[styleKey] = value;
      else if (value === 'standard') options[styleKey] = currency ? 'symbol' : 'decimal';
    } else if (currency && name === 'symbol') {
      if (value === 'default' || value === 'narrow') options.symbolWidth = value;
    } else applyCommon(name, value, options);
  }
  return options;
}

/** Parses `decimal` arguments such as `style:short`, `group`, `maxfrac:2`. */
export const parseDecimalOptions = (args: readonly string[]): NumberOptions => parseNumberOptions(args, false);

/** Parses `money`/`currency` arguments such as `style:code`, `symbol:narrow`, `minfrac:0`. */
export const parseCurrencyOptions = (args: readonly string[]): NumberOptions => parseNumberOptions(args, true);


/** Maps the digit, grouping and rounding options onto `Intl.NumberFormat` options. */
export function intlDigitOptions(options: NumberOptions): Intl.NumberFormatOptions {
  const out: Intl.NumberFormatOptions = { roundingMode: ROUNDING_TO_INTL[options.round ?? 'half-even'] ?? 'halfEven', signDisplay: 'negative' };
  if (options.group === false) out.useGrouping = false;
  if (options.minimumIntegerDigits !== undefined) out.minimumIntegerDigits = clampDigits(options.minimumIntegerDigits, 1, 21);
  const hasSignificant = options.maximumSignificantDigits !== undefined || options.minimumSignificantDigits !== undefined;
  if (hasSignificant) {
    const max = clampDigits(options.maximumSignificantDigits ?? 21, 1, 21);
    out.maximumSignificantDigits = max;
    out.minimumSignificantDigits = Math.min(clampDigits(options.minimumSignificantDigits ?? 1, 1, 21), max);
    if (options.mode === 'significant-maxfrac' && options.maximumFractionDigits !== undefined) {
      out.maximumFractionDigits = options.maximumFractionDigits;
      out.roundingPriority = 'lessPrecision';
    }
  } else {
    if (options.maximumFractionDigits !== undefined) out.maximumFractionDigits = options.maximumFractionDigits;
    if (options.minimumFractionDigits !== undefined) {
      out.minimumFractionDigits = options.minimumFractionDigits;
      if (out.maximumFractionDigits !== undefined && out.maximumFractionDigits < options.minimumFractionDigits) {
        out.maximumFractionDigits = options.minimumFractionDigits;
      }
    }
  }
  return out;
}
