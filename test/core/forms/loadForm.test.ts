import { describe, expect, it } from 'vitest';
import type { HttpAdapter, HttpResponse } from '../../../src/core/api';
import { loadForm, readFormJson, type FormSourceError } from '../../../src/core/forms';

const FORM = { id: 'contact', name: 'Contact us', fields: [{ id: 'email', type: 'email', required: true }] };

function http(status: number, body: string, urls: string[] = []): HttpAdapter {
  return {
    async send(request) {
      urls.push(request.url);
      return { status, headers: { get: () => 'application/json' }, text: async () => body } satisfies HttpResponse;
    },
  };
}

describe('readFormJson', () => {
  it('reads a form, or one wrapped as { form }', () => {
    expect(readFormJson(JSON.stringify(FORM), 'test').fields[0]?.type).toBe('email');
    expect(readFormJson(JSON.stringify({ form: FORM }), 'test').id).toBe('contact');
  });

  it('names the problem: invalid JSON, or the bad field', () => {
    expect(() => readFormJson('{', 'script')).toThrow(expect.objectContaining({ code: 'invalid-json' }));
    const bad = (() => {
      try {
        readFormJson(JSON.stringify({ id: 'x', fields: [{ id: 'a', type: 'colour' }] }), 'script');
      } catch (error) {
        return error as FormSourceError;
      }
      return undefined;
    })();
    expect(bad?.code).toBe('invalid-data');
    expect(bad?.message).toMatch(/^script: .*fields\[0\]\.type/);
  });
});

describe('loadForm', () => {
  it('GETs {formsUrl}/{formId}', async () => {
    const urls: string[] = [];
    expect((await loadForm(http(200, JSON.stringify(FORM), urls), '/api/dev/forms/', 'contact us')).name).toBe('Contact us');
    expect(urls).toEqual(['/api/dev/forms/contact%20us']);
  });

  it("says 'not-found' for a 404 and 'load-failed' for other failures", async () => {
    await expect(loadForm(http(404, '{}'), '/forms', 'x')).rejects.toMatchObject({ code: 'not-found', message: 'GET /forms/x: HTTP 404' });
    await expect(loadForm(http(500, '{}'), '/forms', 'x')).rejects.toMatchObject({ code: 'load-failed' });
    await expect(loadForm({ send: () => Promise.reject(new Error('offline')) }, '/forms', 'x')).rejects.toMatchObject({ code: 'load-failed', message: 'GET /forms/x: no response (offline)' });
  });
});
