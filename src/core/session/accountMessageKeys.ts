/** Catalog keys of the site-user account form's text. */
export const ACCOUNT_MESSAGE_KEYS = {
  formLabel: 'account.formLabel',
  emailLabel: 'account.emailLabel',
  passwordLabel: 'account.passwordLabel',
  rememberMe: 'account.rememberMe',
  logIn: 'account.logIn',
  loggingIn: 'account.loggingIn',
  loggedIn: 'account.loggedIn',
  loggedInAs: 'account.loggedInAs',
  logOutEmptiesCart: 'account.logOutEmptiesCart',
  logOutKeepsCart: 'account.logOutKeepsCart',
  logOut: 'account.logOut',
  loggingOut: 'account.loggingOut',
  emailBlank: 'account.emailBlank',
  passwordBlank: 'account.passwordBlank',
} as const;
