/** Catalog keys of the restock sign-up form's shopper-visible text. */
export const RESTOCK_MESSAGE_KEYS = {
  emailBlank: 'restock.emailBlank',
  emailInvalid: 'restock.emailInvalid',
  captchaIncomplete: 'captcha.incomplete',
  success: 'restock.success',
  unknownError: 'restock.unknownError',
  emailLabel: 'restock.emailLabel',
  mailingList: 'restock.mailingList',
  submit: 'restock.submit',
  submitting: 'restock.submitting',
  formLabel: 'restock.formLabel',
} as const;
