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
  options?: string[];
  questions?: string[];
}

/** A form definition in the shape of spec §3. */
export interface DevForm {
  id: string;
  name: string;
  fields: DevFormField[];
  submissionMessage: { html: string };
  submissionHTML: { html: string };
  successRedirect: string;
  disclaimerMessage: { html: string };
  captchaEnabled: boolean;
  captchaTheme: number;
  captchaAlignment: number;
}

function form(id: string, name: string, fields: DevFormField[], captchaEnabled: boolean): DevForm {
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
  };
}

/** The seeded forms: the engraving form used as additional fields, and a contact form with captcha. */
export function seedForms(): DevForm[] {
  return [
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
