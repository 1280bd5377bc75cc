import { InvalidAmountError } from './MoneyError';

/** An exact decimal with big.js's semantics (a signed zero included): `sign` × `units` / 10^`scale`. */
export interface Decimal {
  /** 1 or -1; kept on zero as big.js keeps it. */
  readonly sign: number;
  /** Magnitude in units of 10^-scale. */
  readonly units: bigint;
  /** Digits after the decimal point, 0 or more. */
  readonly scale: number;
}

/** What a Big instance holds: sign, exponent, digits, and its constructor with big.js's settings. */
interface BigDigits {
  readonly s: number;
  readonly e: number;
  readonly c: readonly number[];
  readonly constructor: { readonly DP?: number };
}

const pow10 = (places: number): bigint => 10n ** BigInt(places);

const decimal = (sign: number, units: bigint, scale: number): Decimal =>
  scale < 0 ? { sign, units: units * pow10(-scale), scale: 0 } : { sign, units, scale };

/** Parses big.js's number syntax (optional minus, digits, point, exponent); throws big.js's error otherwise. */
function parseNumeric(text: string): Decimal {
  const match = /^(-?)(?=\.?\d)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) throw Error('[big.js] Invalid number');
  const fraction = match[3] ?? '';
  return decimal(match[1] ? -1 : 1, BigInt(`${match[2]}${fraction}`), fraction.length - Number(match[4] ?? 0));
}

/** Reads a Big, a finite number or a decimal string (trimmed) exactly; throws InvalidAmountError naming `field` otherwise. */
export function decimalOf(amount: unknown, field?: string): Decimal {
  if (typeof amount === 'object' && amount !== null && (amount as BigDigits).constructor?.DP !== undefined) {
    const { s, e, c } = amount as BigDigits;
    return parseNumeric(`${s < 0 ? '-' : ''}${c.join('')}e${e - c.length + 1}`);
  }
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) throw new InvalidAmountError(amount, 'a finite number', field);
    return parseNumeric(Object.is(amount, -0) ? '-0' : String(amount));
  }
  const text = typeof amount === 'string' ? amount.trim() : '';
  if (/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text)) return parseNumeric(text.charCodeAt(0) === 43 ? text.slice(1) : text);
  throw new InvalidAmountError(amount, 'a decimal number', field);
}

const signed = (value: Decimal, scale: number): bigint => (value.sign < 0 ? -value.units : value.units) * pow10(scale - value.scale);

/** -1, 0 or 1 as `a` is below, equal to or above `b`; zeros are equal whatever their sign. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const difference = signed(a, scale) - signed(b, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** `a` + `b`, or `a` − `b` when `negateB`; a zero sum is negative only when both terms are negative zeros, as in big.js. */
export function addDecimals(a: Decimal, b: Decimal, negateB = false): Decimal {
  const scale = Math.max(a.scale, b.scale);
  const bSign = negateB ? -b.sign : b.sign;
  const sum = signed(a, scale) + (bSign === b.sign ? 1n : -1n) * signed(b, scale);
  return decimal(sum < 0n || (sum === 0n && a.sign < 0 && bSign < 0) ? -1 : 1, sum < 0n ? -sum : sum, scale);
}

/** `a` × `b` exactly; the sign is the product of the signs, zero included. */
export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return decimal(a.sign * b.sign, a.units * b.units, a.scale + b.scale);
}

/** `value` × 10^`places` (negative `places` divide) exactly. */
export function shiftDecimal(value: Decimal, places: number): Decimal {
  return decimal(value.sign, value.units, value.scale - places);
}

/** `value` rounded half up (away from zero on a tie) to at most `places` decimals, keeping its sign. */
export function roundDecimal(value: Decimal, places: number): Decimal {
  if (value.scale <= places) return value;
  const unit = pow10(value.scale - places);
  return decimal(value.sign, value.units / unit + ((value.units % unit) * 2n >= unit ? 1n : 0n), places);
}

/** `value` ÷ `divisor` (a positive integer) rounded half up (away from zero on a tie) to `places` decimals, exactly. */
export function divideDecimal(value: Decimal, divisor: number, places: number): Decimal {
  const numerator = value.units * pow10(places);
  const denominator = pow10(value.scale) * BigInt(divisor);
  return decimal(value.sign, numerator / denominator + ((numerator % denominator) * 2n >= denominator ? 1n : 0n), places);
}

/** True when `value` is at least 10^`places` in magnitude. */
export function exceedsPlaces(value: Decimal, places: number): boolean {
  return value.units >= pow10(places + value.scale);
}

/**
 * big.js's toFixed: plain notation, exactly `places` decimals (rounded half up) when given, else without trailing zeros;
 * a minus sign when the value (before rounding) is negative and not zero.
 */
export function decimalToFixed(value: Decimal, places?: number): string {
  const rounded = places === undefined ? value : roundDecimal(value, places);
  const scale = places ?? rounded.scale;
  const digits = (rounded.units * pow10(scale - rounded.scale)).toString().padStart(scale + 1, '0');
  let text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  if (places === undefined && scale) text = text.replace(/\.?0+$/, '');
  return value.sign < 0 && value.units ? `-${text}` : text;
}

/** big.js's toString: decimalToFixed, or exponential notation ("1.5e-7") when the exponent is -7 or less or 21 or more. */
export function decimalToString(value: Decimal): string {
  const digits = value.units.toString();
  const exponent = digits.length - 1 - value.scale;
  if (!value.units || (exponent > -7 && exponent < 21)) return decimalToFixed(value);
  return `${decimalToFixed({ ...value, scale: digits.length - 1 })}e${exponent < 0 ? '' : '+'}${exponent}`;
}

/** The value as a number (negative zero kept), like big.js's toNumber. */
export function decimalToNumber(value: Decimal): number {
  const number = Number(decimalToFixed(value));
  return number === 0 && value.sign < 0 ? -0 : number;
}
