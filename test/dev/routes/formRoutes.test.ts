// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES } from '../../../src/core/forms';
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

describe('seeded forms', () => {
  const REQUIRED = ['ef-name', 'ef-email', 'ef-date', 'ef-guests', 'ef-room', 'ef-contact-by', 'ef-message'];

  it('serves every form at /api/dev/forms/{id}: one with all 19 field types, and a short newsletter that redirects; 404 for others', async () => {
    const visitor = test.session();
    const every = await visitor.get('/api/dev/forms/every-field-form');
    expect(every.status).toBe(200);
    const types = new Set((every.json.fields as { type: string }[]).map((field) => field.type));
    expect([...types].sort()).toEqual([...FORM_FIELD_TYPES].sort());
    expect(every.json.captchaEnabled).toBe(true);
    const newsletter = await visitor.get('/api/dev/forms/newsletter-form');
    expect(newsletter.json.successRedirect).toBe('/contact/thanks');
    expect((await visitor.get('/api/dev/forms/nope')).status).toBe(404);
    expect(((await visitor.get('/api/dev/forms')).json.forms as { id: string }[]).map((form) => form.id)).toContain('every-field-form');
  });

  it("validates with the elements' rules: 'Required' on exactly the required fields of the every-field form", async () => {
    const response = await test.session().post('/api/rest/forms/validate/every-field-form', { json: {} });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual(Object.fromEntries(REQUIRED.map((id) => [id, 'Required'])));
  });

  it('asks for every needed part of a required multi-part answer (a 3-part phone with the empty leading part passes)', async () => {
    const answers = {
      'ef-name': { First: 'Ada', Last: '' },
      'ef-email': 'ada@example.com',
      'ef-phone': { Country: '', Areacode: '555', Prefix: '123', Line: '4567' },
      'ef-date': { Month: '12', Day: '10', Year: '2026' },
      'ef-guests': '2',
      'ef-room': 'Studio',
      'ef-contact-by': 'Email',
      'ef-message': 'Hello',
    };
    const response = await test.session().post('/api/rest/forms/validate/every-field-form', { json: answers });
    expect(response.json.errors).toEqual({ 'ef-name': 'Required' });
  });
});

describe('impossible answers (the server validates with the same rules as the elements)', () => {
  const BOOKING = {
    'ef-name': { First: 'Ada', Last: 'Lovelace' },
    'ef-email': 'ada@example.com',
    'ef-date': { Month: '12', Day: '10', Year: '2026' },
    'ef-time': { Hour: '10', Minute: '30', Second: '', Ampm: 'AM' },
    'ef-guests': '2',
    'ef-budget': '150.50',
    'ef-phone': { Country: '', Areacode: '555', Prefix: '123', Line: '4567' },
    'ef-website': 'https://example.com',
    'ef-room': 'Studio',
    'ef-contact-by': 'Email',
    'ef-message': 'Hello',
  };
  const IMPOSSIBLE = {
    'ef-date': { Month: '13', Day: '40', Year: '0' },
    'ef-time': { Hour: '99', Minute: '99', Second: '', Ampm: '' },
    'ef-guests': -5,
    'ef-budget': '-3.999',
    'ef-phone': { Country: '', Areacode: 'ab', Prefix: '123', Line: '4567' },
    'ef-website': 'not a url',
  };
  const MESSAGES = {
    'ef-phone': 'Enter the phone number in digits: a 3-digit area code, a 3-digit prefix and a 4-digit line number.',
    'ef-website': 'Enter a web address, like https://example.com.',
    'ef-date': 'Enter a date with month 1–12, day 1–31 and a four-digit year from 1800 to 2200.',
    'ef-time': 'Enter a time with hour 0–23, or 1–12 with AM or PM, and minutes and seconds 0–59.',
    'ef-guests': 'Enter a number of at least 1.',
    'ef-budget': 'Enter an amount of 0 or more, like 12.50.',
  };

  it('answers 400 with a message per impossible field from validate', async () => {
    const response = await test.session().post('/api/rest/forms/validate/every-field-form', { json: { ...BOOKING, ...IMPOSSIBLE } });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('One or more fields is invalid, please check your entries.');
    expect(response.json.errors).toEqual(MESSAGES);
    expect((await test.session().post('/api/rest/forms/validate/every-field-form', { json: BOOKING })).status).toBe(200);
  });

  it('stores nothing for a submission with impossible answers, and answers 400 per field', async () => {
    const visitor = test.session();
    const before = test.server.db.submissions().length;
    const key = String((await visitor.post('/api/form/FormSubmissionKey')).json.key);
    const refused = await visitor.post('/api/form/SaveFormSubmission', {
      json: { key, form: JSON.stringify({ ...BOOKING, ...IMPOSSIBLE }), captchaKey: 'dev-captcha.0123456789abcdef', formId: 'every-field-form' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual(MESSAGES);
    const further = await visitor.post('/api/form/SaveFormSubmission', {
      json: { key, form: JSON.stringify({ ...BOOKING, 'ef-date': { Month: '2', Day: '29', Year: '2026' }, 'ef-guests': '21' }), captchaKey: 'dev-captcha.0123456789abcdef', formId: 'every-field-form' },
    });
    expect(further.json.errors).toEqual({ 'ef-date': 'This date does not exist. Check the day and the month.', 'ef-guests': 'Enter a number of at most 20.' });
    expect(test.server.db.submissions().length).toBe(before);
  });

  it('stores a bare website domain as an https address', async () => {
    const visitor = test.session();
    const key = String((await visitor.post('/api/form/FormSubmissionKey')).json.key);
    const saved = await visitor.post('/api/form/SaveFormSubmission', {
      json: { key, form: JSON.stringify({ ...BOOKING, 'ef-website': ' example.com/studio ' }), captchaKey: 'dev-captcha.0123456789abcdef', formId: 'every-field-form' },
    });
    expect(saved.status).toBe(200);
    const stored = test.server.db.submissions().find((submission) => submission.id === saved.json.submissionId);
    expect(stored?.values).toEqual({ ...BOOKING, 'ef-website': 'https://example.com/studio' });
  });
});

describe('form submission rate limit', () => {
  it('answers 429 once a client address sends more submissions than the limit allows in its window, whatever crumb it sends', async () => {
    const limited = await startTestServer({ formRateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const visitor = limited.session();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const key = String((await visitor.post('/api/form/FormSubmissionKey')).json.key);
        statuses.push((await visitor.post('/api/form/SaveFormSubmission', { json: { key, form: JSON.stringify({ 'nl-email': 'ada@example.com' }), formId: 'newsletter-form' } })).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const rotatedCrumb = limited.session();
      const key = String((await rotatedCrumb.post('/api/form/FormSubmissionKey')).json.key);
      expect((await rotatedCrumb.post('/api/form/SaveFormSubmission', { json: { key, form: JSON.stringify({ 'nl-email': 'b@example.com' }), formId: 'newsletter-form' } })).status).toBe(429);
      expect(rotatedCrumb.cookies.get('crumb')).not.toBe(visitor.cookies.get('crumb'));
    } finally {
      await limited.stop();
    }
  });
});
