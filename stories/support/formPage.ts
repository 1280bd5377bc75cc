import { MemoryCookieJar, type HttpAdapter, type HttpResponse } from '../../src/core/api';
import { createStorefront, type Storefront } from '../../src/elements/page/storefront';
import { defineAllElements } from '../../src/elements/defineAllElements';
import { partOf } from './storyPage';

void defineAllElements();

/** How one form call answers: a status and JSON body, a raw text body, a network failure, or never. */
export type FormCallAnswer = { readonly status: number; readonly body: unknown } | { readonly status: number; readonly text: string } | 'network' | 'hang';

/** Answers of the three submission calls; success by default. */
export interface FormCallAnswers {
  readonly validate?: FormCallAnswer;
  readonly key?: FormCallAnswer;
  readonly save?: FormCallAnswer;
}

function respond(answer: FormCallAnswer): Promise<HttpResponse> {
  if (answer === 'hang') return new Promise<HttpResponse>(() => {});
  if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
  const text = 'text' in answer ? answer.text : JSON.stringify(answer.body);
  const type = 'text' in answer ? 'text/html' : 'application/json';
  return Promise.resolve({ status: answer.status, headers: { get: (name) => (name.toLowerCase() === 'content-type' ? type : null) }, text: async () => text });
}

/** A storefront whose form calls answer from memory. */
export function formStorefront(answers: FormCallAnswers = {}): Storefront {
  const http: HttpAdapter = {
    send(request) {
      const step = request.url.includes('/validate/') ? 'validate' : request.url.includes('FormSubmissionKey') ? 'key' : 'save';
      return respond(answers[step] ?? (step === 'key' ? { status: 200, body: { key: 'story-key' } } : { status: 200, body: { success: true } }));
    },
  };
  return createStorefront({ http, cookies: new MemoryCookieJar() });
}

/** A page holding one `<store-form>` with `form` as its JSON script, wired to answer as `answers`; redirects are cancelled. */
export function formPage(form: unknown, answers: FormCallAnswers = {}): HTMLElement {
  const page = document.createElement('div');
  page.addEventListener('store-form-success', (event) => event.preventDefault());
  const element = document.createElement('store-form') as HTMLElement & { storefront?: Storefront };
  element.storefront = formStorefront(answers);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = JSON.stringify(form);
  element.append(script);
  page.append(element);
  return page;
}

/** Types `value` into the control named `name` of the page's form, once rendered. */
export async function typeIn(page: HTMLElement, name: string, value: string): Promise<void> {
  await partOf(page, 'store-form', 'form');
  const control = page.querySelector('store-form')!.shadowRoot!.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Submits the page's form once rendered. */
export async function submitForm(page: HTMLElement): Promise<void> {
  ((await partOf(page, 'store-form', 'form')) as HTMLFormElement).requestSubmit();
}
