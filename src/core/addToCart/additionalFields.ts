import type { Message } from '../i18n';
import type { Form } from '../schemas';

/** Answers of an additional-fields form, keyed by field id (checkbox groups give arrays). */
export type AdditionalFieldValues = Readonly<Record<string, string | readonly string[]>>;

/** Field types that take no answer. */
const UNANSWERED_TYPES: readonly string[] = ['section', 'hidden', 'likert'];

/** 'Required' for every required field left empty (section, hidden and likert fields are never required). */
export function additionalFieldErrors(form: Form, values: AdditionalFieldValues): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const field of form.fields) {
    if (!field.required || UNANSWERED_TYPES.includes(field.type)) continue;
    const value = values[field.id];
    const empty = value === undefined || (Array.isArray(value) ? value.length === 0 : String(value).trim() === '');
    if (empty) errors[field.id] = { key: 'addToCart.additionalFields.required' };
  }
  return errors;
}
