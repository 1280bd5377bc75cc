import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryCookieJar, type HttpAdapter, type HttpRequest, type HttpResponse } from '../../../src/core/api';
import type { CaptchaProvider } from '../../../src/core/forms';
import { createStorefront, type Storefront } from '../../../src/elements/page/storefront';
import { everyFieldForm } from '../../core/forms/formFixtures';
import { cleanup, defineElements, flush, part, shadowOf, typeInto, update } from '../support/renderElements';
import { HOSTILE_URL_SAMPLE } from '../support/hostileUrls';

type Answer = { readonly status: number; readonly body: unknown } | 'hang';
type Routes = Partial<Record<'validate' | 'key' | 'save', Answer>>;

function respond(status: number, body: unknown): HttpResponse {
  const text = JSON.stringify(body);
  return { status, headers: { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) }, text: async () => text };
}

/** A storefront answering the three form calls as `routes` says (success by default), recording every request. */
function fakeStorefront(routes: Routes = {}) {
  const requests: HttpRequest[] = [];
  const http: HttpAdapter = {
    async send(request) {
      requests.push(request);
      const step = request.url.includes('/validate/') ? 'validate' : request.url.includes('FormSubmissionKey') ? 'key' : 'save';
      const answer = routes[step] ?? (step === 'key' ? { status: 200, body: { key: 'key-1' } } : { status: 200, body: { success: true } });
      if (answer === 'hang') return new Promise<HttpResponse>(() => {});
      return respond(answer.status, answer.body);
    },
  };
  return { storefront: createStorefront({ http, cookies: new MemoryCookieJar() }), requests };
}

const SMALL_FORM = {
  id: 'contact',
  name: 'Contact us',
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'phone', type: 'phone', title: 'Phone', required: false },
    { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 20 },
  ],
  submissionMessage: 'Thanks, we will be in touch.',
};

/** Mounts `<store-form>` with its JSON script and storefront set before it upgrades; records its events. */
async function mountForm(form: unknown, storefront: Storefront, attributes: Record<string, string> = {}) {
  await defineElements();
  const host = document.createElement('store-form') as HTMLElement & { storefront?: Storefront };
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  host.storefront = storefront;
  if (form !== undefined) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = JSON.stringify(form);
    host.append(script);
  }
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['store-form-render', 'store-form-submit', 'store-form-success', 'store-form-error']) {
    host.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  await update(() => {
    document.body.append(host);
  });
  return { host, events };
}

const input = (host: Element, name: string) => shadowOf(host).querySelector(`[name="${name}"]`) as HTMLInputElement;
const errorsShown = (host: Element) =>
  Object.fromEntries([...shadowOf(host).querySelectorAll('[part="field"]')].filter((field) => field.querySelector('[part="field-error"]')).map((field) => [field.getAttribute('data-field-id'), field.querySelector('[part="field-error"]')!.textContent]));

async function submit(host: Element) {
  await update(() => (part(host, 'form') as HTMLFormElement).requestSubmit());
  await flush();
}

async function fillSmall(host: Element) {
  await typeInto(input(host, 'name.First'), 'Ada');
  await typeInto(input(host, 'name.Last'), 'Lovelace');
  await typeInto(input(host, 'email'), 'ada@example.com');
  await typeInto(shadowOf(host).querySelector('textarea')!, 'Hello there');
}

const formRequests = (requests: HttpRequest[]) => requests.map((request) => `${request.method} ${new URL(request.url, 'http://x').pathname}`);

describe('<store-form>', () => {
  afterEach(async () => {
    await cleanup();
    vi.unstubAllGlobals();
    delete (window as { grecaptcha?: unknown }).grecaptcha;
  });

  it('draws the form from its JSON script on the first render, editing, and fires store-form-render', async () => {
    const { host, events } = await mountForm(everyFieldForm(), fakeStorefront().storefront);
    expect(host.getAttribute('data-state')).toBe('editing');
    expect(part(host, 'title')?.textContent).toBe('Every field');
    expect(shadowOf(host).querySelectorAll('[part="field"]')).toHaveLength(18);
    expect(part(host, 'submit')?.textContent).toBe('Submit');
    expect(events).toEqual([{ type: 'store-form-render', detail: { formId: 'every-field', formName: 'Every field' } }]);
  });

  it("submitted empty: 'Required' on exactly the required fields, focus on the first, nothing sent", async () => {
    const fake = fakeStorefront();
    const { host, events } = await mountForm(everyFieldForm(), fake.storefront);
    await submit(host);
    const required = ['text', 'website', 'twitter', 'password', 'number', 'currency', 'email', 'textarea', 'name', 'address', 'phone', 'date', 'time', 'radio', 'checkbox', 'select'];
    expect(errorsShown(host)).toEqual(Object.fromEntries(required.map((id) => [id, 'Required'])));
    expect(shadowOf(host).activeElement).toBe(input(host, 'text'));
    expect(part(host, 'error')?.textContent).toMatch(/^Your form has encountered a problem\. Please scroll (up|down) to review\.$/);
    expect(host.getAttribute('data-state')).toBe('error');
    expect(fake.requests).toHaveLength(0);
    expect(events.at(-1)).toMatchObject({ type: 'store-form-error', detail: { formId: 'every-field', stage: 'validation' } });
  });

  it('shows the email and character-limit messages at their fields', async () => {
    const { host } = await mountForm(SMALL_FORM, fakeStorefront().storefront);
    await fillSmall(host);
    await typeInto(input(host, 'email'), 'ada@example');
    await typeInto(shadowOf(host).querySelector('textarea')!, 'x'.repeat(21));
    expect(part(host, 'counter')?.textContent).toBe('21 / 20');
    expect(part(host, 'counter')?.hasAttribute('data-over')).toBe(true);
    await submit(host);
    expect(errorsShown(host)).toEqual({
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      message: 'You have exceeded the character limit.',
    });
  });

  it("locks the form with 'Submitting…' and the submit label 'Saving…' while sending, ignoring more submits", async () => {
    const fake = fakeStorefront({ validate: 'hang' });
    const { host, events } = await mountForm(SMALL_FORM, fake.storefront);
    await fillSmall(host);
    await submit(host);
    expect(host.getAttribute('data-state')).toBe('submitting');
    expect(part(host, 'submit')?.textContent).toBe('Saving…');
    expect(part(host, 'submit')?.getAttribute('aria-disabled')).toBe('true');
    expect(part(host, 'status')?.textContent).toBe('Submitting…');
    expect(part(host, 'body')?.hasAttribute('inert')).toBe(true);
    await submit(host);
    expect(fake.requests).toHaveLength(1);
    expect(events.find((event) => event.type === 'store-form-submit')?.detail).toMatchObject({ formId: 'contact', values: { email: 'ada@example.com' } });
  });

  it('validates, gets a key and saves; then hides the form and shows the submissionMessage', async () => {
    const fake = fakeStorefront();
    const { host, events } = await mountForm(SMALL_FORM, fake.storefront);
    await fillSmall(host);
    await submit(host);
    expect(formRequests(fake.requests)).toEqual(['POST /api/rest/forms/validate/contact', 'POST /api/form/FormSubmissionKey', 'POST /api/form/SaveFormSubmission']);
    const saved = JSON.parse(fake.requests[2]!.body!) as { key: string; form: string };
    expect(saved.key).toBe('key-1');
    expect(JSON.parse(saved.form)).toEqual({
      name: { First: 'Ada', Last: 'Lovelace' },
      email: 'ada@example.com',
      phone: { Country: '', Areacode: '', Prefix: '', Line: '' },
      message: 'Hello there',
    });
    expect(fake.requests[2]!.credentials).toBe('include');
    expect(part(host, 'form')).toBeNull();
    expect(part(host, 'success')?.textContent).toBe('Thanks, we will be in touch.');
    expect(host.getAttribute('data-state')).toBe('success');
    expect(events.at(-1)).toEqual({ type: 'store-form-success', detail: { formId: 'contact', redirectTo: null } });
  });

  it('shows submissionHTML as HTML through the shared sanitiser (what it removes is checked in Chromium)', async () => {
    const { host } = await mountForm({ ...SMALL_FORM, submissionHTML: { html: '<p>Thanks <strong>Ada</strong></p>' } }, fakeStorefront().storefront);
    await fillSmall(host);
    await submit(host);
    const success = part(host, 'success')!;
    await vi.waitFor(() => expect(success.querySelector('[part="success-html"] strong')?.textContent).toBe('Ada'));
    expect(success.getAttribute('role')).toBe('status');
  });

  it('redirects to successRedirect unless store-form-success is cancelled', async () => {
    const assign = vi.fn();
    const location = window.location;
    vi.spyOn(location, 'assign').mockImplementation(assign);
    const { host } = await mountForm({ ...SMALL_FORM, successRedirect: '/thanks' }, fakeStorefront().storefront);
    await fillSmall(host);
    await submit(host);
    expect(assign).toHaveBeenCalledWith(new URL('/thanks', document.baseURI).href);
    await cleanup();
    assign.mockClear();
    const stay = await mountForm({ ...SMALL_FORM, successRedirect: '/thanks' }, fakeStorefront().storefront);
    stay.host.addEventListener('store-form-success', (event) => event.preventDefault());
    await fillSmall(stay.host);
    await submit(stay.host);
    expect(assign).not.toHaveBeenCalled();
    expect(part(stay.host, 'success')?.textContent).toBe('Thanks, we will be in touch.');
  });

  it('never navigates to a script or other-scheme successRedirect: shows the message and warns once', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    assign.mockClear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const successRedirect of HOSTILE_URL_SAMPLE) {
      warn.mockClear();
      const { host } = await mountForm({ ...SMALL_FORM, successRedirect }, fakeStorefront().storefront);
      const redirects: unknown[] = [];
      host.addEventListener('store-form-success', (event) => redirects.push((event as CustomEvent<{ redirectTo: unknown }>).detail.redirectTo));
      await fillSmall(host);
      await submit(host);
      expect(redirects, JSON.stringify(successRedirect)).toEqual([null]);
      expect(part(host, 'success')?.textContent).toBe('Thanks, we will be in touch.');
      expect(warn.mock.calls.map((call) => call[0])).toEqual([
        `[storefront-elements] <store-form> successRedirect is ${JSON.stringify(successRedirect)} but must be an http(s) or relative URL; it is not used.`,
      ]);
      await cleanup();
    }
    expect(assign).not.toHaveBeenCalled();
  });

  const failures: [string, Routes, string][] = [
    ['401', { save: { status: 401, body: { message: 'no' } } }, 'Unable to submit form. Please try again later.'],
    ['404', { validate: { status: 404, body: { message: 'No form' } } }, 'This form has not been configured yet.'],
    ['429', { save: { status: 429, body: { message: 'slow down' } } }, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    ['500', { save: { status: 500, body: { message: 'boom' } } }, 'Unable to send form. Please try again later.'],
    ['other server text', { save: { status: 400, body: { message: 'Captcha verification failed.' } } }, 'Captcha verification failed.'],
    ['no submission key', { key: { status: 503, body: {} } }, 'Could not get a form submission key, please try again later.'],
  ];
  for (const [name, routes, message] of failures) {
    it(`shows the §8 message for ${name}, keeps every answer`, async () => {
      const { host, events } = await mountForm(SMALL_FORM, fakeStorefront(routes).storefront);
      await fillSmall(host);
      await submit(host);
      expect(part(host, 'error')?.textContent).toBe(message);
      expect(part(host, 'error')?.getAttribute('role')).toBe('alert');
      expect(host.getAttribute('data-state')).toBe('error');
      expect(input(host, 'name.First').value).toBe('Ada');
      expect(input(host, 'email').value).toBe('ada@example.com');
      expect(shadowOf(host).querySelector('textarea')?.value).toBe('Hello there');
      expect(events.at(-1)).toEqual({ type: 'store-form-error', detail: { formId: 'contact', stage: 'submission', message, fieldErrors: {} } });
    });
  }

  it('shows 400 per-field errors from the server at their fields and focuses the first', async () => {
    const { host } = await mountForm(SMALL_FORM, fakeStorefront({ validate: { status: 400, body: { message: 'invalid', errors: { email: 'That address bounced.' } } } }).storefront);
    await fillSmall(host);
    await submit(host);
    expect(errorsShown(host)).toEqual({ email: 'That address bounced.' });
    expect(part(host, 'error')?.textContent).toBe('One or more fields is invalid, please check your entries.');
    expect(shadowOf(host).activeElement).toBe(input(host, 'email'));
  });

  describe('captcha', () => {
    function fakeCaptcha() {
      const state = { token: '', resets: 0, rendered: [] as { container: HTMLElement; sitekey: string; theme: string | undefined }[] };
      const provider: CaptchaProvider = {
        render: (container, parameters) => {
          state.rendered.push({ container, sitekey: parameters.sitekey, theme: parameters.theme });
          return 3;
        },
        getResponse: () => state.token,
        reset: () => {
          state.resets += 1;
          state.token = '';
        },
      };
      (window as { grecaptcha?: CaptchaProvider }).grecaptcha = provider;
      return state;
    }

    const captchaForm = { ...SMALL_FORM, captchaEnabled: true, captchaTheme: 2, captchaAlignment: 2 };

    it('renders in the light-DOM captcha slot with the form theme and alignment, is required, and its token is sent', async () => {
      const captcha = fakeCaptcha();
      const fake = fakeStorefront();
      const { host } = await mountForm(captchaForm, fake.storefront, { 'captcha-site-key': 'site-9' });
      expect(captcha.rendered).toHaveLength(1);
      expect(captcha.rendered[0]).toMatchObject({ sitekey: 'site-9', theme: 'dark' });
      expect(captcha.rendered[0]!.container.parentElement).toBe(host);
      expect(captcha.rendered[0]!.container.slot).toBe('captcha');
      expect(part(host, 'captcha')?.getAttribute('data-align')).toBe('center');
      expect(part(host, 'captcha')?.querySelector('slot[name="captcha"]')).not.toBeNull();
      await fillSmall(host);
      await submit(host);
      expect(part(host, 'captcha-error')?.textContent).toBe('Complete CAPTCHA before submitting.');
      expect(fake.requests).toHaveLength(0);
      captcha.token = 'captcha-token';
      await submit(host);
      expect(JSON.parse(fake.requests[2]!.body!).captchaKey).toBe('captcha-token');
      expect(host.querySelector('[slot="captcha"]')).toBeNull();
    });

    it('every failure resets the captcha', async () => {
      const captcha = fakeCaptcha();
      const { host } = await mountForm(captchaForm, fakeStorefront({ save: { status: 500, body: {} } }).storefront, { 'captcha-site-key': 'k' });
      await fillSmall(host);
      captcha.token = 'token';
      await submit(host);
      expect(part(host, 'error')?.textContent).toBe('Unable to send form. Please try again later.');
      expect(captcha.resets).toBe(1);
    });

    it("without a site key: 'ReCaptcha has not been set up!' and never sends", async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const fake = fakeStorefront();
      const { host } = await mountForm(captchaForm, fake.storefront);
      expect(part(host, 'captcha-error')?.textContent).toBe('ReCaptcha has not been set up!');
      await fillSmall(host);
      await submit(host);
      expect(fake.requests).toHaveLength(0);
      expect(part(host, 'captcha-error')?.textContent).toBe('ReCaptcha has not been set up!');
      expect(warn).toHaveBeenCalled();
    });
    it("when the captcha adapter's chunk cannot load: 'ReCaptcha has not been set up!' and never sends", async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.doMock('../../../src/core/forms/captcha/mountCaptcha', () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      });
      try {
        const captcha = fakeCaptcha();
        const fake = fakeStorefront();
        const { host } = await mountForm(captchaForm, fake.storefront, { 'captcha-site-key': 'site-9' });
        await vi.waitFor(() => expect(part(host, 'captcha-error')?.textContent).toBe('ReCaptcha has not been set up!'));
        expect(captcha.rendered).toHaveLength(0);
        await fillSmall(host);
        await submit(host);
        expect(fake.requests).toHaveLength(0);
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('<store-form> captcha:'));
      } finally {
        vi.doUnmock('../../../src/core/forms/captcha/mountCaptcha');
      }
    });
  });

  describe('loaded by form-id', () => {
    it('loads {forms-url}/{form-id} and draws it', async () => {
      const fetchMock = vi.fn(async () => new Response(JSON.stringify(SMALL_FORM), { status: 200, headers: { 'Content-Type': 'application/json' } }));
      vi.stubGlobal('fetch', fetchMock);
      const { host } = await mountForm(undefined, fakeStorefront().storefront, { 'form-id': 'contact', 'forms-url': '/forms' });
      await vi.waitFor(() => expect(host.getAttribute('data-state')).toBe('editing'));
      expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/forms/contact');
      expect(part(host, 'title')?.textContent).toBe('Contact us');
    });

    it("says 'This form has not been configured yet.' for a form the server does not have", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 404 })));
      const { host } = await mountForm(undefined, fakeStorefront().storefront, { 'form-id': 'missing' });
      await vi.waitFor(() => expect(host.getAttribute('data-state')).toBe('unavailable'));
      expect(part(host, 'unavailable')?.textContent).toBe('This form has not been configured yet.');
    });
  });
});

