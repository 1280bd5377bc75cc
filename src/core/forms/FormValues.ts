import type { Form, FormField } from '../schemas/formSchema';
import { formFieldParts, phoneAnswer } from './formFieldParts';

/** One field's answer: text, the chosen options of a checkbox group, or parts / likert rows keyed by name. */
export type FormFieldValue = string | readonly string[] | Readonly<Record<string, string>>;

/** A form's answers keyed by field id. */
export type FormValues = Readonly<Record<string, FormFieldValue>>;

/** Likert scores from Strongly Disagree (-2) to Strongly Agree (2). */
export const LIKERT_SCORES = [-2, -1, 0, 1, 2] as const;

/** The value of a radio, checkbox or select choice (a plain string or `{ value }`). */
export function formFieldOptionValue(option: FormField['options'][number]): string {
  return typeof option === 'string' ? option : option.value;
}

/** The statements of a likert field: its `questions`, else its options. */
export function likertStatements(field: FormField): readonly string[] {
  return field.questions.length > 0 ? field.questions : field.options.map(formFieldOptionValue);
}

/** A field's empty answer: '' for single values, [] for checkbox groups, empty parts for multi-part fields, {} for likert. */
export function emptyFieldValue(field: FormField): FormFieldValue {
  if (field.type === 'checkbox') return [];
  if (field.type === 'likert') return {};
  if (field.type === 'hidden') return field.value ?? '';
  if (field.type === 'phone') return phoneAnswer(['', '', '']);
  const parts = formFieldParts(field.type);
  if (parts) return Object.fromEntries(parts.map((part) => [part, '']));
  return '';
}

/** Every answerable field's empty answer (sections take none). */
export function initialFormValues(form: Pick<Form, 'fields'>): Record<string, FormFieldValue> {
  const values: Record<string, FormFieldValue> = {};
  for (const field of form.fields) if (field.type !== 'section') values[field.id] = emptyFieldValue(field);
  return values;
}

/** The text of a single-value answer ('' for anything else). */
export function textOf(value: FormFieldValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** One part of a multi-part or likert answer ('' when absent). */
export function partOf(value: FormFieldValue | undefined, part: string): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
  const record = value as Readonly<Record<string, string>>;
  return Object.hasOwn(record, part) ? (record[part] ?? '') : '';
}

/** The chosen options of a checkbox answer. */
export function choicesOf(value: FormFieldValue | undefined): readonly string[] {
  return Array.isArray(value) ? (value as readonly string[]) : [];
}

/** The answers sent to the server: every answerable field's value by field id (sections left out), as `storedAnswer` (the answer rules' storedAnswer) gives it. */
export function formSubmissionValues(
  form: Pick<Form, 'fields'>,
  values: FormValues,
  storedAnswer: (field: FormField, value: FormFieldValue) => FormFieldValue,
): Record<string, FormFieldValue> {
  const payload: Record<string, FormFieldValue> = {};
  for (const field of form.fields) {
    if (field.type === 'section') continue;
    payload[field.id] = storedAnswer(field, Object.hasOwn(values, field.id) ? (values[field.id] as FormFieldValue) : emptyFieldValue(field));
  }
  return payload;
}
