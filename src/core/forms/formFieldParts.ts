import type { FormFieldType, SummaryFieldValueKey } from './FormFieldType';

/** Parts of each multi-part field type, named by the spec's summary keys, in display order. */
export const FORM_FIELD_PARTS: Readonly<Partial<Record<FormFieldType, readonly SummaryFieldValueKey[]>>> = {
  name: ['First', 'Last'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  phone: ['Areacode', 'Prefix', 'Line'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
};

/** Parts a required multi-part field needs filled ('Required' otherwise); the others stay optional. */
export const REQUIRED_FIELD_PARTS: Readonly<Partial<Record<FormFieldType, readonly SummaryFieldValueKey[]>>> = {
  name: ['First', 'Last'],
  address: ['Line1', 'City', 'State', 'Zip', 'Country'],
  phone: ['Areacode', 'Prefix', 'Line'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute'],
};

/** The leading part a phone answer carries before its area code. */
export const PHONE_LEADING_PART = 'Country';

/** Phone parts in answer order: the leading (country) part, then area code, prefix and line. */
const PHONE_ANSWER_KEYS = [PHONE_LEADING_PART, 'Areacode', 'Prefix', 'Line'] as const;

/** The summary keys of a multi-part field type; undefined for single-value types. */
export function formFieldParts(type: FormFieldType): readonly SummaryFieldValueKey[] | undefined {
  return FORM_FIELD_PARTS[type];
}

/** Whether a field type is drawn as a fieldset of parts. */
export function isMultiPartField(type: FormFieldType): boolean {
  return FORM_FIELD_PARTS[type] !== undefined;
}

/**
 * A phone answer from its parts as typed: a 3-part phone (area code, prefix, line) gets the empty leading part,
 * a 4-part phone keeps its own; the result is keyed Country, Areacode, Prefix, Line.
 */
export function phoneAnswer(parts: readonly string[]): Record<string, string> {
  const full = parts.length === 3 ? ['', ...parts] : parts;
  return Object.fromEntries(PHONE_ANSWER_KEYS.map((key, index) => [key, full[index] ?? '']));
}
