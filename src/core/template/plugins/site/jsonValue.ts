/** Reads `path` from a JSON value with own properties only; `undefined` (missing) when any step is absent. */
export function pathOf(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (Array.isArray(current)) {
      if (typeof key !== 'number') return undefined;
      current = current[key];
    } else if (isObject(current) && Object.prototype.hasOwnProperty.call(current, key)) {
      current = current[key as string];
    } else {
      return undefined;
    }
    if (current === undefined) return undefined;
  }
  return current;
}

/** Reads one key or index (`get` of the reference's Node): own properties of objects, indexes of arrays. */
export function getOf(value: unknown, key: string | number): unknown {
  if (Array.isArray(value)) return typeof key === 'number' ? value[key] : undefined;
  if (isObject(value) && Object.prototype.hasOwnProperty.call(value, key)) return value[key as string];
  return undefined;
}

/** True for a plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text form of a scalar: strings as is, numbers and booleans via String, everything else empty. */
export function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Numeric form: numbers as is, strings parsed (float when they hold a dot), booleans 1/0, else 0. */
export function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.includes('.') ? parseFloat(value) : parseInt(value, 10);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return 0;
}

/** Jackson-style boolean: true, the string "true", or a non-zero integer. */
export function asBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value === 'true';
  if (typeof value === 'number') return Number.isInteger(value) && value !== 0;
  return false;
}

/** Template truthiness: non-empty string, non-zero number, true, non-empty object or array. */
export function isTruthy(value: unknown): boolean {
  if (typeof value === 'string') return value !== '';
  if (typeof value === 'number') return !Number.isNaN(value) && value !== 0;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value)) return Object.keys(value).length > 0;
  return false;
}

/** Number of own keys of an object or elements of an array; 0 otherwise. */
export function sizeOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (isObject(value)) return Object.keys(value).length;
  return 0;
}

/** Structural equality of two JSON values. */
export function jsonEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEquals(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEquals(a[k], b[k]));
  }
  return false;
}
