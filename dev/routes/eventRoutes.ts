import { randomUUID } from 'node:crypto';
import type { DevContext, DevRouter } from '../DevContext';
import { HttpError } from '../http/HttpError';
import { assertJsonDepth } from '../http/readBody';

/** Rollout flags /api/1/performance/settings turns on (spec §6 lists what performance tracking needs). */
export const PERFORMANCE_ROLLOUTS = { rum: true, 'rum-storefront': true, 'track-page-speed': true, 'track-user-timing': true } as const;

function parseJsonField(value: string | null, name: string): unknown {
  if (value === null || value === '') throw new HttpError(400, `Form field "${name}" is required.`);
  assertJsonDepth(value, `Form field "${name}"`);
  try {
    return JSON.parse(value) as unknown;
  } catch (error) {
    throw new HttpError(400, `Form field "${name}" is not valid JSON: ${(error as Error).message}`);
  }
}

async function jsonObject(context: DevContext, allowEmpty = false): Promise<Record<string, unknown>> {
  const body = await context.readJson(allowEmpty ? {} : undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

const CENSUS_PAGE_CALLS = ['button-click', 'button-render'] as const;

/** Registers error reporting, analytics events, census and performance endpoints; every payload is validated and stored. */
export function registerEventRoutes(router: DevRouter): void {
  router.add('POST', '/api/events/RecordJavascriptErrors', async (context) => {
    const body = await context.readJson();
    if (!Array.isArray(body)) throw new HttpError(400, 'The body must be a JSON array of error records.');
    body.forEach((record: unknown, index) => {
      const fields = (typeof record === 'object' && record !== null ? record : {}) as Record<string, unknown>;
      if (typeof fields.event !== 'string' || fields.event === '') throw new HttpError(400, `Record ${index}: "event" must be a non-empty string.`);
      if (typeof fields.data !== 'string') throw new HttpError(400, `Record ${index}: "data" must be a JSON string.`);
      assertJsonDepth(fields.data, `Record ${index}: "data"`);
      try {
        JSON.parse(fields.data);
      } catch {
        throw new HttpError(400, `Record ${index}: "data" is not valid JSON.`);
      }
      if (typeof fields.timestamp !== 'number') throw new HttpError(400, `Record ${index}: "timestamp" must be a number.`);
    });
    for (const record of body) context.store.recordEvent('javascript-errors', record);
    return { json: { recorded: body.length } };
  });

  router.add('POST', '/api/events/RecordEvent', async (context) => {
    const form = await context.readForm();
    const event = form.get('event');
    if (!event) throw new HttpError(400, 'Form field "event" is required.');
    const data = parseJsonField(form.get('data'), 'data');
    const fields = Object.fromEntries([...form].filter(([name]) => name !== 'crumb' && name !== 'data'));
    context.store.recordEvent('events', { ...fields, data });
    return { json: { recorded: true } };
  }, { crumb: 'form' });

  router.add('POST', '/api/census/RecordHit', async (context) => {
    const form = await context.readForm();
    const event = form.get('event');
    if (!event) throw new HttpError(400, 'Form field "event" is required.');
    const data = parseJsonField(form.get('data'), 'data');
    context.store.recordEvent('census-hit', { event, data, ss_cvr: form.get('ss_cvr') });
    return { json: { recorded: true } };
  }, { crumb: 'none' });

  for (const call of CENSUS_PAGE_CALLS) {
    router.add('POST', `/api/census/${call}`, async (context) => {
      const body = await jsonObject(context);
      if (body.contentSource !== undefined && body.contentSource !== 'i' && body.contentSource !== 'c') {
        throw new HttpError(400, '"contentSource" must be "i" or "c".');
      }
      context.store.recordEvent(`census-${call}`, body);
      return { json: { recorded: true } };
    }, { crumb: 'none' });
  }

  router.add('POST', '/api/census/form-render', async (context) => {
    const body = await jsonObject(context);
    if (typeof body.formId !== 'string' || body.formId === '') throw new HttpError(400, '"formId" is required.');
    context.store.recordEvent('census-form-render', body);
    return { json: { recorded: true } };
  }, { crumb: 'none' });

  router.add('POST', '/api/census/overlay', async (context) => {
    context.store.recordEvent('census-overlay', await jsonObject(context, true));
    return { json: { recorded: true } };
  }, { crumb: 'none' });

  router.add('POST', '/api/census/RecordQuickView/:id', async (context) => {
    await context.readText();
    const id = context.params.id ?? '';
    if (!context.store.seedProduct(id)) throw new HttpError(404, `No product with id ${JSON.stringify(id)}.`);
    context.store.recordEvent('census-quick-view', { itemId: id });
    return { json: { recorded: true } };
  }, { crumb: 'none' });

  router.add('GET', '/api/1/performance/settings', () => ({
    json: { pageLoadId: randomUUID(), rollouts: PERFORMANCE_ROLLOUTS },
  }));

  router.add('POST', '/api/1/performance/records', async (context) => {
    const body = await context.readJson();
    if (!Array.isArray(body)) throw new HttpError(400, 'The body must be a JSON array of performance events.');
    body.forEach((record: unknown, index) => {
      const fields = (typeof record === 'object' && record !== null ? record : {}) as Record<string, unknown>;
      if (typeof fields.app !== 'string') throw new HttpError(400, `Event ${index}: "app" must be a string.`);
      if (fields.event !== 'page_speed' && fields.event !== 'user') throw new HttpError(400, `Event ${index}: "event" must be "page_speed" or "user".`);
      if (typeof fields.pageLoadId !== 'string') throw new HttpError(400, `Event ${index}: "pageLoadId" must be a string.`);
      if (typeof fields.ts !== 'number') throw new HttpError(400, `Event ${index}: "ts" must be a number.`);
    });
    for (const record of body) context.store.recordEvent('performance', record);
    return { json: { recorded: body.length } };
  }, { crumb: 'none' });
}
