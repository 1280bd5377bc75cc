import { getMember } from '../../values';

export { asBoolean, asNumber, asString, getPath as pathOf, isTruthy } from '../../values';

/** Reads one key or index (`get` of the reference's Node): own properties of objects, numeric indexes of arrays. */
export function getOf(value: unknown, key: string | number): unknown {
  return Array.isArray(value) && typeof key !== 'number' ? undefined : getMember(value, key);
}

/** True for a plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Number of own keys of an object or elements of an array; 0 otherwise. */
export function sizeOf(value: unknown): number {
  return Array.isArray(value) ? value.length : isObject(value) ? Object.keys(value).length : 0;
}
