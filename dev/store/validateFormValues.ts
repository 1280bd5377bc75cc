import type { DevForm, DevFormField } from './devForms';

/** Messages the dev server answers per field (they follow the spec's wording for the same rules). */
export const FORM_ERRORS = {
  required: 'Required',
  tooLong: 'You have exceeded the character limit.',
  email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  number: 'Please enter a number.',
  option: 'Please choose one of the listed options.',
} as const;

const REQUIRED_PARTS: Partial<Record<DevFormField['type'], string[]>> = {
  name: ['First', 'Last'],
  address: ['Line1', 'City', 'State', 'Zip', 'Country'],
  phone: ['Line'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute'],
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isBlank(value: unknown, field: DevFormField): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number' || typeof value === 'boolean') return false;
  if (Array.isArray(value)) return value.every((item) => isBlank(item, field));
  if (typeof value === 'object') {
    const parts = value as Record<string, unknown>;
    const required = REQUIRED_PARTS[field.type];
    if (required) return required.some((part) => isBlank(parts[part], field));
    return Object.values(parts).every((part) => isBlank(part, field));
  }
  return true;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Validates submitted values (field id → value) against a form; returns field id → message for each invalid field. */
export function validateFormValues(form: DevForm, values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    if (field.type === 'section' || field.type === 'hidden') continue;
    const value = values[field.id];
    const blank = isBlank(value, field);
    if (blank) {
      if (field.required && field.type !== 'likert') errors[field.id] = FORM_ERRORS.required;
      continue;
    }
    const text = textOf(value);
    if (field.type === 'textarea' && field.maxLength !== undefined && text.length > field.maxLength) {
      errors[field.id] = FORM_ERRORS.tooLong;
    } else if (field.type === 'email' && (text.length < 3 || text.length > 256 || !EMAIL_PATTERN.test(text))) {
      errors[field.id] = FORM_ERRORS.email;
    } else if ((field.type === 'number' || field.type === 'currency') && !Number.isFinite(Number(text))) {
      errors[field.id] = FORM_ERRORS.number;
    } else if ((field.type === 'select' || field.type === 'radio') && field.options && !field.options.includes(text)) {
      errors[field.id] = FORM_ERRORS.option;
    } else if (field.type === 'checkbox' && field.options) {
      const chosen = Array.isArray(value) ? value : [value];
      if (chosen.some((item) => !field.options?.includes(textOf(item)))) errors[field.id] = FORM_ERRORS.option;
    }
  }
  return errors;
}
