import type { IncomingMessage } from 'node:http';
import { HttpError } from './HttpError';

/** Largest request body the dev server accepts, in bytes. */
export const MAX_BODY_BYTES = 1_000_000;

/** Deepest nesting of arrays and objects a JSON text may have (bodies and JSON strings inside them). */
export const MAX_JSON_DEPTH = 64;

/** Refuses (400) JSON text nested deeper than MAX_JSON_DEPTH, before anything parses or walks it; `what` names the text in the message. */
export function assertJsonDepth(text: string, what: string): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) throw new HttpError(400, `${what} is nested deeper than ${MAX_JSON_DEPTH} levels.`);
    } else if (char === ']' || char === '}') {
      depth -= 1;
    }
  }
}

/** Reads the whole request body as UTF-8 text; 413 when it exceeds MAX_BODY_BYTES. */
export async function readBodyText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, `Request body exceeds ${MAX_BODY_BYTES} bytes.`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses JSON text; malformed or too deeply nested JSON becomes a 400 naming the problem. An empty body parses as `emptyValue`. */
export function parseJsonText(text: string, emptyValue: unknown = undefined): unknown {
  if (text.trim() === '') {
    if (emptyValue !== undefined) return emptyValue;
    throw new HttpError(400, 'Malformed JSON body: the body is empty.');
  }
  assertJsonDepth(text, 'The JSON body');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HttpError(400, `Malformed JSON body: ${(error as Error).message}`);
  }
}

/** Parses an application/x-www-form-urlencoded body. */
export function parseFormText(text: string): URLSearchParams {
  return new URLSearchParams(text);
}
