import { describe, expect, it } from 'vitest';
import { ApiClient, ApiError, MemoryCookieJar, createFetchHttpAdapter, type RestockSignUp } from '../../../src/core/api';
import { Translator, englishCatalog } from '../../../src/core/i18n';
import { cartJson, createFakeFetch, json, type FakeRoute } from './fakeFetch';

const translator = new Translator(englishCatalog);

function clientWith(routes: Record<string, FakeRoute>, cookies = new MemoryCookieJar()) {
  const fake = createFakeFetch(routes);
  const client = new ApiClient({ http: createFetchHttpAdapter({ fetch: fake.fetch }), cookies, baseUrl: 'http://shop.test' });
  return { client, requests: fake.requests, cookies };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const addResponse = () => ({ shoppingCart: cartJson([2]), newlyAdded: cartJson([2]).entries[0] });

describe('ApiClient over a fake fetch', () => {
  it('adds a cart entry with the crumb header and a JSON-string additionalFields', async () => {
    const cookies = new MemoryCookieJar();
    cookies.set('crumb', 'crumb-123');
    const { client, requests } = clientWith({ 'POST /api/commerce/shopping-cart/entries': () => json(addResponse()) }, cookies);
    const result = await client.addCartEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 2, additionalFields: { f1: 'Engraving' } });
    expect(result.newlyAdded.quantity).toBe(2);
    const [request] = requests;
    expect(request?.headers.get('X-CSRF-Token')).toBe('crumb-123');
    expect(request?.url.searchParams.has('isExpress')).toBe(false);
    expect(JSON.parse(request?.body ?? '')).toEqual({ itemId: 'item-1', sku: 'SKU-1', quantity: 2, additionalFields: '{"f1":"Engraving"}' });
  });

  it('sends ?isExpress=true for express and gift card purchases', async () => {
    const { client, requests } = clientWith({ 'POST /api/commerce/shopping-cart/entries': () => json(addResponse()) });
    await client.addCartEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 }, { purpose: 'express' });
    await client.addCartEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 }, { purpose: 'gift-card' });
    expect(requests.map((request) => request.url.searchParams.get('isExpress'))).toEqual(['true', 'true']);
  });

  it('maps a crumb failure to the session-expired text when cookies are enabled', async () => {
    const { client } = clientWith({ 'POST /api/commerce/shopping-cart/entries': () => json({ crumbFail: true, error: 'bad crumb' }, 401) });
    const error = await failure(client.addCartEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 }));
    expect(error.code).toBe('crumb-failure');
    expect(translator.render(error.userMessage)).toBe('Your session has expired. Please reload the page and try again.');
    expect(translator.render(error.title!)).toBe('Unable to Add Item');
  });

  it('maps a crumb failure to the enable-cookies text when cookies are disabled', async () => {
    const { client } = clientWith({ 'POST /api/commerce/shopping-cart/entries': () => json({ crumbFail: true }, 401) }, new MemoryCookieJar({ enabled: false }));
    const error = await failure(client.addCartEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 }, { purpose: 'express' }));
    expect(translator.render(error.userMessage)).toBe('Please enable cookies in your browser, reload the page, and try again.');
    expect(translator.render(error.title!)).toBe('Unable to Purchase Item');
  });

  it('maps 429 to "Please try again in a few seconds." and titles gift cards', async () => {
    const { client } = clientWith({ 'POST /api/commerce/shopping-cart/entries': () => json({ message: 'slow down' }, 429) });
    const error = await failure(client.addCartEntry({ itemId: 'gc', sku: 'GC-25', quantity: 1 }, { purpose: 'gift-card' }));
    expect(error.code).toBe('rate-limited');
    expect(translator.render(error.userMessage)).toBe('Please try again in a few seconds.');
    expect(translator.render(error.title!)).toBe('Unable to purchase Gift Card');
  });

  it('shows the server message for any other failure', async () => {
    const { client } = clientWith({ 'POST /api/commerce/shopping-cart/entries': () => json({ message: 'Only 3 left in stock.' }, 400) });
    const error = await failure(client.addCartEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 9 }));
    expect(error.code).toBe('http-error');
    expect(translator.render(error.userMessage)).toBe('Only 3 left in stock.');
  });

  describe('cart line changes (extensions)', () => {
    const entryPath = '/api/commerce/shopping-cart/entries/entry%2F1';
    const changed = () => ({ shoppingCart: { ...cartJson([5]), version: 4 }, updatedEntry: cartJson([5]).entries[0] });

    it('sets a quantity with PUT …/entries/{entryId} { quantity } and the crumb, answering the whole typed cart', async () => {
      const cookies = new MemoryCookieJar();
      cookies.set('crumb', 'crumb-9');
      const { client, requests } = clientWith({ [`PUT ${entryPath}`]: () => json(changed()) }, cookies);
      const result = await client.updateCartEntryQuantity('entry/1', 5);
      expect(result.shoppingCart.totalQuantity).toBe(5);
      expect(result.shoppingCart.version).toBe(4);
      expect(result.updatedEntry.quantity).toBe(5);
      expect(requests[0]?.method).toBe('PUT');
      expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('crumb-9');
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ quantity: 5 });
    });

    it('removes with DELETE …/entries/{entryId}, answering the whole cart', async () => {
      const { client, requests } = clientWith({ [`DELETE ${entryPath}`]: () => json({ shoppingCart: cartJson([]) }) });
      const result = await client.removeCartEntry('entry/1');
      expect(result.shoppingCart.entries).toEqual([]);
      expect(requests.map((request) => request.method)).toEqual(['DELETE']);
    });

    it('maps crumb failure, 429 and a server message like the add call', async () => {
      const crumb = clientWith({ [`PUT ${entryPath}`]: () => json({ crumbFail: true }, 401) }).client;
      expect(translator.render((await failure(crumb.updateCartEntryQuantity('entry/1', 2))).userMessage)).toBe(
        'Your session has expired. Please reload the page and try again.',
      );
      const noCookies = clientWith({ [`DELETE ${entryPath}`]: () => json({ crumbFail: true }, 401) }, new MemoryCookieJar({ enabled: false })).client;
      expect(translator.render((await failure(noCookies.removeCartEntry('entry/1'))).userMessage)).toBe(
        'Please enable cookies in your browser, reload the page, and try again.',
      );
      const limited = clientWith({ [`DELETE ${entryPath}`]: () => json({ message: 'slow' }, 429) }).client;
      const rateError = await failure(limited.removeCartEntry('entry/1'));
      expect(rateError.code).toBe('rate-limited');
      expect(translator.render(rateError.userMessage)).toBe('Please try again in a few seconds.');
      const stock = clientWith({ [`PUT ${entryPath}`]: () => json({ message: 'Sorry, we do not have enough of that item available.' }, 400) }).client;
      expect(translator.render((await failure(stock.updateCartEntryQuantity('entry/1', 99))).userMessage)).toBe(
        'Sorry, we do not have enough of that item available.',
      );
    });

    it('names the bad field of a malformed change answer', async () => {
      const { client } = clientWith({ [`PUT ${entryPath}`]: () => json({ shoppingCart: { entries: 'none' }, updatedEntry: {} }) });
      const error = await failure(client.updateCartEntryQuantity('entry/1', 2));
      expect(error.code).toBe('malformed-response');
      expect(error.field).toBe('shoppingCart.entries');
    });
  });

  it('turns a rejected fetch into a network error with a clear message', async () => {
    const { client } = clientWith({ 'GET /api/commerce/shopping-cart': () => Promise.reject(new TypeError('fetch failed')) });
    const error = await failure(client.getCart());
    expect(error.code).toBe('network');
    expect(error.message).toContain('fetch failed');
    expect(translator.render(error.userMessage)).toBe('We could not reach the store. Check your connection and try again.');
  });

  it('turns a 500 with an HTML body into a server error', async () => {
    const { client } = clientWith({ 'GET /api/commerce/shopping-cart': () => new Response('<h1>Oops</h1>', { status: 500 }) });
    const error = await failure(client.getCart());
    expect(error.code).toBe('server-error');
    expect(error.status).toBe(500);
    expect(translator.render(error.userMessage)).toBe('Something went wrong on our end. Please try again in a moment.');
  });

  it('names the bad field of a malformed response', async () => {
    const { client } = clientWith({ 'GET /api/commerce/shopping-cart': () => json({ ...cartJson([1]), entries: [{ id: 'e', itemId: 'i', quantity: 'two' }] }) });
    const error = await failure(client.getCart());
    expect(error.code).toBe('malformed-response');
    expect(error.field).toBe('entries.0.quantity');
    expect(error.message).toContain('entries.0.quantity');
  });

  it('reports a non-JSON success body as malformed', async () => {
    const { client } = clientWith({ 'GET /api/commerce/shopping-cart': () => new Response('not json', { status: 200 }) });
    const error = await failure(client.getCart());
    expect(error.code).toBe('malformed-response');
    expect(error.field).toBe('(body)');
  });

  it('sends the cart query mock and timecode', async () => {
    const { client, requests } = clientWith({ 'GET /api/commerce/shopping-cart': () => json(cartJson([1, 2])) });
    const cart = await client.getCart({ mock: true, timecode: 42 });
    expect(cart.entries).toHaveLength(2);
    expect(requests[0]?.url.search).toBe('?mock=true&timecode=42');
  });

  it('reads stock under the api root and subscription cart tokens', async () => {
    const { client, requests } = clientWith({
      'GET /api/commerce/inventory/stock/': () => json({ results: [{ unlimited: false, qtyInStock: 3 }, { unlimited: true, qtyInStock: 0 }] }),
      'POST /api/3/commerce/cart/subscription': () => json({ cartToken: 'tok-9' }),
    });
    expect(await client.getInventoryStock('item-1')).toEqual([{ unlimited: false, qtyInStock: 3 }, { unlimited: true, qtyInStock: 0 }]);
    expect(requests[0]?.url.searchParams.get('itemId')).toBe('item-1');
    expect(await client.createSubscriptionCart({ itemId: 'item-1', sku: 'S', qty: 1 })).toBe('tok-9');
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual({ itemId: 'item-1', sku: 'S', qty: 1 });
  });

  it('sends the login token as a header afterwards and retries logout once on crumbFail', async () => {
    let logoutCalls = 0;
    const { client, requests } = clientWith({
      'POST /api/site-users/account/session': () => json({ xsrfToken: 'xsrf-1' }),
      'DELETE /api/site-users/account/session': () => (++logoutCalls === 1 ? json({ crumbFail: true }, 401) : new Response(null, { status: 204 })),
      'GET /api/commerce/shopping-cart': () => json(cartJson()),
    });
    await client.login({ email: 'a@b.test', password: 'pw' });
    await client.getCart();
    expect(requests[1]?.headers.get('X-XSRF-Token')).toBe('xsrf-1');
    await client.logout({ cloneCart: true });
    expect(logoutCalls).toBe(2);
    expect(requests[2]?.url.searchParams.get('cloneCart')).toBe('true');
    await client.getCart();
    expect(requests.at(-1)?.headers.has('X-XSRF-Token')).toBe(false);
  });

  it('gives up logout after the one retry with a crumb-failure error', async () => {
    let logoutCalls = 0;
    const { client } = clientWith({ 'DELETE /api/site-users/account/session': () => (logoutCalls++, json({ crumbFail: true }, 401)) });
    const error = await failure(client.logout());
    expect(error.code).toBe('crumb-failure');
    expect(logoutCalls).toBe(2);
  });

  it('pages restock sign-ups by cursor until hasNextPage is false', async () => {
    const pages: Record<string, { signUps: RestockSignUp[]; hasNextPage: boolean; nextPageCursor: string | null }> = {
      '': { signUps: [{ productId: 'p', variantId: 'v' }], hasNextPage: true, nextPageCursor: 'c2' },
      c2: { signUps: [{ productId: 'p', variantId: 'v' }, { productId: 'p', variantId: 'v' }], hasNextPage: true, nextPageCursor: 'c3' },
      c3: { signUps: [{ productId: 'p', variantId: 'v' }], hasNextPage: false, nextPageCursor: null },
    };
    const { client, requests } = clientWith({
      'GET /api/site-users/account/notifications/restock': (request) => json(pages[request.url.searchParams.get('cursor') ?? '']),
    });
    expect(await client.getAllRestockSignUps('p', 'v')).toHaveLength(4);
    expect(requests.map((request) => request.url.searchParams.get('cursor'))).toEqual([null, 'c2', 'c3']);
    expect(requests[0]?.url.searchParams.get('variantId')).toBe('v');
  });

  it('stops paging with a clear error when the server repeats a cursor', async () => {
    const { client } = clientWith({
      'GET /api/site-users/account/notifications/restock/groups': () => json({ signUpGroups: [{ productId: 'p', variantId: 'v' }], hasNextPage: true, nextPageCursor: 'same' }),
    });
    await expect(client.getAllRestockSignUpGroups()).rejects.toThrow('the server repeated cursor "same"');
  });

  it('maps form submission failures by status and keeps per-field errors', async () => {
    const statuses = [401, 404, 429, 500];
    const texts: string[] = [];
    for (const status of statuses) {
      const { client } = clientWith({ 'POST /api/form/SaveFormSubmission': () => json({ error: 'x' }, status) });
      texts.push(translator.render((await failure(client.saveFormSubmission({ key: 'k', form: {} }))).userMessage));
    }
    expect(texts).toEqual([
      'Unable to submit form. Please try again later.',
      'This form has not been configured yet.',
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      'Unable to send form. Please try again later.',
    ]);
    const { client, requests } = clientWith({ 'POST /api/form/SaveFormSubmission': () => json({ errors: { 'field-1': 'Bad email' } }, 400) });
    const error = await failure(client.saveFormSubmission({ key: 'k', form: { 'field-1': 'x' }, captchaKey: 'cap' }));
    expect(error.fieldErrors).toEqual({ 'field-1': 'Bad email' });
    expect(translator.render(error.userMessage)).toBe('One or more fields is invalid, please check your entries.');
    expect(requests[0]?.credentials).toBe('include');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ key: 'k', form: '{"field-1":"x"}', captchaKey: 'cap' });
  });

  it('shows the server error text for other form submission statuses', async () => {
    const { client } = clientWith({ 'POST /api/form/SaveFormSubmission': () => json({ error: 'Form closed' }, 409) });
    expect(translator.render((await failure(client.saveFormSubmission({ key: 'k', form: {} }))).userMessage)).toBe('Form closed');
  });

  it('never rejects form-encoded tracking calls and sends the crumb in the body', async () => {
    const cookies = new MemoryCookieJar();
    cookies.set('crumb', 'c-7');
    const { client, requests } = clientWith(
      { 'POST /api/events/RecordEvent': () => Promise.reject(new TypeError('offline')), 'POST /api/census/RecordHit': () => new Response('', { status: 500 }) },
      cookies,
    );
    const event = await client.recordEvent('pageview', { websiteId: 'w' }, { extra: 'x' });
    const hit = await client.recordCensusHit('view', { url: '/' }, 'cvr');
    expect(event.ok).toBe(false);
    expect(hit.ok).toBe(false);
    const form = new URLSearchParams(requests[0]?.body);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect([form.get('crumb'), form.get('event'), form.get('extra'), JSON.parse(form.get('data') ?? '')]).toEqual(['c-7', 'pageview', 'x', { websiteId: 'w' }]);
    expect(new URLSearchParams(requests[1]?.body).get('ss_cvr')).toBe('cvr');
  });

  it('aborts census button calls after the census timeout', async () => {
    const { client, requests } = clientWith({
      'POST /api/census/button-click': (request) =>
        new Promise((_resolve, reject) => request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    });
    const result = await client.recordButtonClick({ visitorCookie: 'v', pageTitle: 't', pageId: 'p', contentSource: 'i', pagePath: '/', pagePermissionTypeValue: 1 });
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.error.code).toBe('timeout');
    expect(result.ok ? '' : result.error.message).toContain('2500 ms');
    expect(requests[0]?.signal?.aborted).toBe(true);
  }, 10_000);

  it('validates forms: an errors map means invalid, an empty answer valid', async () => {
    const { client } = clientWith({
      'POST /api/rest/forms/validate/good': () => new Response(null, { status: 200 }),
      'POST /api/rest/forms/validate/bad': () => json({ errors: { f1: 'Required' } }, 400),
    });
    expect(await client.validateForm('good', { f1: 'x' })).toEqual({ valid: true });
    expect(await client.validateForm('bad', {})).toEqual({ valid: false, errors: { f1: 'Required' } });
  });

  it('names a missing submission key with its own message', async () => {
    const { client } = clientWith({ 'POST /api/form/FormSubmissionKey': () => json({}) });
    const error = await failure(client.getFormSubmissionKey());
    expect(error.field).toBe('key');
    expect(translator.render(error.userMessage)).toBe('Could not get a form submission key, please try again later.');
  });

  it('sends JavaScript error records with data as a JSON string', async () => {
    const { client, requests } = clientWith({ 'POST /api/events/RecordJavascriptErrors': () => new Response(null, { status: 204 }) });
    await client.recordJavascriptErrors([{ event: 'interface_error_cart', data: { message: 'boom' }, timestamp: 5 }]);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual([{ event: 'interface_error_cart', data: '{"message":"boom"}', timestamp: 5 }]);
  });

  it('sends performance records as a text/plain JSON array', async () => {
    const { client, requests } = clientWith({ 'POST /api/1/performance/records': () => new Response(null, { status: 204 }) });
    await client.sendPerformanceRecords([{ app: 'a', data: {}, event: 'user', pageLoadId: 'pl', ts: 1 }]);
    expect(requests[0]?.headers.get('Content-Type')).toBe('text/plain');
    expect(JSON.parse(requests[0]?.body ?? '')).toHaveLength(1);
  });
});
