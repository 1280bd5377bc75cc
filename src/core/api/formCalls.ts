import { isApiError, outcomeUnknown } from './ApiError';
import type { ApiConnection } from './ApiConnection';
import { FORM_API_PATHS } from './formApiPaths';
import { fieldErrorsOf } from './ApiTransport';
import { formSubmissionFailure } from './formSubmissionError';
import { formSubmissionKeyResponseSchema, formTemplateSchemaResponseSchema, formValidateResponseSchema } from './formResponseSchemas';
import { anyResponseSchema } from './responseSchemas';

/** Outcome of server-side form validation. */
export type FormValidationResult = { readonly valid: true } | { readonly valid: false; readonly errors: Readonly<Record<string, string>> };

/** Payload of saving a form submission. */
export interface FormSubmissionInput {
  /** Submission key from getFormSubmissionKey. */
  readonly key: string;
  /** Field values by field id; sent as a JSON string. */
  readonly form: Readonly<Record<string, unknown>>;
  /** Captcha response token. None by default. */
  readonly captchaKey?: string;
  /** Intra-page event fields (page id, element ids and the like). None by default. */
  readonly eventFields?: Readonly<Record<string, string | number | boolean>>;
  /** Sent as the Idempotency-Key header: one per submission, the same for a repeat of it. Default none. */
  readonly idempotencyKey?: string;
}

/** The form calls of a connection. */
export type FormCalls = ReturnType<typeof formCalls>;

/** The form calls (template schema, validation, submission key, submission) of a connection. */
export function formCalls(connection: ApiConnection) {
  return {
    /** Reads the template schema of a form block type. */
    async getFormTemplateSchema(type: string | number): Promise<Record<string, unknown>> {
      return connection.transport.request({ method: 'GET', path: FORM_API_PATHS.formTemplateSchema, query: { type }, schema: formTemplateSchemaResponseSchema });
    },
    /** Validates form values on the server; a 400 with an errors map becomes `{ valid: false, errors }`. */
    async validateForm(formId: string, values: Readonly<Record<string, unknown>>): Promise<FormValidationResult> {
      try {
        const response = await connection.transport.request({ method: 'POST', path: FORM_API_PATHS.formValidate(formId), body: { json: values }, schema: formValidateResponseSchema });
        const errors = response?.errors ?? {};
        return Object.keys(errors).length > 0 ? { valid: false, errors } : { valid: true };
      } catch (error) {
        const errors = isApiError(error) ? fieldErrorsOf(error.body) : undefined;
        if (errors) return { valid: false, errors };
        throw error;
      }
    },
    /** Requests a form submission key; failures carry 'Could not get a form submission key, please try again later.'. */
    async getFormSubmissionKey(): Promise<string> {
      try {
        const response = await connection.transport.request({ method: 'POST', path: FORM_API_PATHS.formSubmissionKey, schema: formSubmissionKeyResponseSchema });
        return response.key;
      } catch (error) {
        throw isApiError(error) ? error.withPresentation({ key: 'api.form.noSubmissionKey' }, undefined) : error;
      }
    },
    /** Saves a form submission (sent with credentials); failures carry the spec's by-status message and per-field errors in `fieldErrors`, a lost answer 'api.form.outcomeUnknown'. */
    async saveFormSubmission(input: FormSubmissionInput): Promise<void> {
      try {
        await connection.transport.request({
          method: 'POST',
          path: FORM_API_PATHS.saveFormSubmission,
          body: { json: { ...input.eventFields, key: input.key, form: JSON.stringify(input.form), captchaKey: input.captchaKey } },
          schema: anyResponseSchema,
          withCredentials: true,
          idempotencyKey: input.idempotencyKey,
        });
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (outcomeUnknown(error)) throw error.withPresentation({ key: 'api.form.outcomeUnknown' }, undefined);
        const failure = formSubmissionFailure(error.status, error.serverMessage, fieldErrorsOf(error.body));
        throw error.withPresentation(failure.message, undefined, failure.fieldErrors);
      }
    },
  };
}
