import { isApiError } from '../api/ApiError';
import { formSubmissionFailure, type FormSubmissionFailure } from '../api/formSubmissionError';
import { FORM_MESSAGE_KEYS } from './formMessageKeys';

/** Statuses §8 gives their own form-submission message. */
const STATUS_MESSAGES: readonly number[] = [401, 404, 429, 500];

/** A failure that happened before anything was sent: the answers could not be turned into JSON. */
export class UnparseableFormError extends Error {
  constructor(options?: { readonly cause?: unknown }) {
    super('the form answers could not be written as JSON', options);
    this.name = 'UnparseableFormError';
  }
}

/**
 * The §8 message of a failed submission step: 401, 404, 429 and 500 by status; 400 with per-field errors; the step's own
 * message (no submission key); the server's text; 'Could not parse the form fields…' for answers that are not JSON;
 * 'Error processing form submission…' for an unreadable answer or an unexpected fault; else 'Unknown error…'.
 */
export function formFailure(error: unknown): FormSubmissionFailure {
  if (error instanceof UnparseableFormError) return { message: { key: FORM_MESSAGE_KEYS.unparseableFields }, fieldErrors: {} };
  if (!isApiError(error) || error.code === 'malformed-response') return { message: { key: FORM_MESSAGE_KEYS.processingError }, fieldErrors: {} };
  const fieldErrors = error.fieldErrors;
  if ((error.status !== undefined && STATUS_MESSAGES.includes(error.status)) || Object.keys(fieldErrors).length > 0) {
    return formSubmissionFailure(error.status, error.serverMessage, fieldErrors);
  }
  if (error.userMessage.key.startsWith('api.form.')) return { message: error.userMessage, fieldErrors: {} };
  return formSubmissionFailure(error.status, error.serverMessage);
}
