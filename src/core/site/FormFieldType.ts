/** Every form field type. */
export const FORM_FIELD_TYPES = [
  'text', 'textarea', 'email', 'currency', 'number', 'website', 'password', 'twitter', 'date', 'time',
  'name', 'address', 'phone', 'section', 'radio', 'checkbox', 'select', 'likert', 'hidden',
] as const;

/** A form field type. */
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Summary field value keys of multi-part answers. */
export const SUMMARY_FIELD_VALUE_KEYS = [
  'Line1', 'Line2', 'City', 'State', 'Zip', 'Country', 'Month', 'Day', 'Year', 'First', 'Last',
  'Areacode', 'Prefix', 'Line', 'Hour', 'Minute', 'Second', 'Ampm',
] as const;

/** A summary field value key. */
export type SummaryFieldValueKey = (typeof SUMMARY_FIELD_VALUE_KEYS)[number];

/** Properties of a summary field. */
export const SUMMARY_FIELD_PROPERTIES = ['type', 'rawTitle', 'value', 'values'] as const;

/** A summary field property. */
export type SummaryFieldProperty = (typeof SUMMARY_FIELD_PROPERTIES)[number];
