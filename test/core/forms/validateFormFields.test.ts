import { describe, expect, it } from 'vitest';
import {
  characterCount,
  fieldAnswerProblem,
  formFieldParts,
  formHandler,
  formProblemMessage,
  initialFormValues,
  phoneAnswer,
  validateFormFields,
  type FormValues,
} from '../../../src/core/forms';
import { englishCatalog, Translator, type Message } from '../../../src/core/i18n';
import { everyFieldForm, validAnswers } from './formFixtures';

const translator = new Translator(englishCatalog);
const texts = (errors: Record<string, Message>) => Object.fromEntries(Object.entries(errors).map(([id, message]) => [id, translator.render(message)]));
const form = everyFieldForm();
const validate = (fields: Parameters<typeof validateFormFields>[0], values: FormValues) => validateFormFields(fields, values, fieldAnswerProblem);
const valid = validAnswers() as FormValues;

describe('validateFormFields (spec §5 Forms)', () => {
  it("says 'Required' for every required field left empty: single, multi-part, radio, select and checkbox groups; never likert, sections or hidden fields", () => {
    const errors = texts(validate(form.fields, initialFormValues(form)));
    expect(errors).toEqual(
      Object.fromEntries(
        ['text', 'website', 'twitter', 'password', 'number', 'currency', 'email', 'textarea', 'name', 'address', 'phone', 'date', 'time', 'radio', 'checkbox', 'select'].map((id) => [id, 'Required']),
      ),
    );
  });

  it('keeps the errors in field order, so the first is the first field on the page', () => {
    expect(Object.keys(validate(form.fields, { ...valid, select: '', text: '' }))).toEqual(['text', 'select']);
  });

  it('passes answers that keep every rule', () => {
    expect(validate(form.fields, valid)).toEqual({});
  });

  it('lets optional empty fields pass', () => {
    const optional = everyFieldForm({ fields: form.fields.map((field) => ({ ...field, required: false })) });
    expect(validate(optional.fields, initialFormValues(optional))).toEqual({});
  });

  it("counts whitespace-only text as empty: 'Required'", () => {
    expect(texts(validate(form.fields, { ...valid, text: '   ' }))).toEqual({ text: 'Required' });
  });

  it("asks for every needed part of a multi-part field: a blank First, City, Line, Year or Minute is 'Required'; Line2 and Second may stay blank", () => {
    const cases: [string, Record<string, string>][] = [
      ['name', { First: '', Last: 'Lovelace' }],
      ['address', { Line1: '1 Main St', Line2: '', City: '', State: 'IL', Zip: '62701', Country: 'US' }],
      ['phone', { Country: '', Areacode: '555', Prefix: '123', Line: '' }],
      ['date', { Month: '12', Day: '10', Year: '' }],
      ['time', { Hour: '09', Minute: '', Second: '', Ampm: 'AM' }],
    ];
    for (const [id, value] of cases) expect(texts(validate(form.fields, { ...valid, [id]: value })), id).toEqual({ [id]: 'Required' });
  });

  it("answers a malformed email with 'Email is not valid. Email addresses should follow the format user@domain.com.'", () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'a d@example.com', '@example.com']) {
      expect(texts(validate(form.fields, { ...valid, email })), email).toEqual({
        email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      });
    }
  });

  it('accepts emails of 3 to 256 characters, refuses longer ones, and lets an optional empty email pass', () => {
    const domain = '@example.com';
    const at256 = `${'a'.repeat(256 - domain.length)}${domain}`;
    expect(validate(form.fields, { ...valid, email: at256 })).toEqual({});
    expect(Object.keys(validate(form.fields, { ...valid, email: `a${at256}` }))).toEqual(['email']);
    const optional = everyFieldForm({ fields: [{ id: 'email', type: 'email', required: false }] });
    expect(validate(optional.fields, { email: '' })).toEqual({});
    expect(Object.keys(validate(optional.fields, { email: 'nope' }))).toEqual(['email']);
  });

  it("answers a textarea over its max length with 'You have exceeded the character limit.'; exactly max passes", () => {
    expect(validate(form.fields, { ...valid, textarea: '1234567890' })).toEqual({});
    expect(texts(validate(form.fields, { ...valid, textarea: '12345678901' }))).toEqual({ textarea: 'You have exceeded the character limit.' });
  });
});

describe('validateFormFields: impossible answers', () => {
  it("answers the demo's impossible answers with a message naming what each field takes", () => {
    const bounded = everyFieldForm({
      fields: form.fields.map((field) => (field.id === 'number' ? { ...field, min: 1, max: 20 } : field.id === 'currency' ? { ...field, currency: 'USD' } : field)),
    });
    const answers = {
      ...valid,
      date: { Month: '13', Day: '40', Year: '0' },
      time: { Hour: '99', Minute: '99', Second: '', Ampm: '' },
      number: '-5',
      currency: '-3.999',
      phone: { Country: '', Areacode: 'ab', Prefix: '123', Line: '4567' },
      website: 'not a url',
    };
    expect(texts(validate(bounded.fields, answers))).toEqual({
      website: 'Enter a web address, like https://example.com.',
      number: 'Enter a number of at least 1.',
      currency: 'Enter an amount of 0 or more, like 12.50.',
      phone: 'Enter the phone number in digits: a 3-digit area code, a 3-digit prefix and a 4-digit line number.',
      date: 'Enter a date with month 1–12, day 1–31 and a four-digit year from 1800 to 2200.',
      time: 'Enter a time with hour 0–23, or 1–12 with AM or PM, and minutes and seconds 0–59.',
    });
  });

  it('names the other broken rules: no such day, no number, above max, a JPY amount with cents, a bad international phone', () => {
    const bounded = everyFieldForm({
      fields: form.fields.map((field) => (field.id === 'number' ? { ...field, max: 1000 } : field.id === 'currency' ? { ...field, currency: 'JPY' } : field)),
    });
    expect(texts(validate(bounded.fields, { ...valid, currency: '1250', date: { Month: '2', Day: '30', Year: '2026' }, number: 'ten' }))).toEqual({
      number: 'Enter a number.',
      date: 'This date does not exist. Check the day and the month.',
    });
    expect(texts(validate(bounded.fields, { ...valid, number: '1001', currency: '12.50', phone: { Country: '44', Areacode: 'x', Prefix: '1', Line: '2' } }))).toEqual({
      number: 'Enter a number of at most 1,000.',
      currency: 'Enter an amount of 0 or more, like 12.',
      phone: 'Enter the phone number in digits: a country code of 1–3 digits and no more than 15 digits in all.',
    });
  });

  it('checks a partly filled optional date, time or phone; an untouched one passes', () => {
    const optional = everyFieldForm({ fields: form.fields.filter((field) => ['date', 'time', 'phone'].includes(field.id)).map((field) => ({ ...field, required: false })) });
    expect(validate(optional.fields, initialFormValues(optional))).toEqual({});
    const partly = { date: { Month: '13', Day: '', Year: '' }, time: { Hour: '10', Minute: '', Second: '', Ampm: '' }, phone: { Country: '', Areacode: '555', Prefix: '', Line: '' } };
    expect(Object.keys(validate(optional.fields, partly))).toEqual(['phone', 'date', 'time']);
  });

  it("still says 'Required' first for a required field left empty", () => {
    expect(texts(validate(form.fields, { ...valid, date: { Month: '13', Day: '', Year: '' } }))).toEqual({ date: 'Required' });
  });
});

describe('field parts', () => {
  it('names each multi-part field’s parts by the summary keys', () => {
    expect(formFieldParts('name')).toEqual(['First', 'Last']);
    expect(formFieldParts('address')).toEqual(['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']);
    expect(formFieldParts('phone')).toEqual(['Areacode', 'Prefix', 'Line']);
    expect(formFieldParts('date')).toEqual(['Month', 'Day', 'Year']);
    expect(formFieldParts('time')).toEqual(['Hour', 'Minute', 'Second', 'Ampm']);
    expect(formFieldParts('text')).toBeUndefined();
  });

  it('gives a 3-part phone the empty leading part; a 4-part phone keeps its own', () => {
    expect(phoneAnswer(['555', '123', '4567'])).toEqual({ Country: '', Areacode: '555', Prefix: '123', Line: '4567' });
    expect(phoneAnswer(['44', '20', '7946', '0958'])).toEqual({ Country: '44', Areacode: '20', Prefix: '7946', Line: '0958' });
  });
});

describe('characterCount', () => {
  it("shows 'n / max' and flags only above max", () => {
    const at = characterCount('1234567890', 10)!;
    expect(translator.render(at.message)).toBe('10 / 10');
    expect(at.over).toBe(false);
    const over = characterCount('12345678901', 10)!;
    expect(translator.render(over.message)).toBe('11 / 10');
    expect(over.over).toBe(true);
    expect(characterCount('no limit', undefined)).toBeUndefined();
  });
});

describe('formHandler', () => {
  it('the vanilla handler validates with the same rules and gives textareas their extra maxLength; the default handler does not', () => {
    const textarea = form.fields.find((field) => field.type === 'textarea')!;
    const text = form.fields.find((field) => field.type === 'text')!;
    expect(formHandler(true).name).toBe('vanilla');
    expect(formHandler(true).textareaMaxLength(textarea)).toBe(10);
    expect(formHandler(true).textareaMaxLength(text)).toBeUndefined();
    expect(formHandler(false).textareaMaxLength(textarea)).toBeUndefined();
    const answers = { ...valid, textarea: '12345678901', email: 'x' };
    expect(texts(formHandler(true).validate(form.fields, answers, fieldAnswerProblem))).toEqual(texts(formHandler(false).validate(form.fields, answers, fieldAnswerProblem)));
  });
});

describe('formProblemMessage', () => {
  it("says scroll up when the first error lies above the submit button, scroll down when below", () => {
    expect(translator.render(formProblemMessage(100, 900))).toBe('Your form has encountered a problem. Please scroll up to review.');
    expect(translator.render(formProblemMessage(1200, 900))).toBe('Your form has encountered a problem. Please scroll down to review.');
  });
});
