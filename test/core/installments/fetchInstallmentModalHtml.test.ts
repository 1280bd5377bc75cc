import { describe, expect, it } from 'vitest';
import { ApiError, type HttpAdapter, type HttpRequest } from '../../../src/core/api';
import { fetchInstallmentModalHtml } from '../../../src/core/installments';

function server(status: number, body: string, contentType: string | null): { http: HttpAdapter; requests: HttpRequest[] } {
  const requests: HttpRequest[] = [];
  return {
    requests,
    http: {
      async send(request) {
        requests.push(request);
        return { status, headers: { get: (name) => (name.toLowerCase() === 'content-type' ? contentType : null) }, text: async () => body };
      },
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('fetchInstallmentModalHtml', () => {
  it('GETs the HTML without credentials and returns it as sent', async () => {
    const { http, requests } = server(200, '<h2>Pay in 4</h2>', 'text/html; charset=utf-8');
    expect(await fetchInstallmentModalHtml(http, '/modal?locale=en-US')).toBe('<h2>Pay in 4</h2>');
    expect(requests).toEqual([{ method: 'GET', url: '/modal?locale=en-US', headers: { Accept: 'text/html' }, credentials: 'omit' }]);
  });

  it('rejects with a typed ApiError for an error status, another content type or no response', async () => {
    expect((await failure(fetchInstallmentModalHtml(server(404, 'nope', 'text/html').http, '/m'))).code).toBe('http-error');
    expect((await failure(fetchInstallmentModalHtml(server(503, 'down', 'text/html').http, '/m'))).code).toBe('server-error');
    const wrongType = await failure(fetchInstallmentModalHtml(server(200, 'alert(1)', 'text/javascript').http, '/m'));
    expect(wrongType.code).toBe('malformed-response');
    expect(wrongType.message).toBe('GET /m: answered "text/javascript", not text/html');
    const offline: HttpAdapter = { send: () => Promise.reject(new TypeError('Failed to fetch')) };
    expect((await failure(fetchInstallmentModalHtml(offline, '/m'))).code).toBe('network');
  });
});
