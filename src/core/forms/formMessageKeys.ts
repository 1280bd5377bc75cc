/** Catalog keys of the forms' shopper-visible text. */
export const FORM_MESSAGE_KEYS = {
  required: 'form.required',
  emailInvalid: 'form.emailInvalid',
  tooLong: 'form.tooLong',
  counter: 'form.counter',
  submit: 'form.submit',
  saving: 'form.saving',
  submitting: 'api.form.submitting',
  problemScrollDown: 'api.form.problemScrollDown',
  problemScrollUp: 'api.form.problemScrollUp',
  invalidFields: 'api.form.invalidFields',
  unparseableFields: 'api.form.unparseableFields',
  processingError: 'api.form.processingError',
  unknownError: 'api.form.unknownError',
  notConfigured: 'api.form.notConfigured',
  unavailable: 'form.unavailable',
  likertScale: 'form.likert',
} as const;

/** Example address the email message names ('… should follow the format {email}.'). */
export const EMAIL_FORMAT_EXAMPLE = 'user@domain.com';
