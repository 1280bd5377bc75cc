import type { FormFieldType } from '../../src/core/forms/FormFieldType';

/** One field of a story form. */
export interface StoryField {
  readonly id: string;
  readonly type: FormFieldType;
  readonly title: string;
  readonly required?: boolean;
  readonly [extra: string]: unknown;
}

/** A field of every type, as a site owner would set them up. */
export const FIELD_OF_TYPE: Readonly<Record<FormFieldType, StoryField>> = {
  text: { id: 'company', type: 'text', title: 'Company', required: true },
  textarea: { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 120 },
  email: { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
  currency: { id: 'budget', type: 'currency', title: 'Budget (USD)', required: true, currency: 'USD' },
  number: { id: 'guests', type: 'number', title: 'Guests', required: true, min: 1, max: 20 },
  website: { id: 'website', type: 'website', title: 'Website', required: true },
  password: { id: 'code', type: 'password', title: 'Booking code', required: true },
  twitter: { id: 'twitter', type: 'twitter', title: 'Twitter handle', required: true },
  date: { id: 'date', type: 'date', title: 'Preferred date', required: true },
  time: { id: 'time', type: 'time', title: 'Preferred time', required: true },
  name: { id: 'name', type: 'name', title: 'Name', required: true },
  address: { id: 'address', type: 'address', title: 'Address', required: true },
  phone: { id: 'phone', type: 'phone', title: 'Phone', required: true },
  section: { id: 'about', type: 'section', title: 'About your visit', description: 'Tell us a little about yourself.' },
  radio: { id: 'contact-by', type: 'radio', title: 'Contact me by', required: true, options: ['Email', 'Phone'] },
  checkbox: { id: 'interests', type: 'checkbox', title: 'Interests', required: true, options: ['Ceramics', 'Prints', 'Woodwork'] },
  select: { id: 'room', type: 'select', title: 'Room', required: true, options: ['Studio', 'Workshop', 'Gallery'] },
  likert: { id: 'rating', type: 'likert', title: 'How did we do?', questions: ['Product quality', 'Delivery speed'] },
  hidden: { id: 'source', type: 'hidden', title: 'Source', value: 'storybook' },
};

/** A form with the given fields. */
export function storyForm(fields: readonly StoryField[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: 'story-form', name: 'Book a visit', fields, submissionMessage: 'Thank you! We will be in touch within two working days.', ...extra };
}

/** A form with one field of every type. */
export const EVERY_FIELD_FORM = storyForm(Object.values(FIELD_OF_TYPE));

/** A short form whose fields are all optional (submits at once). */
export const OPTIONAL_FORM = storyForm([
  { id: 'email', type: 'email', title: 'Email', required: false },
  { id: 'message', type: 'textarea', title: 'Message', required: false, maxLength: 120 },
]);
