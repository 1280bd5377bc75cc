import { ApiError } from '../api/ApiError';
import type { HttpAdapter, HttpResponse } from '../api/HttpAdapter';

/** Fetches the installment info modal's HTML (not yet sanitised) without credentials; rejects with an ApiError unless a 2xx HTML answer arrives. */
export async function fetchInstallmentModalHtml(http: HttpAdapter, url: string): Promise<string> {
  const endpoint = `GET ${url}`;
  let response: HttpResponse;
  try {
    response = await http.send({ method: 'GET', url, headers: { Accept: 'text/html' }, credentials: 'omit' });
  } catch (cause) {
    throw new ApiError({ code: 'network', detail: 'request failed before a response arrived', userMessage: { key: 'api.error.network' }, endpoint, cause });
  }
  const { status } = response;
  if (status < 200 || status >= 300) {
    throw new ApiError({ code: status >= 500 ? 'server-error' : 'http-error', detail: `answered ${status}`, userMessage: { key: 'api.error.unexpectedStatus', values: { status } }, status, endpoint });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/^text\/html\b/i.test(type)) {
    throw new ApiError({ code: 'malformed-response', detail: `answered ${JSON.stringify(type)}, not text/html`, userMessage: { key: 'api.error.malformedResponse' }, status, endpoint });
  }
  return response.text();
}
