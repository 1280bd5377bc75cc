import type { Message } from '../i18n';
import type { FormFieldType } from '../site/FormFieldType';
import { REQUIRED_FIELD_PARTS } from './formFieldParts';
import { currencyAnswerDigits, fieldAnswerRule, FORM_YEAR_RANGE, type AnswerRuleField, type FieldAnswerRule } from './fieldAnswerRule';
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

/** Which rule a field's answer breaks: §5's (required, email, character limit) or one of the date, time, number, currency, phone and website rules. */
export type FormFieldRule = 'required' | 'email' | 'tooLong' | FieldAnswerRule;

/** Multi-part types whose partly filled answer is checked even when the field is optional (a lone Month is no date). */
const WHOLE_ANSWER_TYPES: readonly FormFieldType[] = ['date', 'time', 'phone'];

/** Types validation skips: sections (headings) and hidden fields. */
const SKIPPED: readonly FormFieldType[] = ['section', 'hidden'];

function blank(text: unknown): boolean {
  return typeof text !== 'string' || text.trim() === '';
}

function noPartAnswered(parts: object): boolean {
  return Object.values(parts).every((part) => blank(part));
}

/** Whether an answer is empty for its field: blank text, no checkbox chosen, or (multi-part) a needed part blank. */
export function isEmptyAnswer(field: ValidatedField, value: FormFieldValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((choice) => blank(choice));
  const parts = value as Readonly<Record<string, unknown>>;
  const needed = REQUIRED_FIELD_PARTS[field.type];
  if (needed) return needed.some((part) => blank(parts[part]));
  return noPartAnswered(parts);
}

/**
 * The rule a field's answer breaks, if any (§5 Forms): required and empty ('Required'; likert never required, sections
 * and hidden fields skipped, optional empty fields pass), email not 3-256 characters of name@host.domain, textarea over
 * its max length; then the date, time, number, currency, phone and website rules (fieldAnswerRule).
 */
export function formFieldRule(field: ValidatedField, value: FormFieldValue | undefined): FormFieldRule | null {
  if (SKIPPED.includes(field.type)) return null;
  if (isEmptyAnswer(field, value)) {
    if (field.required && field.type !== 'likert') return 'required';
    const partlyFilled = WHOLE_ANSWER_TYPES.includes(field.type) && typeof value === 'object' && value !== null && !noPartAnswered(value);
    if (!partlyFilled) return null;
  }
  const text = typeof value === 'string' ? value : '';
  if (field.type === 'email' && !isEmailAddress(text.trim())) return 'email';
  if (field.type === 'textarea' && field.maxLength !== undefined && text.length > field.maxLength) return 'tooLong';
  return fieldAnswerRule(field, value);
}

/** The shopper-visible message of a broken rule; the field gives the bounds and examples the message names. */
export function formFieldRuleMessage(rule: FormFieldRule, field?: AnswerRuleField): Message {
  switch (rule) {
    case 'required':
      return { key: FORM_MESSAGE_KEYS.required };
    case 'email':
      return { key: FORM_MESSAGE_KEYS.emailInvalid, values: { email: EMAIL_FORMAT_EXAMPLE } };
    case 'tooLong':
      return { key: FORM_MESSAGE_KEYS.tooLong };
    case 'date':
      return { key: FORM_MESSAGE_KEYS.date, values: { minYear: String(FORM_YEAR_RANGE.min), maxYear: String(FORM_YEAR_RANGE.max) } };
    case 'numberTooSmall':
      return { key: FORM_MESSAGE_KEYS.numberTooSmall, values: { min: field?.min ?? 0 } };
    case 'numberTooLarge':
      return { key: FORM_MESSAGE_KEYS.numberTooLarge, values: { max: field?.max ?? 0 } };
    case 'currency': {
      const digits = field ? currencyAnswerDigits(field) : 2;
      return { key: FORM_MESSAGE_KEYS.currency, values: { example: digits === 0 ? '12' : `12.${'5'.padEnd(digits, '0')}` } };
    }
    default:
      return { key: FORM_MESSAGE_KEYS[rule] };
  }
}

/** Every field's message, keyed by field id in field order; empty when all answers pass. */
export function validateFormFields(fields: readonly ValidatedField[], values: FormValues): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const field of fields) {
    const rule = formFieldRule(field, Object.hasOwn(values, field.id) ? values[field.id] : undefined);
    if (rule) errors[field.id] = formFieldRuleMessage(rule, field);
  }
  return errors;
}
