/** Paths of the storefront API calls (spec §7) but the cart's (CART_API_PATHS). */
export const API_PATHS = {
  formTemplateSchema: '/api/template/GetTemplateSchema',
  formValidate: (formId: string) => `/api/rest/forms/validate/${encodeURIComponent(formId)}`,
  formSubmissionKey: '/api/form/FormSubmissionKey',
  saveFormSubmission: '/api/form/SaveFormSubmission',
  siteUserSession: '/api/site-users/account/session',
  googleMapsAutocomplete: '/api/google-maps/places/autocomplete',
  googleMapsDetails: '/api/google-maps/places/details',
  restockNotifications: '/api/site-users/account/notifications/restock',
  restockSignUpGroups: '/api/site-users/account/notifications/restock/groups',
  restockSend: '/api/site-users/account/notifications/restock/send',
  restockSendAll: '/api/site-users/account/notifications/restock/send/all',
  recordJavascriptErrors: '/api/events/RecordJavascriptErrors',
  recordEvent: '/api/events/RecordEvent',
  censusHit: '/api/census/RecordHit',
  censusButtonClick: '/api/census/button-click',
  censusButtonRender: '/api/census/button-render',
  censusFormRender: '/api/census/form-render',
  censusOverlay: '/api/census/overlay',
  censusQuickView: (itemId: string) => `/api/census/RecordQuickView/${encodeURIComponent(itemId)}`,
  performanceBase: '/api/1/performance',
  performanceRecords: '/api/1/performance/records',
  performanceSettings: '/api/1/performance/settings',
} as const;

/** Version sent by the performance collector (spec §7). */
export const PERFORMANCE_COLLECTOR_VERSION = '4.0.7';
