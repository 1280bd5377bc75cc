/** Field types a dev form may hold (spec §3). */
export type DevFormFieldType =
  | 'text' | 'textarea' | 'email' | 'currency' | 'number' | 'website' | 'password' | 'twitter' | 'date' | 'time'
  | 'name' | 'address' | 'phone' | 'section' | 'radio' | 'checkbox' | 'select' | 'likert' | 'hidden';

/** Every field type, in spec order. */
export const DEV_FORM_FIELD_TYPES: readonly DevFormFieldType[] = [
  'text', 'textarea', 'email', 'currency', 'number', 'website', 'password', 'twitter', 'date', 'time',
  'name', 'address', 'phone', 'section', 'radio', 'checkbox', 'select', 'likert', 'hidden',
];

/** One field of a form definition. */
export interface DevFormField {
  id: string;
  type: DevFormFieldType;
  title: string;
  description?: string;
  required: boolean;
  placeholder?: string;
  maxLength?: number;
  /** Smallest number a number field accepts. */
  min?: number;
  /** Largest number a number field accepts. */
  max?: number;
  /** ISO 4217 code of a currency field's amounts. */
  currency?: string;
  options?: string[];
  questions?: string[];
  /** Preset value of a hidden field. */
  value?: string;
}

/** A form definition in the shape of spec §3. */
export interface DevForm {
  id: string;
  name: string;
  fields: DevFormField[];
  submissionMessage: string | { html: string };
  submissionHTML: { html: string };
  successRedirect: string;
  disclaimerMessage: { html: string };
  captchaEnabled: boolean;
  captchaTheme: number;
  captchaAlignment: number;
}

function form(id: string, name: string, fields: DevFormField[], captchaEnabled: boolean, overrides: Partial<DevForm> = {}): DevForm {
  return {
    id,
    name,
    fields,
    submissionMessage: { html: '<p>Thank you!</p>' },
    submissionHTML: { html: '' },
    successRedirect: '',
    disclaimerMessage: { html: '' },
    captchaEnabled,
    captchaTheme: 1,
    captchaAlignment: 1,
    ...overrides,
  };
}

/** Text shown after the every-field form is sent. */
export const EVERY_FIELD_FORM_SUCCESS = 'Thank you! We will be in touch within two working days.';

/** Where the newsletter form sends the visitor after signing up. */
export const NEWSLETTER_REDIRECT = '/contact/thanks';

/** The seeded forms: the engraving form used as additional fields, a contact form with captcha, a form with every field type (captcha on) and a short newsletter form that redirects. */
export function seedForms(): DevForm[] {
  return [
    form('every-field-form', 'Book a visit', [
      { id: 'ef-about', type: 'section', title: 'About you', required: false },
      { id: 'ef-name', type: 'name', title: 'Name', required: true },
      { id: 'ef-email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
      { id: 'ef-company', type: 'text', title: 'Company', required: false },
      { id: 'ef-phone', type: 'phone', title: 'Phone', required: false },
      { id: 'ef-address', type: 'address', title: 'Address', required: false },
      { id: 'ef-website', type: 'website', title: 'Website', required: false },
      { id: 'ef-twitter', type: 'twitter', title: 'Twitter handle', required: false },
      { id: 'ef-booking', type: 'section', title: 'Your visit', required: false },
      { id: 'ef-date', type: 'date', title: 'Preferred date', required: true },
      { id: 'ef-time', type: 'time', title: 'Preferred time', required: false },
      { id: 'ef-guests', type: 'number', title: 'Guests', required: true, min: 1, max: 20 },
      { id: 'ef-budget', type: 'currency', title: 'Budget (USD)', required: false, currency: 'USD' },
      { id: 'ef-room', type: 'select', title: 'Room', required: true, options: ['Studio', 'Workshop', 'Gallery'] },
      { id: 'ef-contact-by', type: 'radio', title: 'Contact me by', required: true, options: ['Email', 'Phone'] },
      { id: 'ef-interests', type: 'checkbox', title: 'Interests', required: false, options: ['Ceramics', 'Prints', 'Woodwork'] },
      { id: 'ef-code', type: 'password', title: 'Booking code', required: false, description: 'From your invitation, if you have one.' },
      { id: 'ef-source', type: 'hidden', title: 'Source', required: false, value: 'demo-contact-page' },
      { id: 'ef-feedback', type: 'section', title: 'Your message', required: false },
      { id: 'ef-message', type: 'textarea', title: 'Message', required: true, maxLength: 200 },
      { id: 'ef-rating', type: 'likert', title: 'How did we do last time?', required: false, questions: ['Product quality', 'Delivery speed'] },
    ], true, { submissionMessage: EVERY_FIELD_FORM_SUCCESS, captchaAlignment: 1 }),
    form('newsletter-form', 'Newsletter', [
      { id: 'nl-email', type: 'email', title: 'Email', required: true },
      { id: 'nl-name', type: 'name', title: 'Name', required: false },
    ], false, { successRedirect: NEWSLETTER_REDIRECT }),
    form('engraving-form', 'Engraving details', [
      { id: 'engraving-text', type: 'textarea', title: 'Engraving text', required: true, maxLength: 40, description: 'Up to 40 characters.' },
      { id: 'engraving-font', type: 'select', title: 'Font', required: true, options: ['Serif', 'Script', 'Block'] },
      { id: 'gift-note', type: 'textarea', title: 'Gift note', required: false, maxLength: 200 },
    ], false),
    form('contact-form', 'Contact us', [
      { id: 'contact-name', type: 'name', title: 'Name', required: true },
      { id: 'contact-email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
      { id: 'contact-phone', type: 'phone', title: 'Phone', required: false },
      { id: 'contact-section', type: 'section', title: 'Your message', required: false },
      { id: 'contact-topic', type: 'radio', title: 'Topic', required: true, options: ['Order', 'Product question', 'Other'] },
      { id: 'contact-message', type: 'textarea', title: 'Message', required: true, maxLength: 500 },
      { id: 'contact-satisfaction', type: 'likert', title: 'How do you rate us?', required: true, questions: ['Overall experience'] },
      { id: 'contact-newsletter', type: 'checkbox', title: 'Newsletter', required: false, options: ['Subscribe me to the newsletter'] },
    ], true),
  ];
}
