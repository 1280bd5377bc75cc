import { fieldAnswerProblem } from '../forms/fieldAnswerRule';
import type { FormValues } from '../forms/FormValues';
import { validateFormFields } from '../forms/validateFormFields';
import type { Message } from '../i18n';
import type { Form } from '../schemas';

/** Answers of an additional-fields form, keyed by field id (the custom forms' answer shape). */
export type AdditionalFieldValues = FormValues;

/** The additional-fields form's messages by field id, by the custom forms' rules (§5 Forms: 'Required', email, textarea limit; and the answer rules). */
export function additionalFieldErrors(form: Form, values: AdditionalFieldValues): Record<string, Message> {
  return validateFormFields(form.fields, values, fieldAnswerProblem);
}
