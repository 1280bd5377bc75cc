export { asBoolean, asNumber, asString, getPath as pathOf, isTruthy, stepInto as getOf } from '../../values';

/** True for a plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Number of own keys of an object or elements of an array; 0 otherwise. */
export function sizeOf(value: unknown): number {
  return Array.isArray(value) ? value.length : isObject(value) ? Object.keys(value).length : 0;
}
