import { describe, expect, it } from 'vitest';
import {
  characterCount,
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
const valid = validAnswers() as FormValues;

describe('validateFormFields (spec §5 Forms)', () => {
  it("says 'Required' for every required field left empty: single, multi-part, radio, select and checkbox groups; never likert, sections or hidden fields", () => {
    const errors = texts(validateFormFields(form.fields, initialFormValues(form)));
    expect(errors).toEqual(
      Object.fromEntries(
        ['text', 'website', 'twitter', 'password', 'number', 'currency', 'email', 'textarea', 'name', 'address', 'phone', 'date', 'time', 'radio', 'checkbox', 'select'].map((id) => [id, 'Required']),
      ),
    );
  });

  it('keeps the errors in field order, so the first is the first field on the page', () => {
    expect(Object.keys(validateFormFields(form.fields, { ...valid, select: '', text: '' }))).toEqual(['text', 'select']);
  });

  it('passes answers that keep every rule', () => {
    expect(validateFormFields(form.fields, valid)).toEqual({});
  });

  it('lets optional empty fields pass', () => {
    const optional = everyFieldForm({ fields: form.fields.map((field) => ({ ...field, required: false })) });
    expect(validateFormFields(optional.fields, initialFormValues(optional))).toEqual({});
  });

  it("counts whitespace-only text as empty: 'Required'", () => {
    expect(texts(validateFormFields(form.fields, { ...valid, text: '   ' }))).toEqual({ text: 'Required' });
  });

  it("asks for every needed part of a multi-part field: a blank First, City, Line, Year or Minute is 'Required'; Line2 and Second may stay blank", () => {
    const cases: [string, Record<string, string>][] = [
      ['name', { First: '', Last: 'Lovelace' }],
      ['address', { Line1: '1 Main St', Line2: '', City: '', State: 'IL', Zip: '62701', Country: 'US' }],
      ['phone', { Country: '', Areacode: '555', Prefix: '123', Line: '' }],
      ['date', { Month: '12', Day: '10', Year: '' }],
      ['time', { Hour: '09', Minute: '', Second: '', Ampm: 'AM' }],
    ];
    for (const [id, value] of cases) expect(texts(validateFormFields(form.fields, { ...valid, [id]: value })), id).toEqual({ [id]: 'Required' });
  });

  it("answers a malformed email with 'Email is not valid. Email addresses should follow the format user@domain.com.'", () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'a d@example.com', '@example.com']) {
      expect(texts(validateFormFields(form.fields, { ...valid, email })), email).toEqual({
        email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      });
    }
  });

  it('accepts emails of 3 to 256 characters, refuses longer ones, and lets an optional empty email pass', () => {
    const domain = '@example.com';
    const at256 = `${'a'.repeat(256 - domain.length)}${domain}`;
    expect(validateFormFields(form.fields, { ...valid, email: at256 })).toEqual({});
    expect(Object.keys(validateFormFields(form.fields, { ...valid, email: `a${at256}` }))).toEqual(['email']);
    const optional = everyFieldForm({ fields: [{ id: 'email', type: 'email', required: false }] });
    expect(validateFormFields(optional.fields, { email: '' })).toEqual({});
    expect(Object.keys(validateFormFields(optional.fields, { email: 'nope' }))).toEqual(['email']);
  });

  it("answers a textarea over its max length with 'You have exceeded the character limit.'; exactly max passes", () => {
    expect(validateFormFields(form.fields, { ...valid, textarea: '1234567890' })).toEqual({});
    expect(texts(validateFormFields(form.fields, { ...valid, textarea: '12345678901' }))).toEqual({ textarea: 'You have exceeded the character limit.' });
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
    expect(texts(formHandler(true).validate(form.fields, answers))).toEqual(texts(formHandler(false).validate(form.fields, answers)));
  });
});

describe('formProblemMessage', () => {
  it("says scroll up when the first error lies above the submit button, scroll down when below", () => {
    expect(translator.render(formProblemMessage(100, 900))).toBe('Your form has encountered a problem. Please scroll up to review.');
    expect(translator.render(formProblemMessage(1200, 900))).toBe('Your form has encountered a problem. Please scroll down to review.');
  });
});
