// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/HttpSession';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

const VALID_CONTACT = {
  'contact-name': { First: 'Ada', Last: 'Lovelace' },
  'contact-email': 'ada@example.com',
  'contact-topic': 'Order',
  'contact-message': 'Where is my parcel?',
};

describe('GET /api/template/GetTemplateSchema', () => {
  it('answers a form template schema for a known form block type', async () => {
    const response = await test.session().get('/api/template/GetTemplateSchema?type=form');
    expect(response.status).toBe(200);
    expect(response.json.name).toBe('Form');
    expect(response.json.fieldTypes).toContain('likert');
    expect((response.json.fields as { id: string }[]).map((field) => field.id)).toContain('contact-email');
  });

  it('answers 400 without type and 404 for an unknown type', async () => {
    const visitor = test.session();
    expect((await visitor.get('/api/template/GetTemplateSchema')).status).toBe(400);
    const unknown = await visitor.get('/api/template/GetTemplateSchema?type=banana');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toContain('"banana"');
  });
});

describe('POST /api/rest/forms/validate/{formId}', () => {
  it('accepts valid values', async () => {
    const response = await test.session().post('/api/rest/forms/validate/contact-form', { json: VALID_CONTACT });
    expect(response.status).toBe(200);
    expect(response.json.errors).toBeUndefined();
  });

  it('answers 400 with an errors map of field id to message', async () => {
    const response = await test.session().post('/api/rest/forms/validate/contact-form', {
      json: { 'contact-name': { First: 'Ada', Last: '' }, 'contact-email': 'not-an-email', 'contact-message': 'x'.repeat(501), 'contact-topic': '' },
    });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual({
      'contact-name': 'Required',
      'contact-email': 'Email is not valid. Email addresses should follow the format user@domain.com.',
      'contact-topic': 'Required',
      'contact-message': 'You have exceeded the character limit.',
    });
  });

  it('answers 404 for an unknown form and 400 for a malformed body', async () => {
    const visitor = test.session();
    expect((await visitor.post('/api/rest/forms/validate/nope', { json: {} })).status).toBe(404);
    const malformed = await visitor.post('/api/rest/forms/validate/contact-form', { text: '{nope', contentType: 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toMatch(/^Malformed JSON body/);
  });
});

describe('form submission', () => {
  it('issues a key, saves a submission once, and refuses the used key', async () => {
    const visitor = test.session();
    const keyResponse = await visitor.post('/api/form/FormSubmissionKey');
    expect(keyResponse.status).toBe(200);
    const key = String(keyResponse.json.key);
    expect(key.length).toBeGreaterThan(10);
    const saved = await visitor.post('/api/form/SaveFormSubmission', {
      json: { key, form: JSON.stringify(VALID_CONTACT), captchaKey: 'dev-captcha.0123456789abcdef', formId: 'contact-form', pagePath: '/contact' },
    });
    expect(saved.status).toBe(200);
    const stored = test.server.db.submissions().find((submission) => submission.id === saved.json.submissionId);
    expect(stored?.values).toEqual(VALID_CONTACT);
    const reused = await visitor.post('/api/form/SaveFormSubmission', { json: { key, form: JSON.stringify(VALID_CONTACT) } });
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe('The form submission key is unknown or has already been used.');
  });

  it('answers 400 with per-field errors, and the key stays usable for the corrected submission', async () => {
    const visitor = test.session();
    const key = String((await visitor.post('/api/form/FormSubmissionKey')).json.key);
    const invalid = await visitor.post('/api/form/SaveFormSubmission', {
      json: { key, form: JSON.stringify({ ...VALID_CONTACT, 'contact-email': '' }), captchaKey: 'dev-captcha.0123456789abcdef', formId: 'contact-form' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toEqual({ 'contact-email': 'Required' });
    const fixed = await visitor.post('/api/form/SaveFormSubmission', {
      json: { key, form: JSON.stringify(VALID_CONTACT), captchaKey: 'dev-captcha.0123456789abcdef', formId: 'contact-form' },
    });
    expect(fixed.status).toBe(200);
  });

  it('refuses a captcha-enabled form without a valid captcha key, and an unparseable form', async () => {
    const visitor = test.session();
    const key = String((await visitor.post('/api/form/FormSubmissionKey')).json.key);
    const noCaptcha = await visitor.post('/api/form/SaveFormSubmission', { json: { key, form: JSON.stringify(VALID_CONTACT), captchaKey: '', formId: 'contact-form' } });
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.json.message).toContain('captchaKey');
    const unparseable = await visitor.post('/api/form/SaveFormSubmission', { json: { key, form: '{"a":' } });
    expect(unparseable.status).toBe(400);
    expect(unparseable.json.message).toMatch(/^"form" is not valid JSON/);
  });

  it('requires the crumb for a submission', async () => {
    const response = await test.session().post('/api/form/FormSubmissionKey', { crumb: false });
    expect([response.status, response.json.crumbFail]).toEqual([401, true]);
  });
});
