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

describe('POST /api/events/RecordJavascriptErrors', () => {
  it('stores a JSON array of { event, data (JSON string), timestamp }', async () => {
    const records = [{ event: 'interface_error_storefront', data: JSON.stringify({ message: 'boom', line: 3 }), timestamp: 1_700_000_000_000 }];
    const response = await test.session().post('/api/events/RecordJavascriptErrors', { json: records });
    expect([response.status, response.json.recorded]).toEqual([200, 1]);
    expect(test.server.db.events('javascript-errors').map((event) => event.body)).toEqual(records);
  });

  it('refuses a record whose data is not a JSON string, naming the record, and requires the crumb header', async () => {
    const visitor = test.session();
    const bad = await visitor.post('/api/events/RecordJavascriptErrors', { json: [{ event: 'x', data: '{oops', timestamp: 1 }] });
    expect([bad.status, bad.json.message]).toEqual([400, 'Record 0: "data" is not valid JSON.']);
    const notArray = await visitor.post('/api/events/RecordJavascriptErrors', { json: { event: 'x' } });
    expect(notArray.status).toBe(400);
    const noCrumb = await visitor.post('/api/events/RecordJavascriptErrors', { json: [], crumb: false });
    expect([noCrumb.status, noCrumb.json.crumbFail]).toEqual([401, true]);
  });
});

describe('POST /api/events/RecordEvent (form-encoded, crumb in the body)', () => {
  it('accepts the crumb as a form field', async () => {
    const visitor = test.session();
    await visitor.get('/api/dev/crumb');
    const data = { websiteId: 'demo-website', pagePath: '/shop', member_locale: 'en-US' };
    const response = await visitor.post('/api/events/RecordEvent', {
      crumb: false,
      form: { crumb: visitor.cookies.get('crumb') ?? '', event: 'CommerceAddToCart', data: JSON.stringify(data), sku: 'SQ-STICKERS' },
    });
    expect(response.status).toBe(200);
    expect(test.server.db.events('events').at(-1)?.body).toEqual({ event: 'CommerceAddToCart', sku: 'SQ-STICKERS', data });
  });

  it('refuses a wrong crumb field and malformed data', async () => {
    const visitor = test.session();
    await visitor.get('/api/dev/crumb');
    const wrong = await visitor.post('/api/events/RecordEvent', { crumb: false, form: { crumb: 'forged', event: 'x', data: '{}' } });
    expect([wrong.status, wrong.json.crumbFail]).toEqual([401, true]);
    const malformed = await visitor.post('/api/events/RecordEvent', { form: { event: 'x', data: '{' } });
    expect(malformed.status).toBe(400);
    expect(String(malformed.json.message)).toMatch(/^Form field "data" is not valid JSON/);
  });
});

describe('census', () => {
  it('records a hit (form-encoded, no crumb needed)', async () => {
    const response = await test.session().post('/api/census/RecordHit', {
      crumb: false,
      form: { event: 'view', data: JSON.stringify({ url: '/shop', title: 'Shop' }), ss_cvr: 'abc|1|1|1|1' },
    });
    expect(response.status).toBe(200);
    expect(test.server.db.events('census-hit').at(-1)?.body).toEqual({ event: 'view', data: { url: '/shop', title: 'Shop' }, ss_cvr: 'abc|1|1|1|1' });
  });

  it('records button clicks and renders, form renders, overlays and quick views', async () => {
    const visitor = test.session();
    const page = { visitorCookie: 'abc', pageTitle: 'Shop', pageId: 'p1', contentSource: 'c', pagePath: '/shop', pagePermissionTypeValue: 1 };
    expect((await visitor.post('/api/census/button-click', { json: page, crumb: false })).status).toBe(200);
    expect((await visitor.post('/api/census/button-render', { json: page, crumb: false })).status).toBe(200);
    expect((await visitor.post('/api/census/form-render', { json: { ...page, formId: 'contact-form' }, crumb: false })).status).toBe(200);
    expect((await visitor.post('/api/census/overlay', { json: page, crumb: false })).status).toBe(200);
    expect((await visitor.post('/api/census/RecordQuickView/classic-tee', { crumb: false })).status).toBe(200);
    expect(test.server.db.events('census-quick-view').at(-1)?.body).toEqual({ itemId: 'classic-tee' });
  });

  it('refuses a bad contentSource, a form render without formId and an unknown quick-view item', async () => {
    const visitor = test.session();
    expect((await visitor.post('/api/census/button-click', { json: { contentSource: 'x' }, crumb: false })).json.message).toBe('"contentSource" must be "i" or "c".');
    expect((await visitor.post('/api/census/form-render', { json: {}, crumb: false })).status).toBe(400);
    expect((await visitor.post('/api/census/RecordQuickView/nope', { crumb: false })).status).toBe(404);
  });
});

describe('performance', () => {
  it('answers settings with a pageLoadId and rollouts, and stores a text/plain batch of records', async () => {
    const visitor = test.session();
    const settings = await visitor.get('/api/1/performance/settings');
    expect(typeof settings.json.pageLoadId).toBe('string');
    expect(settings.json.rollouts).toMatchObject({ rum: true, 'track-page-speed': true, 'track-user-timing': true });
    const events = [{ app: 'storefront', event: 'page_speed', pageLoadId: String(settings.json.pageLoadId), ts: 1, data: { version: '4.0.7' } }];
    const records = await visitor.post('/api/1/performance/records', { text: JSON.stringify(events), contentType: 'text/plain', crumb: false });
    expect([records.status, records.json.recorded]).toEqual([200, 1]);
    const bad = await visitor.post('/api/1/performance/records', { text: JSON.stringify([{ app: 'x', event: 'click', pageLoadId: 'p', ts: 1 }]), crumb: false });
    expect([bad.status, bad.json.message]).toEqual([400, 'Event 0: "event" must be "page_speed" or "user".']);
  });
});
