export * from './captcha';
export { FORM_MESSAGE_KEYS, EMAIL_FORMAT_EXAMPLE } from './formMessageKeys';
export { FORM_FIELD_PARTS, REQUIRED_FIELD_PARTS, PHONE_LEADING_PART, formFieldParts, isMultiPartField, phoneAnswer } from './formFieldParts';
export {
  LIKERT_SCORES,
  choicesOf,
  emptyFieldValue,
  formFieldOptionValue,
  formSubmissionValues,
  initialFormValues,
  likertStatements,
  partOf,
  textOf,
} from './FormValues';
export type { FormFieldValue, FormValues } from './FormValues';
export { isEmailAddress } from './isEmailAddress';
export { websiteAddress } from './websiteAddress';
export { currencyAnswerDigits, fieldAnswerProblem, fieldAnswerRule, fieldAnswerRuleMessage, FORM_YEAR_RANGE, storedAnswer } from './fieldAnswerRule';
export type { AnswerRuleField, FieldAnswerRule } from './fieldAnswerRule';
export { formFieldRule, formFieldRuleMessage, isEmptyAnswer, validateFormFields } from './validateFormFields';
export type { AnswerProblem, FormFieldRule, ValidatedField } from './validateFormFields';
export { characterCount } from './characterCount';
export type { CharacterCount } from './characterCount';
export { formHandler } from './formHandler';
export type { FormHandler } from './formHandler';
export { formProblemMessage } from './formProblemMessage';
export { formFailure, UnparseableFormError } from './formFailure';
export { formRedirectUrl, formSuccess } from './formSuccess';
export type { FormSuccess } from './formSuccess';
export { FormStore } from './FormStore';
export type { FormCaptcha, FormSnapshot, FormStatus, FormStoreOptions, FormSubmitOutcome } from './FormStore';
export { FormSourceError, formUrl, loadForm, readFormJson } from './loadForm';
export { FORM_FIELD_TYPES } from './FormFieldType';
export type { FormFieldType, SummaryFieldValueKey } from './FormFieldType';
