import { parseForm, type Form } from '../../../src/core/schemas';

/** A form with one field of every type (required where a type can be), as the reference server seeds it. */
export function everyFieldForm(overrides: Record<string, unknown> = {}): Form {
  return parseForm({
    id: 'every-field',
    name: 'Every field',
    fields: [
      { id: 'text', type: 'text', title: 'Text', required: true },
      { id: 'website', type: 'website', title: 'Website', required: true },
      { id: 'twitter', type: 'twitter', title: 'Twitter', required: true },
      { id: 'password', type: 'password', title: 'Password', required: true },
      { id: 'number', type: 'number', title: 'Number', required: true },
      { id: 'currency', type: 'currency', title: 'Currency', required: true },
      { id: 'hidden', type: 'hidden', title: 'Hidden', required: true, value: 'campaign-7' },
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'textarea', type: 'textarea', title: 'Message', required: true, maxLength: 10 },
      { id: 'name', type: 'name', title: 'Name', required: true },
      { id: 'address', type: 'address', title: 'Address', required: true },
      { id: 'phone', type: 'phone', title: 'Phone', required: true },
      { id: 'date', type: 'date', title: 'Date', required: true },
      { id: 'time', type: 'time', title: 'Time', required: true },
      { id: 'radio', type: 'radio', title: 'Radio', required: true, options: ['A', 'B'] },
      { id: 'checkbox', type: 'checkbox', title: 'Checkbox', required: true, options: ['X', { value: 'Y' }] },
      { id: 'select', type: 'select', title: 'Select', required: true, options: ['One', 'Two'] },
      { id: 'likert', type: 'likert', title: 'Likert', required: true, questions: ['Service', 'Price'] },
      { id: 'section', type: 'section', title: 'Section', required: true },
    ],
    ...overrides,
  });
}

/** Answers that pass every rule of everyFieldForm. */
export function validAnswers(): Record<string, unknown> {
  return {
    text: 'Hello',
    website: 'https://example.com',
    twitter: '@shop',
    password: 'secret',
    number: '42',
    currency: '9.99',
    hidden: 'campaign-7',
    email: 'ada@example.com',
    textarea: 'Short',
    name: { First: 'Ada', Last: 'Lovelace' },
    address: { Line1: '1 Main St', Line2: '', City: 'Springfield', State: 'IL', Zip: '62701', Country: 'US' },
    phone: { Country: '', Areacode: '555', Prefix: '123', Line: '4567' },
    date: { Month: '12', Day: '10', Year: '1815' },
    time: { Hour: '09', Minute: '30', Second: '', Ampm: 'AM' },
    radio: 'A',
    checkbox: ['Y'],
    select: 'Two',
    likert: { Service: '2' },
  };
}
