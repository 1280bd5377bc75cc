/** Every form field type. */
export const FORM_FIELD_TYPES = [
  'text', 'textarea', 'email', 'currency', 'number', 'website', 'password', 'twitter', 'date', 'time',
  'name', 'address', 'phone', 'section', 'radio', 'checkbox', 'select', 'likert', 'hidden',
] as const;

/** A form field type. */
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** A summary field value key: one part of a multi-part answer. */
export type SummaryFieldValueKey =
  | 'Line1' | 'Line2' | 'City' | 'State' | 'Zip' | 'Country' | 'Month' | 'Day' | 'Year' | 'First' | 'Last'
  | 'Areacode' | 'Prefix' | 'Line' | 'Hour' | 'Minute' | 'Second' | 'Ampm';
