import { describe, expect, it } from 'vitest';
import { ApiClient, createFetchHttpAdapter, MemoryCookieJar, type HttpAdapter } from '../../../src/core/api';
import { FormStore, initialFormValues, type FormCaptcha, type FormValues } from '../../../src/core/forms';
import { englishCatalog, Translator, type Message } from '../../../src/core/i18n';
import { createFakeFetch, json, type FakeRoute } from '../api/fakeFetch';
import { everyFieldForm, validAnswers } from './formFixtures';

const translator = new Translator(englishCatalog);
const text = (message: Message | string | null | undefined) => (message == null ? null : typeof message === 'string' ? message : translator.render(message));

const VALIDATE = 'POST /api/rest/forms/validate/every-field';
const KEY = 'POST /api/form/FormSubmissionKey';
const SAVE = 'POST /api/form/SaveFormSubmission';

function setup(routes: Partial<Record<string, FakeRoute>> = {}, http?: HttpAdapter) {
  const fake = createFakeFetch({
    [VALIDATE]: () => json({ valid: true }),
    [KEY]: () => json({ key: 'key-1' }),
    [SAVE]: () => json({ success: true }),
    ...(routes as Record<string, FakeRoute>),
  });
  const cookies = new MemoryCookieJar();
  cookies.set('crumb', 'crumb-1');
  const api = new ApiClient({ http: http ?? createFetchHttpAdapter({ fetch: fake.fetch }), cookies, baseUrl: 'http://shop.test' });
  const store = new FormStore(everyFieldForm(), { api });
  return { store, requests: fake.requests };
}

function fill(store: FormStore, values: Record<string, unknown> = validAnswers()): void {
  for (const [id, value] of Object.entries(values)) store.setValue(id, value as FormValues[string]);
}

function captcha(token: string | undefined, status: FormCaptcha['status'] = 'ready') {
  const resets: number[] = [];
  return { control: { status, token: () => token, reset: () => resets.push(1) } satisfies FormCaptcha, resets };
}

describe('FormStore', () => {
  it('starts editing with every answer empty (hidden fields keep their preset value)', () => {
    const { store } = setup();
    expect(store.getSnapshot().status).toBe('editing');
    expect(store.getSnapshot().values).toEqual(initialFormValues(everyFieldForm()));
    expect(store.getSnapshot().values.hidden).toBe('campaign-7');
  });

  it('sends nothing when local validation fails, and marks the fields', async () => {
    const { store, requests } = setup();
    expect(await store.submit()).toEqual({ outcome: 'invalid' });
    const snapshot = store.getSnapshot();
    expect(snapshot.status).toBe('error');
    expect(snapshot.invalidLocally).toBe(true);
    expect(text(snapshot.fieldErrors.text)).toBe('Required');
    expect(requests).toHaveLength(0);
  });

  it('validates on the server, gets a key, then saves key, form (JSON by field id) and captchaKey with credentials', async () => {
    const { store, requests } = setup();
    fill(store);
    const { control } = captcha('captcha-token');
    const states: string[] = [];
    store.subscribe(() => states.push(store.getSnapshot().status));
    expect(await store.submit(control)).toEqual({ outcome: 'success' });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([VALIDATE, KEY, SAVE]);
    const answers = { ...validAnswers() };
    expect(JSON.parse(requests[0]!.body!)).toEqual(answers);
    const saved = JSON.parse(requests[2]!.body!) as Record<string, unknown>;
    expect(saved.key).toBe('key-1');
    expect(saved.captchaKey).toBe('captcha-token');
    expect(JSON.parse(saved.form as string)).toEqual(answers);
    expect(Object.keys(JSON.parse(saved.form as string))).not.toContain('section');
    expect(requests[2]!.credentials).toBe('include');
    expect(states).toEqual(['submitting', 'success']);
  });

  it("requires a completed captcha when the form has one, and refuses to send when it could not be set up", async () => {
    const { store, requests } = setup();
    fill(store);
    expect(await store.submit(captcha(undefined).control)).toEqual({ outcome: 'invalid' });
    expect(text(store.getSnapshot().captchaError)).toBe('Complete CAPTCHA before submitting.');
    expect(store.getSnapshot().invalidLocally).toBe(false);
    expect(await store.submit(captcha('token', 'failed').control)).toEqual({ outcome: 'invalid' });
    expect(text(store.getSnapshot().captchaError)).toBe('ReCaptcha has not been set up!');
    expect(requests).toHaveLength(0);
  });

  it('shows the server’s per-field errors at their fields with "One or more fields is invalid…", keeps the answers and resets the captcha', async () => {
    const { store, requests } = setup({ [VALIDATE]: () => json({ error: 'invalid', errors: { email: 'That address bounced.' } }, 400) });
    fill(store);
    const { control, resets } = captcha('t');
    const outcome = await store.submit(control);
    expect(outcome.outcome).toBe('failed');
    const snapshot = store.getSnapshot();
    expect(snapshot.fieldErrors).toEqual({ email: 'That address bounced.' });
    expect(text(snapshot.message)).toBe('One or more fields is invalid, please check your entries.');
    expect(snapshot.values).toEqual({ ...initialFormValues(everyFieldForm()), ...validAnswers() });
    expect(resets).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  const statusCases: [string, number, string][] = [
    ['401', 401, 'Unable to submit form. Please try again later.'],
    ['404', 404, 'This form has not been configured yet.'],
    ['429', 429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    ['500', 500, 'Unable to send form. Please try again later.'],
  ];
  for (const [name, status, message] of statusCases) {
    it(`shows the §8 message of a ${name} from saving or validating, keeps the answers and resets the captcha`, async () => {
      for (const route of [SAVE, VALIDATE]) {
        const { store } = setup({ [route]: () => json({ message: 'server words' }, status) });
        fill(store);
        const { control, resets } = captcha('t');
        await store.submit(control);
        expect(text(store.getSnapshot().message), route).toBe(message);
        expect(store.getSnapshot().status).toBe('error');
        expect(store.getSnapshot().values.email).toBe('ada@example.com');
        expect(resets).toHaveLength(1);
      }
    });
  }

  it('after a save whose answer was lost, says so and sends the same answers again as the same submission (key, captcha token, Idempotency-Key)', async () => {
    let saves = 0;
    const { store, requests } = setup({
      [SAVE]: () => {
        saves += 1;
        return saves === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json({ success: true });
      },
    });
    fill(store);
    const first = captcha('token-1');
    expect((await store.submit(first.control)).outcome).toBe('failed');
    expect(text(store.getSnapshot().message)).toBe('We could not confirm that your form was sent. Send it again: it will not be sent twice.');
    expect(store.getSnapshot().values.email).toBe('ada@example.com');
    expect(await store.submit(captcha('token-2').control)).toEqual({ outcome: 'success' });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([VALIDATE, KEY, SAVE, SAVE]);
    const [firstSave, repeat] = requests.filter((request) => request.url.pathname.endsWith('SaveFormSubmission'));
    expect(repeat!.body).toBe(firstSave!.body);
    expect(JSON.parse(repeat!.body!)).toMatchObject({ key: 'key-1', captchaKey: 'token-1' });
    expect(firstSave!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(repeat!.headers.get('Idempotency-Key')).toBe(firstSave!.headers.get('Idempotency-Key'));
  });

  it('sends changed answers after a lost answer as a new submission with a new key', async () => {
    let saves = 0;
    const { store, requests } = setup({
      [SAVE]: () => {
        saves += 1;
        return saves === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json({ success: true });
      },
    });
    fill(store);
    await store.submit(captcha('t').control);
    store.setValue('text', 'Something else');
    expect(await store.submit(captcha('t2').control)).toEqual({ outcome: 'success' });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([VALIDATE, KEY, SAVE, VALIDATE, KEY, SAVE]);
    const keys = requests.filter((request) => request.url.pathname.endsWith('SaveFormSubmission')).map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('shows 400 per-field errors from saving at their fields', async () => {
    const { store } = setup({ [SAVE]: () => json({ message: 'bad', errors: { text: 'Too loud.' } }, 400) });
    fill(store);
    await store.submit();
    expect(store.getSnapshot().fieldErrors).toEqual({ text: 'Too loud.' });
    expect(text(store.getSnapshot().message)).toBe('One or more fields is invalid, please check your entries.');
  });

  it('shows other server text as is', async () => {
    const { store } = setup({ [SAVE]: () => json({ message: 'Captcha verification failed.' }, 400) });
    fill(store);
    await store.submit();
    expect(text(store.getSnapshot().message)).toBe('Captcha verification failed.');
  });

  it("shows 'Could not get a form submission key, please try again later.' when no key comes", async () => {
    const { store, requests } = setup({ [KEY]: () => json({ message: 'nope' }, 503) });
    fill(store);
    await store.submit();
    expect(text(store.getSnapshot().message)).toBe('Could not get a form submission key, please try again later.');
    expect(requests.map((request) => request.url.pathname)).not.toContain('/api/form/SaveFormSubmission');
  });

  it("shows 'Could not parse the form fields, please check your entries.' when the answers cannot be written as JSON", async () => {
    const { store, requests } = setup();
    fill(store);
    const looped = { First: 'Ada', Last: 'L' } as Record<string, unknown>;
    Object.defineProperty(looped, 'toJSON', { value: () => { throw new Error('no'); } });
    store.setValue('name', looped as never);
    await store.submit();
    expect(text(store.getSnapshot().message)).toBe('Could not parse the form fields, please check your entries.');
    expect(requests).toHaveLength(0);
  });

  it("shows 'Error processing form submission. Please reload and try again.' for an unreadable answer", async () => {
    const { store } = setup({ [KEY]: () => new Response('<html>oops', { status: 200, headers: { 'Content-Type': 'text/html' } }) });
    fill(store);
    await store.submit();
    expect(text(store.getSnapshot().message)).toBe('Error processing form submission. Please reload and try again.');
  });

  it("shows 'Unknown error, please try again later.' when a step fails without status or text", async () => {
    const { store } = setup({}, { send: () => Promise.reject(new TypeError('Failed to fetch')) });
    fill(store);
    await store.submit();
    expect(text(store.getSnapshot().message)).toBe('Unknown error, please try again later.');
  });

  it('ignores a second submit while sending, and edits after success', async () => {
    let release: () => void = () => {};
    const { store, requests } = setup({ [SAVE]: () => new Promise<Response>((resolve) => (release = () => resolve(json({ success: true })))) });
    fill(store);
    const first = store.submit();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getSnapshot().status).toBe('submitting');
    expect(await store.submit()).toEqual({ outcome: 'ignored' });
    store.setValue('text', 'changed while sending');
    expect(store.getSnapshot().values.text).toBe('Hello');
    release();
    await first;
    expect(store.getSnapshot().status).toBe('success');
    expect(requests.filter((request) => request.url.pathname === '/api/form/SaveFormSubmission')).toHaveLength(1);
  });

  it('refuses impossible answers locally, at once after it is made (a second submit meanwhile is ignored), and sends nothing', async () => {
    const { store, requests } = setup();
    fill(store, { ...validAnswers(), date: { Month: '13', Day: '40', Year: '0' }, number: '-5.5e999', website: 'not a url' });
    const first = store.submit();
    expect(await store.submit()).toEqual({ outcome: 'ignored' });
    expect(await first).toEqual({ outcome: 'invalid' });
    expect(Object.fromEntries(Object.entries(store.getSnapshot().fieldErrors).map(([id, message]) => [id, text(message)]))).toEqual({
      website: 'Enter a web address, like https://example.com.',
      number: 'Enter a number.',
      date: 'Enter a date with month 1–12, day 1–31 and a four-digit year from 1800 to 2200.',
    });
    expect(requests).toHaveLength(0);
  });

  it('sends a bare website domain with https:// in front', async () => {
    const { store, requests } = setup();
    fill(store, { ...validAnswers(), website: 'example.com/shop' });
    expect(await store.submit()).toEqual({ outcome: 'success' });
    const validation = requests.find((request) => request.url.pathname === '/api/rest/forms/validate/every-field');
    expect(JSON.parse(validation!.body as string)).toMatchObject({ website: 'https://example.com/shop' });
  });
});
