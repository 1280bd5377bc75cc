import type { Message } from '../i18n';
import { currencyFractionDigits, isCurrencyCode } from '../money/currencies';
import type { FormFieldType } from './FormFieldType';
import { partOf, textOf, type FormFieldValue } from './FormValues';
import { websiteAddress } from './websiteAddress';

/** What the answer rules read of a field. */
export interface AnswerRuleField {
  readonly type: FormFieldType;
  /** Smallest number a number field accepts. Default none. */
  readonly min?: number | undefined;
  /** Largest number a number field accepts. Default none. */
  readonly max?: number | undefined;
  /** ISO 4217 code of a currency field (passed through the form schema unparsed), which sets its fraction digits when supported. Default none (2 digits). */
  readonly currency?: unknown;
}

/** Which rule of a date, time, number, currency, phone or website answer is broken. */
export type FieldAnswerRule =
  | 'date'
  | 'dateNotReal'
  | 'time'
  | 'number'
  | 'numberTooSmall'
  | 'numberTooLarge'
  | 'currency'
  | 'phone'
  | 'phoneInternational'
  | 'website';

/** Catalog keys of the answer rules' messages, which load with the rules. */
const ANSWER_MESSAGE_KEYS: Readonly<Record<FieldAnswerRule, string>> = {
  date: 'form.answer.date',
  dateNotReal: 'form.answer.dateNotReal',
  time: 'form.answer.time',
  number: 'form.answer.number',
  numberTooSmall: 'form.answer.numberTooSmall',
  numberTooLarge: 'form.answer.numberTooLarge',
  currency: 'form.answer.currency',
  phone: 'form.answer.phone',
  phoneInternational: 'form.answer.phoneInternational',
  website: 'form.answer.website',
};

/** Years a date answer may name (four digits). */
export const FORM_YEAR_RANGE = { min: 1800, max: 2200 } as const;

/** Fraction digits of a currency answer whose field names no known currency. */
const DEFAULT_CURRENCY_DIGITS = 2;

/** Digits of a North American phone number's parts, used when no country code other than 1 is given. */
const NORTH_AMERICAN_PHONE = { Areacode: 3, Prefix: 3, Line: 4 } as const;

/** Most digits of a whole international phone number, country code included (E.164). */
const PHONE_MAX_DIGITS = 15;

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/** A whole number of 1 to `digits` digits within `min`–`max`, or null. */
function wholeNumber(text: string, digits: number, min: number, max: number): number | null {
  if (!new RegExp(`^\\d{1,${digits}}$`).test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** Whether nothing of an answer is filled in (an optional field left alone); a partly filled date, time or phone is not. */
function isUntouched(value: FormFieldValue | undefined): boolean {
  const parts: readonly unknown[] = typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value) : [];
  return parts.every((part) => typeof part !== 'string' || part.trim() === '');
}

function dateRule(value: FormFieldValue | undefined): FieldAnswerRule | null {
  const month = wholeNumber(partOf(value, 'Month').trim(), 2, 1, 12);
  const day = wholeNumber(partOf(value, 'Day').trim(), 2, 1, 31);
  const yearText = partOf(value, 'Year').trim();
  const year = yearText.length === 4 ? wholeNumber(yearText, 4, FORM_YEAR_RANGE.min, FORM_YEAR_RANGE.max) : null;
  if (month === null || day === null || year === null) return 'date';
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day ? null : 'dateNotReal';
}

/** A 12-hour time when AM or PM is chosen (hour 1-12), else a 24-hour time (hour 0-23); minutes and seconds 0-59, seconds optional. */
function timeRule(value: FormFieldValue | undefined): FieldAnswerRule | null {
  const ampm = partOf(value, 'Ampm').trim();
  if (ampm !== '' && ampm !== 'AM' && ampm !== 'PM') return 'time';
  const hour = ampm === '' ? wholeNumber(partOf(value, 'Hour').trim(), 2, 0, 23) : wholeNumber(partOf(value, 'Hour').trim(), 2, 1, 12);
  const minute = wholeNumber(partOf(value, 'Minute').trim(), 2, 0, 59);
  const secondText = partOf(value, 'Second').trim();
  const second = secondText === '' ? 0 : wholeNumber(secondText, 2, 0, 59);
  return hour === null || minute === null || second === null ? 'time' : null;
}

/** Digits only: 3-digit area code, prefix and 4-digit line with no country code or country code 1; else a 1-3 digit country code and up to 15 digits in all. */
function phoneRule(value: FormFieldValue | undefined): FieldAnswerRule | null {
  const country = partOf(value, 'Country').trim().replace(/^\+/, '');
  const parts = { Areacode: partOf(value, 'Areacode').trim(), Prefix: partOf(value, 'Prefix').trim(), Line: partOf(value, 'Line').trim() };
  if (country === '' || country === '1') {
    const fits = Object.entries(NORTH_AMERICAN_PHONE).every(([part, digits]) => new RegExp(`^\\d{${digits}}$`).test(parts[part as keyof typeof parts]));
    return fits ? null : 'phone';
  }
  const digitsOnly = /^\d{1,3}$/.test(country) && /^\d*$/.test(parts.Areacode) && /^\d+$/.test(parts.Prefix) && /^\d+$/.test(parts.Line);
  const length = country.length + parts.Areacode.length + parts.Prefix.length + parts.Line.length;
  return digitsOnly && length <= PHONE_MAX_DIGITS ? null : 'phoneInternational';
}

function numberRule(field: AnswerRuleField, text: string): FieldAnswerRule | null {
  const number = Number(text);
  if (!NUMBER.test(text) || !Number.isFinite(number)) return 'number';
  if (field.min !== undefined && number < field.min) return 'numberTooSmall';
  if (field.max !== undefined && number > field.max) return 'numberTooLarge';
  return null;
}

/** Fraction digits of a currency field's amounts: its currency's, else 2. */
export function currencyAnswerDigits(field: AnswerRuleField): number {
  return isCurrencyCode(field.currency) ? currencyFractionDigits(field.currency) : DEFAULT_CURRENCY_DIGITS;
}

function currencyRule(field: AnswerRuleField, text: string): FieldAnswerRule | null {
  const digits = currencyAnswerDigits(field);
  const amount = digits === 0 ? /^\d+$/ : new RegExp(`^(?:\\d+(?:\\.\\d{1,${digits}})?|\\.\\d{1,${digits}})$`);
  return amount.test(text) ? null : 'currency';
}

/**
 * The rule an answer of a date, time, number, currency, phone or website field breaks, if any (none for an untouched one): a real calendar
 * date (month 1-12, day 1-31, four-digit year in FORM_YEAR_RANGE), a time of day, a finite number within the field's
 * min and max, a non-negative amount with at most the currency's fraction digits, a phone number in digits of the
 * right lengths, an http(s) address or bare domain (websiteAddress).
 */
export function fieldAnswerRule(field: AnswerRuleField, value: FormFieldValue | undefined): FieldAnswerRule | null {
  if (isUntouched(value)) return null;
  const text = textOf(value).trim();
  switch (field.type) {
    case 'date':
      return dateRule(value);
    case 'time':
      return timeRule(value);
    case 'phone':
      return phoneRule(value);
    case 'number':
      return numberRule(field, text);
    case 'currency':
      return currencyRule(field, text);
    case 'website':
      return websiteAddress(text) === null ? 'website' : null;
    default:
      return null;
  }
}

/** The shopper-visible message of a broken answer rule, naming the bounds or an example the field takes. */
export function fieldAnswerRuleMessage(rule: FieldAnswerRule, field: AnswerRuleField): Message {
  const key = ANSWER_MESSAGE_KEYS[rule];
  switch (rule) {
    case 'date':
      return { key, values: { minYear: String(FORM_YEAR_RANGE.min), maxYear: String(FORM_YEAR_RANGE.max) } };
    case 'numberTooSmall':
      return { key, values: { min: field.min ?? 0 } };
    case 'numberTooLarge':
      return { key, values: { max: field.max ?? 0 } };
    case 'currency': {
      const digits = currencyAnswerDigits(field);
      return { key, values: { example: digits === 0 ? '12' : `12.${'5'.padEnd(digits, '0')}` } };
    }
    default:
      return { key };
  }
}

/** The message of the answer rule a field's answer breaks (fieldAnswerRule), if any. */
export function fieldAnswerProblem(field: AnswerRuleField, value: FormFieldValue | undefined): Message | null {
  const rule = fieldAnswerRule(field, value);
  return rule ? fieldAnswerRuleMessage(rule, field) : null;
}

/** A field's answer as it is stored: a website answer as websiteAddress gives it (a bare domain with https:// in front), any other answer unchanged. */
export function storedAnswer<Value>(field: Pick<AnswerRuleField, 'type'>, value: Value): Value | string {
  if (field.type !== 'website' || typeof value !== 'string') return value;
  return websiteAddress(value) ?? value;
}
