import { getJsonDocument } from '../api/getJsonDocument';
import type { HttpAdapter } from '../api/HttpAdapter';
import { parseForm, type Form } from '../schemas/formSchema';

/** Raised when a form's JSON cannot be read; `code` says why ('not-found' for a form the server does not have). */
export class FormSourceError extends Error {
  constructor(
    readonly code: 'invalid-json' | 'invalid-data' | 'load-failed' | 'not-found',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FormSourceError';
  }
}

/** Parses form JSON text (a form, or one wrapped as `{ form }`); throws FormSourceError naming the problem. */
export function readFormJson(text: string, source: string): Form {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new FormSourceError('invalid-json', `${source}: form JSON is not valid JSON (${(cause as Error).message})`, { cause });
  }
  const envelope = data as { form?: unknown; fields?: unknown } | null;
  try {
    return parseForm(envelope && typeof envelope === 'object' && envelope.fields === undefined && envelope.form ? envelope.form : data);
  } catch (cause) {
    throw new FormSourceError('invalid-data', `${source}: ${(cause as Error).message}`, { cause });
  }
}

/** The URL a form is loaded from: `{formsUrl}/{formId}`. */
export function formUrl(formsUrl: string, formId: string): string {
  return `${formsUrl.replace(/\/+$/, '')}/${encodeURIComponent(formId)}`;
}

/** Loads and parses one form by id; throws FormSourceError ('not-found' on a 404). */
export async function loadForm(http: HttpAdapter, formsUrl: string, formId: string): Promise<Form> {
  const url = formUrl(formsUrl, formId);
  const document = await getJsonDocument(http, url);
  if (!document.ok) throw new FormSourceError(document.status === 404 ? 'not-found' : 'load-failed', document.detail, { cause: document.cause });
  return readFormJson(document.text, `GET ${url}`);
}
