import { describe, expect, it, vi } from 'vitest';
import { formRedirectUrl, formSuccess, formSubmissionValues, likertStatements, storedAnswer } from '../../../src/core/forms';
import { parseForm } from '../../../src/core/schemas';
import { everyFieldForm } from './formFixtures';
import { HOSTILE_URLS } from '../../elements/support/hostileUrls';

const base = 'https://shop.example/contact';
const form = (fields: Record<string, unknown>) => parseForm({ id: 'f', fields: [], ...fields });

describe('formSuccess', () => {
  it('redirects when successRedirect is set (resolved against the page)', () => {
    expect(formSuccess(form({ successRedirect: '/thanks', submissionMessage: 'Hi' }), base)).toEqual({ kind: 'redirect', url: 'https://shop.example/thanks' });
  });

  it('never redirects to a non-http(s) URL, in any case or spacing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formRedirectUrl('javascript:alert(1)', base)).toBeUndefined();
    expect(formSuccess(form({ successRedirect: 'javascript:alert(1)', submissionMessage: 'Thanks' }), base)).toEqual({ kind: 'text', text: 'Thanks' });
    for (const url of HOSTILE_URLS) expect(formRedirectUrl(url, base), JSON.stringify(url)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(HOSTILE_URLS.length);
    warn.mockRestore();
  });

  it('shows submissionHTML (string or { html }) before submissionMessage', () => {
    expect(formSuccess(form({ submissionHTML: { html: '<p>HTML</p>' }, submissionMessage: 'Text' }), base)).toEqual({ kind: 'html', html: '<p>HTML</p>' });
    expect(formSuccess(form({ submissionHTML: '<b>x</b>' }), base)).toEqual({ kind: 'html', html: '<b>x</b>' });
  });

  it('shows submissionMessage as text, or as html when it carries html; nothing when both are blank', () => {
    expect(formSuccess(form({ submissionHTML: { html: '  ' }, submissionMessage: 'Thank you!' }), base)).toEqual({ kind: 'text', text: 'Thank you!' });
    expect(formSuccess(form({ submissionMessage: { html: '<p>Thank you!</p>' } }), base)).toEqual({ kind: 'html', html: '<p>Thank you!</p>' });
    expect(formSuccess(form({}), base)).toEqual({ kind: 'none' });
  });
});

describe('form values', () => {
  it('sends every answerable field by id, sections left out, missing answers empty', () => {
    const every = everyFieldForm();
    const values = formSubmissionValues(every, { text: 'Hi', website: 'example.com' }, storedAnswer);
    expect(values.text).toBe('Hi');
    expect(values.website).toBe('https://example.com');
    expect(values.checkbox).toEqual([]);
    expect(values.phone).toEqual({ Country: '', Areacode: '', Prefix: '', Line: '' });
    expect(values.likert).toEqual({});
    expect('section' in values).toBe(false);
  });

  it('reads likert statements from questions, else options', () => {
    expect(likertStatements(everyFieldForm().fields.find((field) => field.type === 'likert')!)).toEqual(['Service', 'Price']);
    expect(likertStatements(form({ fields: [{ id: 'l', type: 'likert', options: ['A', { value: 'B' }] }] }).fields[0]!)).toEqual(['A', 'B']);
  });
});
