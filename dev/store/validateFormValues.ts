import { fieldAnswerProblem, formFieldRuleMessage, storedAnswer, validateFormFields, type FormFieldValue } from '../../src/core/forms';
import { englishCatalog, Translator } from '../../src/core/i18n';
import type { DevForm, DevFormField } from './devForms';

const translator = new Translator(englishCatalog);

/** Messages the dev server answers per field: the spec's, from the same rules and catalog as the elements, plus the server-only option check. */
export const FORM_ERRORS = {
  required: translator.render(formFieldRuleMessage('required')),
  tooLong: translator.render(formFieldRuleMessage('tooLong')),
  email: translator.render(formFieldRuleMessage('email')),
  option: 'Please choose one of the listed options.',
} as const;

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Shapes a submitted value as the rules read it (numbers as text; anything else unanswerable). */
function answerOf(value: unknown): FormFieldValue | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, part]) => [key, textOf(part)]));
  return undefined;
}

/** The server-only check of an answered field: choices must be listed options. */
function serverOnlyProblem(field: DevFormField, value: unknown): string | null {
  const text = textOf(value);
  if ((field.type === 'select' || field.type === 'radio') && field.options && !field.options.includes(text)) return FORM_ERRORS.option;
  if (field.type === 'checkbox' && field.options) {
    const chosen = Array.isArray(value) ? value : [value];
    if (chosen.some((item) => !field.options?.includes(textOf(item)))) return FORM_ERRORS.option;
  }
  return null;
}

/** Validates submitted values (field id → value) against a form with the elements' rules (src/core/forms); returns field id → message for each invalid field. */
export function validateFormValues(form: DevForm, values: Record<string, unknown>): Record<string, string> {
  const answers: Record<string, FormFieldValue> = {};
  for (const field of form.fields) {
    const answer = Object.hasOwn(values, field.id) ? answerOf(values[field.id]) : undefined;
    if (answer !== undefined) answers[field.id] = answer;
  }
  const errors = Object.fromEntries(Object.entries(validateFormFields(form.fields, answers, fieldAnswerProblem)).map(([id, message]) => [id, translator.render(message)]));
  for (const field of form.fields) {
    if (Object.hasOwn(errors, field.id) || field.type === 'section' || field.type === 'hidden' || field.type === 'likert') continue;
    const value = Object.hasOwn(values, field.id) ? values[field.id] : undefined;
    const answer = answers[field.id];
    const answered = typeof answer === 'string' ? answer.trim() !== '' : Array.isArray(answer) && answer.length > 0;
    const problem = answered ? serverOnlyProblem(field, value) : null;
    if (problem) errors[field.id] = problem;
  }
  return errors;
}

/** The values as stored: each field's answer as the elements send it (storedAnswer: a bare website domain gets https://); other keys unchanged. */
export function storedFormValues(form: DevForm, values: Record<string, unknown>): Record<string, unknown> {
  const stored = { ...values };
  for (const field of form.fields) if (Object.hasOwn(stored, field.id)) stored[field.id] = storedAnswer(field, stored[field.id]);
  return stored;
}
