/** Paths of the form calls and the address autocomplete of form fields (spec §7). */
export const FORM_API_PATHS = {
  formTemplateSchema: '/api/template/GetTemplateSchema',
  formValidate: (formId: string) => `/api/rest/forms/validate/${encodeURIComponent(formId)}`,
  formSubmissionKey: '/api/form/FormSubmissionKey',
  saveFormSubmission: '/api/form/SaveFormSubmission',
  googleMapsAutocomplete: '/api/google-maps/places/autocomplete',
  googleMapsDetails: '/api/google-maps/places/details',
} as const;
