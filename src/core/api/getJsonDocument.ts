import type { HttpAdapter } from './HttpAdapter';

/** A JSON document fetched by URL: its text, or why it could not be had (no response, or a status outside 2xx). */
export type JsonDocument =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly status: number | undefined; readonly detail: string; readonly cause?: unknown };

/** GETs `url` asking for JSON; never rejects: failures come back as `{ ok: false, status, detail }` ('GET {url}: …'). */
export async function getJsonDocument(http: HttpAdapter, url: string): Promise<JsonDocument> {
  let response;
  try {
    response = await http.send({ method: 'GET', url, headers: { accept: 'application/json' } });
  } catch (cause) {
    return { ok: false, status: undefined, detail: `GET ${url}: no response (${(cause as Error).message})`, cause };
  }
  if (response.status < 200 || response.status >= 300) return { ok: false, status: response.status, detail: `GET ${url}: HTTP ${response.status}` };
  return { ok: true, text: await response.text() };
}
