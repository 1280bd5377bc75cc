import type { Message } from '../i18n';
import type { FormFieldType } from './FormFieldType';
import type { AnswerRuleField } from './fieldAnswerRule';
import { REQUIRED_FIELD_PARTS } from './formFieldParts';
import { EMAIL_FORMAT_EXAMPLE, FORM_MESSAGE_KEYS } from './formMessageKeys';
import type { FormFieldValue, FormValues } from './FormValues';
import { isEmailAddress } from './isEmailAddress';

/** What validation reads of a field. */
export interface ValidatedField extends AnswerRuleField {
  readonly id: string;
  readonly type: FormFieldType;
  readonly required: boolean;
  readonly maxLength?: number | undefined;
}

/** Which rule of §5 a field's answer breaks. */
export type FormFieldRule = 'required' | 'email' | 'tooLong';

/**
 * The message of the date, time, number, currency, phone or website rule a field's answer breaks, if any: fieldAnswerProblem,
 * passed in so that the rules can load as a chunk of their own.
 */
export type AnswerProblem = (field: ValidatedField, value: FormFieldValue | undefined) => Message | null;

/** Types validation skips: sections (headings) and hidden fields. */
const SKIPPED: readonly FormFieldType[] = ['section', 'hidden'];

function blank(text: unknown): boolean {
  return typeof text !== 'string' || text.trim() === '';
}

/** Whether an answer is empty for its field: blank text, no checkbox chosen, or (multi-part) a needed part blank. */
export function isEmptyAnswer(field: ValidatedField, value: FormFieldValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((choice) => blank(choice));
  const parts = value as Readonly<Record<string, unknown>>;
  const needed = REQUIRED_FIELD_PARTS[field.type];
  if (needed) return needed.some((part) => blank(parts[part]));
  return Object.values(parts).every((part) => blank(part));
}

/**
 * The rule a field's answer breaks, if any (§5 Forms): required and empty ('Required'; likert never required, sections
 * and hidden fields skipped, optional empty fields pass), email not 3-256 characters of name@host.domain, textarea over its max length.
 */
export function formFieldRule(field: ValidatedField, value: FormFieldValue | undefined): FormFieldRule | null {
  if (SKIPPED.includes(field.type)) return null;
  if (isEmptyAnswer(field, value)) return field.required && field.type !== 'likert' ? 'required' : null;
  const text = typeof value === 'string' ? value : '';
  if (field.type === 'email' && !isEmailAddress(text.trim())) return 'email';
  if (field.type === 'textarea' && field.maxLength !== undefined && text.length > field.maxLength) return 'tooLong';
  return null;
}

/** The shopper-visible message of a broken rule. */
export function formFieldRuleMessage(rule: FormFieldRule): Message {
  switch (rule) {
    case 'required':
      return { key: FORM_MESSAGE_KEYS.required };
    case 'email':
      return { key: FORM_MESSAGE_KEYS.emailInvalid, values: { email: EMAIL_FORMAT_EXAMPLE } };
    case 'tooLong':
      return { key: FORM_MESSAGE_KEYS.tooLong };
  }
}

/**
 * Every field's message, keyed by field id in field order; empty when all answers pass: the §5 rules (formFieldRule),
 * then the answer rules (`answerProblem`, fieldAnswerProblem), which also check a partly filled optional date, time or phone.
 */
export function validateFormFields(fields: readonly ValidatedField[], values: FormValues, answerProblem: AnswerProblem): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const field of fields) {
    const value = Object.hasOwn(values, field.id) ? values[field.id] : undefined;
    const rule = formFieldRule(field, value);
    const problem = rule ? formFieldRuleMessage(rule) : answerProblem(field, value);
    if (problem) errors[field.id] = problem;
  }
  return errors;
}
