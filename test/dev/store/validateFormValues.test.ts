// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seedForms, type DevForm } from '../../../dev/store/devForms';
import { FORM_ERRORS, validateFormValues } from '../../../dev/store/validateFormValues';

const form: DevForm = { ...seedForms()[0]!, fields: [
  { id: 'text', type: 'text', title: 'Text', required: true },
  { id: 'area', type: 'textarea', title: 'Area', required: false, maxLength: 5 },
  { id: 'mail', type: 'email', title: 'Mail', required: false },
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'likert', type: 'likert', title: 'Likert', required: true },
  { id: 'section', type: 'section', title: 'Section', required: true },
  { id: 'boxes', type: 'checkbox', title: 'Boxes', required: true, options: ['a', 'b'] },
  { id: 'count', type: 'number', title: 'Count', required: false },
] };

describe('validateFormValues', () => {
  it("answers 'Required' for empty required fields (single, multi-part, checkbox group), never for likert or sections", () => {
    expect(validateFormValues(form, { name: { First: 'Ada', Last: ' ' }, boxes: [] })).toEqual({
      text: FORM_ERRORS.required,
      name: FORM_ERRORS.required,
      boxes: FORM_ERRORS.required,
    });
  });

  it('lets optional empty fields pass and checks the rest', () => {
    const valid = { text: 'x', name: { First: 'Ada', Last: 'L' }, boxes: ['a'] };
    expect(validateFormValues(form, valid)).toEqual({});
    expect(validateFormValues(form, { ...valid, area: '123456', mail: 'a@b', count: 'ten', boxes: ['z'] })).toEqual({
      area: 'You have exceeded the character limit.',
      mail: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      count: 'Enter a number.',
      boxes: FORM_ERRORS.option,
    });
    expect(validateFormValues(form, { ...valid, area: '12345', mail: 'a@b.co' })).toEqual({});
  });

  it('refuses emails shorter than 3 or longer than 256 characters', () => {
    const valid = { text: 'x', name: { First: 'Ada', Last: 'L' }, boxes: ['a'] };
    const long = `${'a'.repeat(250)}@b.com1`;
    expect(long.length).toBe(257);
    expect(validateFormValues(form, { ...valid, mail: long }).mail).toBe(FORM_ERRORS.email);
    expect(validateFormValues(form, { ...valid, mail: `${'a'.repeat(249)}@b.com1` }).mail).toBeUndefined();
  });
});
