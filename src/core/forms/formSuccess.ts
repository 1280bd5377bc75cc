import { guardUrl } from '../url/guardUrl';
import type { Form } from '../schemas/formSchema';

/** What the visitor sees after a successful submission. */
export type FormSuccess =
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'html'; readonly html: string }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'none' };

function htmlOf(value: Form['submissionHTML'], textIsHtml: boolean): string | undefined {
  if (value === undefined || (typeof value === 'string' && !textIsHtml)) return undefined;
  const html = typeof value === 'string' ? value : (value.html ?? '');
  return html.trim() === '' ? undefined : html;
}

/** The successRedirect through the URL guard, resolved against `base` (absolute); undefined when unset, refused (with a warning) or unresolvable. */
export function formRedirectUrl(successRedirect: string | undefined, base: string): string | undefined {
  const url = guardUrl(successRedirect, { element: 'store-form', field: 'successRedirect' });
  if (url === undefined) return undefined;
  try {
    return new URL(url, base).href;
  } catch {
    return undefined;
  }
}

/**
 * After success: redirect when successRedirect is set (http(s) only), else the submissionHTML (text or `{ html }`, to be sanitised),
 * else the submissionMessage (text, or html to be sanitised), else nothing.
 */
export function formSuccess(form: Pick<Form, 'submissionHTML' | 'submissionMessage' | 'successRedirect'>, base: string): FormSuccess {
  const url = formRedirectUrl(form.successRedirect, base);
  if (url) return { kind: 'redirect', url };
  const submissionHtml = htmlOf(form.submissionHTML, true);
  if (submissionHtml) return { kind: 'html', html: submissionHtml };
  const message = form.submissionMessage;
  if (typeof message === 'string') return message.trim() === '' ? { kind: 'none' } : { kind: 'text', text: message };
  const messageHtml = htmlOf(message, false);
  return messageHtml ? { kind: 'html', html: messageHtml } : { kind: 'none' };
}
