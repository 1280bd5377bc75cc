import type { Message } from '../i18n';

/** A form submission failure as shown to the visitor: one message plus per-field messages for a 400. */
export interface FormSubmissionFailure {
  /** Form-level message. */
  readonly message: Message;
  /** Per-field messages keyed by field id; empty unless the server rejected fields. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/** Maps a failed form submission (spec §8 "Form submission") from its HTTP status and server error text. */
export function formSubmissionFailure(
  status: number | undefined,
  serverMessage?: string,
  fieldErrors: Readonly<Record<string, string>> = {},
): FormSubmissionFailure {
  const none = {};
  if (status === 401) return { message: { key: 'api.form.unauthorized' }, fieldErrors: none };
  if (status === 404) return { message: { key: 'api.form.notConfigured' }, fieldErrors: none };
  if (status === 429) return { message: { key: 'api.form.rateLimited' }, fieldErrors: none };
  if (status === 500) return { message: { key: 'api.form.sendFailed' }, fieldErrors: none };
  if (status === 400 && Object.keys(fieldErrors).length > 0) return { message: { key: 'api.form.invalidFields' }, fieldErrors };
  if (serverMessage) return { message: { key: 'api.error.serverMessage', values: { message: serverMessage } }, fieldErrors: none };
  return { message: { key: 'api.form.unknownError' }, fieldErrors: none };
}
