import type { Message } from '../i18n';
import type { FormValues } from './FormValues';
import { validateFormFields, type AnswerProblem, type ValidatedField } from './validateFormFields';

/** The handler that validates a form: the default one, or the vanilla form handler (feature flag). */
export interface FormHandler {
  /** 'default' or 'vanilla'. */
  readonly name: 'default' | 'vanilla';
  /** Local validation with the given answer rules (fieldAnswerProblem): messages by field id. */
  validate(fields: readonly ValidatedField[], values: FormValues, answerProblem: AnswerProblem): Record<string, Message>;
  /** The extra maxLength a textarea control carries: its limit under the vanilla handler, none otherwise. */
  textareaMaxLength(field: ValidatedField): number | undefined;
}

const DEFAULT_HANDLER: FormHandler = {
  name: 'default',
  validate: validateFormFields,
  textareaMaxLength: () => undefined,
};

const VANILLA_HANDLER: FormHandler = {
  name: 'vanilla',
  validate: validateFormFields,
  textareaMaxLength: (field) => (field.type === 'textarea' ? field.maxLength : undefined),
};

/** The form handler the vanilla-form-handler flag selects. */
export function formHandler(vanilla: boolean): FormHandler {
  return vanilla ? VANILLA_HANDLER : DEFAULT_HANDLER;
}
