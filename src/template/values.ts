import type { PathInput, PathSegment } from './plugin';

/** Kinds of template values (the reference's node types). */
export const ValueKind = { Missing: 0, Object: 1, Array: 2, Number: 3, String: 4, Boolean: 5, Null: 6 } as const;
/** One of {@link ValueKind}. */
export type ValueKind = (typeof ValueKind)[keyof typeof ValueKind];

const ALL_DIGITS = /^\d+$/;
/** `hasOwnProperty` inside `for…in` is the form V8 answers from the enumeration cache. */
const { hasOwnProperty } = Object.prototype;

/** Returns the kind of a value; functions, symbols, bigints and `undefined` are missing. */
export function kindOf(value: unknown): ValueKind {
  switch (typeof value) {
    case 'object':
      return value === null ? ValueKind.Null : Array.isArray(value) ? ValueKind.Array : ValueKind.Object;
    case 'string':
      return ValueKind.String;
    case 'number':
      return ValueKind.Number;
    case 'boolean':
      return ValueKind.Boolean;
    default:
      return ValueKind.Missing;
  }
}

/** Normalises anything that is not a JSON kind to `undefined` (missing). */
export function toValue(value: unknown): unknown {
  return kindOf(value) === ValueKind.Missing ? undefined : value;
}

/** A path segment from its text: digits up to 2^31-1 become a number (an array index); anything else stays text. */
export function pathSegment(text: string): PathSegment {
  if (!ALL_DIGITS.test(text)) return text;
  const key = parseInt(text, 10);
  return key <= 0x7fffffff ? key : text;
}

/** Splits `a.b.0` into segments; digit segments up to 2^31-1 become numbers. */
export function splitPath(path: string): PathSegment[] {
  const segments: PathSegment[] = [];
  for (let start = 0; ; ) {
    const dot = path.indexOf('.', start);
    const part = path.substring(start, dot === -1 ? path.length : dot);
    const first = part.charCodeAt(0);
    segments.push(first >= 48 && first <= 57 ? pathSegment(part) : part);
    if (dot === -1) return segments;
    start = dot + 1;
  }
}

/** Converts path input to segments. */
export function toSegments(path: PathInput): readonly PathSegment[] {
  return typeof path === 'string' ? splitPath(path) : path;
}

/** Reads one own property of an object or array; `undefined` when absent or not a JSON value. */
export function getMember(value: unknown, key: PathSegment): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  if (!Object.hasOwn(value, key)) return undefined;
  const member = (value as Record<PathSegment, unknown>)[key];
  const type = typeof member;
  return type === 'function' || type === 'symbol' || type === 'bigint' ? undefined : member;
}

/** One step of a path: arrays take numeric keys only, anything else an own member ({@link getMember}). */
export function stepInto(value: unknown, key: PathSegment): unknown {
  return Array.isArray(value) && typeof key !== 'number' ? undefined : getMember(value, key);
}

/** Follows a path of own properties (array steps need numeric segments); `undefined` when any step is missing. */
export function getPath(value: unknown, path: readonly PathSegment[]): unknown {
  let current = toValue(value);
  for (let i = 0; i < path.length && current !== undefined; i++) current = stepInto(current, path[i] as PathSegment);
  return current;
}

/** True for objects whose prototype is Object.prototype or null. */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The template's truthiness: non-empty strings/arrays/objects, non-zero numbers, true. */
export function isTruthy(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return value !== '';
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'boolean':
      return value;
    case 'object':
      if (value === null) return false;
      if (Array.isArray(value)) return value.length !== 0;
      for (const key in value) if (hasOwnProperty.call(value, key)) return true;
      return !isPlainObject(value);
    default:
      return false;
  }
}

/** Value as text: strings as-is, numbers and booleans via String(), everything else ''. */
export function asString(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    default:
      return '';
  }
}

/** Value as a number: strings parsed (float when they contain '.'), booleans 1/0, others 0. */
export function asNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string':
      return value.indexOf('.') !== -1 ? parseFloat(value) : parseInt(value, 10);
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}

/** Value as a boolean (Jackson rules): "true" string, non-zero integer, true. */
export function asBoolean(value: unknown): boolean {
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'string':
      return value === 'true';
    case 'number':
      return parseInt(String(value), 10) === value ? value !== 0 : false;
    default:
      return false;
  }
}

/** Deep equality of JSON values (own enumerable keys, cycle-safe). */
export function deepEquals(left: unknown, right: unknown): boolean {
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return left === right;
  const seen = new Map<object, object>();
  const visit = (a: unknown, b: unknown): boolean => {
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
    if (seen.has(a)) return seen.get(a) === b;
    seen.set(a, b);
    seen.set(b, a);
    if (Array.isArray(a)) {
      const other = b as unknown[];
      if (a.length !== other.length) return false;
      for (let i = 0; i < a.length; i++) if (!visit(a[i], other[i])) return false;
      return true;
    }
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    for (const k of Object.keys(ra)) if (!visit(ra[k], Object.hasOwn(rb, k) ? rb[k] : undefined)) return false;
    for (const k of Object.keys(rb)) if (!visit(Object.hasOwn(ra, k) ? ra[k] : undefined, rb[k])) return false;
    return true;
  };
  return visit(left, right);
}

/** Compares by the left value's kind: numbers numerically, strings by UTF-16 units, booleans false<true; else equal→0, unequal→-1. */
export function compareValues(left: unknown, right: unknown): number {
  switch (typeof left) {
    case 'number': {
      const n = asNumber(right);
      return left < n ? -1 : left === n ? 0 : 1;
    }
    case 'string': {
      const s = asString(right);
      return left < s ? -1 : left === s ? 0 : 1;
    }
    case 'boolean': {
      const b = asBoolean(right);
      return left === b ? 0 : left ? 1 : -1;
    }
    default:
      return deepEquals(left, right) ? 0 : -1;
  }
}

/** Text of a value as JavaScript string concatenation renders JSON values (`null` → "null", arrays comma-joined, objects "[object Object]"). */
export function concatText(value: unknown, nested = false): string {
  if (value === null || value === undefined) return nested ? '' : String(value);
  if (Array.isArray(value)) return value.map((e) => concatText(e, true)).join(',');
  if (typeof value === 'object') return '[object Object]';
  return typeof value === 'string' ? value : String(value);
}
