import { afterEach, describe, expect, it } from 'vitest';
import { MemoryCookieJar, type HttpAdapter, type HttpRequest, type HttpResponse } from '../../../src/core/api';
import { readPageContext } from '../../../src/core/pageContext';
import { createStorefront, type Storefront } from '../../../src/elements/page/storefront';
import { cleanup, defineElements, part, shadowOf, typeInto, update } from '../support/renderElements';

function respond(status: number, body: unknown): HttpResponse {
  const text = JSON.stringify(body);
  return { status, headers: { get: () => 'application/json' }, text: async () => text };
}

const userCart = { id: 'c1', entries: [{ id: 'e1', itemId: 'tee', quantity: 3, chosenVariant: { sku: 'S', attributes: {} }, title: 'Tee', subTotal: 6000, purchasePriceCents: 2000 }], subtotalCents: 6000, totalQuantity: 3 };
const emptyCart = { id: '', entries: [], subtotalCents: 0, totalQuantity: 0 };

/** A storefront over a scripted server ("METHOD path" → answers in order, the last one repeating), recording requests. */
function fakeStorefront(answers: Record<string, HttpResponse[]>, loggedIn = false) {
  const requests: HttpRequest[] = [];
  const http: HttpAdapter = {
    async send(request) {
      requests.push(request);
      const queue = answers[`${request.method} ${new URL(request.url, 'http://x').pathname}`] ?? [respond(404, { error: 'no route' })];
      return (queue.length > 1 ? queue.shift() : queue[0]) as HttpResponse;
    },
  };
  const pageContext = readPageContext({ website: { id: 'w' }, authenticatedAccount: loggedIn ? { id: 'acct-1' } : null });
  const storefront: Storefront = createStorefront({ http, cookies: new MemoryCookieJar(), pageContext });
  return { storefront, requests };
}

async function mountAccount(storefront: Storefront, attributes = '') {
  await defineElements();
  const host = document.createElement('store-account') as HTMLElement & { storefront?: Storefront };
  if (attributes) host.setAttribute(attributes, '');
  host.storefront = storefront;
  const events: CustomEvent[] = [];
  for (const type of ['store-account-login', 'store-account-logout']) document.addEventListener(type, (event) => events.push(event as CustomEvent));
  await update(() => document.body.append(host));
  return { host, events };
}

async function submit(host: Element) {
  await update(() => (part(host, 'form') as HTMLFormElement).requestSubmit());
}

describe('<store-account>', () => {
  afterEach(cleanup);

  it('shows a labelled log-in form while logged out', async () => {
    const { host } = await mountAccount(fakeStorefront({}).storefront);
    const root = shadowOf(host);
    expect(host.dataset.state).toBe('logged-out');
    expect(part(host, 'form')!.getAttribute('aria-label')).toBe('Log in to your account');
    const labels = [...root.querySelectorAll('label')].map((label) => [label.textContent, label.htmlFor ? (root.getElementById(label.htmlFor) as HTMLInputElement).type : 'wraps']);
    expect(labels).toEqual([
      ['Email', 'email'],
      ['Password', 'password'],
      ['Remember me', 'wraps'],
    ]);
    expect(part(host, 'button')!.textContent).toBe('Log In');
  });

  it('says what is missing, next to the field, and sends nothing', async () => {
    const { storefront, requests } = fakeStorefront({});
    const { host } = await mountAccount(storefront);
    await submit(host);
    const email = part(host, 'email') as HTMLInputElement;
    expect(part(host, 'field-error')!.textContent).toBe('Email cannot be blank');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(part(host, 'field-error')!.id);
    await typeInto(email, 'shopper@example.com');
    expect(part(host, 'field-error')).toBeNull();
    await submit(host);
    expect(part(host, 'field-error')!.textContent).toBe('Password cannot be blank');
    expect(requests).toEqual([]);
  });

  it('shows the server’s error in the form and keeps what was typed', async () => {
    const { storefront } = fakeStorefront({ 'POST /api/site-users/account/session': [respond(401, { error: 'Invalid email or password.', message: 'Invalid email or password.' })] });
    const { host, events } = await mountAccount(storefront);
    await typeInto(part(host, 'email') as HTMLInputElement, 'shopper@example.com');
    await typeInto(part(host, 'password') as HTMLInputElement, 'wrong');
    await update(() => (shadowOf(host).querySelector('input[type=checkbox]') as HTMLInputElement).click());
    await submit(host);
    expect(part(host, 'error')!.textContent).toBe('Invalid email or password.');
    expect(part(host, 'error')!.getAttribute('role')).toBe('alert');
    expect((part(host, 'email') as HTMLInputElement).value).toBe('shopper@example.com');
    expect((part(host, 'password') as HTMLInputElement).value).toBe('wrong');
    expect((shadowOf(host).querySelector('input[type=checkbox]') as HTMLInputElement).checked).toBe(true);
    expect(host.dataset.state).toBe('logged-out');
    expect(events).toEqual([]);
  });

  it('logs in with remember me, reloads the cart as the site user’s, fires store-account-login and moves focus to the status line', async () => {
    const { storefront, requests } = fakeStorefront({
      'POST /api/site-users/account/session': [respond(200, { xsrfToken: 'xsrf-9' })],
      'GET /api/commerce/shopping-cart': [respond(200, userCart)],
    });
    const { host, events } = await mountAccount(storefront);
    await typeInto(part(host, 'email') as HTMLInputElement, 'shopper@example.com');
    await typeInto(part(host, 'password') as HTMLInputElement, 'storefront-demo');
    await update(() => (shadowOf(host).querySelector('input[type=checkbox]') as HTMLInputElement).click());
    await submit(host);
    expect(JSON.parse(requests[0]!.body!)).toEqual({ email: 'shopper@example.com', password: 'storefront-demo', rememberMe: true });
    expect(requests[1]!.url).toBe('/api/commerce/shopping-cart');
    expect(requests[1]!.headers['X-XSRF-Token']).toBe('xsrf-9');
    expect(storefront.cart.getSnapshot().totalQuantity).toBe(3);
    expect(host.dataset.state).toBe('logged-in');
    expect(part(host, 'status')!.textContent).toBe('You are logged in as shopper@example.com.');
    expect(shadowOf(host).activeElement, 'focus moves to the new state').toBe(part(host, 'status'));
    expect(events.map((event) => [event.type, event.detail, event.bubbles, event.composed])).toEqual([['store-account-login', { rememberMe: true }, true, true]]);
    const notice = part(host, 'cart-notice')!;
    expect(notice.textContent).toBe("Logging out empties this browser's cart.");
    expect(part(host, 'button')!.getAttribute('aria-describedby')).toBe(notice.id);
  });

  it('starts logged in when the page context says so, and logs out with cloneCart (retried once on crumbFail), reloading the cart', async () => {
    const { storefront, requests } = fakeStorefront(
      {
        'DELETE /api/site-users/account/session': [respond(401, { crumbFail: true }), respond(200, { loggedOut: true, cartToken: 'copy' })],
        'GET /api/commerce/shopping-cart': [respond(200, emptyCart)],
      },
      true,
    );
    const { host, events } = await mountAccount(storefront, 'clone-cart');
    expect(host.dataset.state).toBe('logged-in');
    expect(part(host, 'status')!.textContent).toBe('You are logged in.');
    expect(part(host, 'cart-notice')!.textContent).toBe('Your cart stays in this browser after you log out.');
    await update(() => part(host, 'button')!.click());
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE /api/site-users/account/session?cloneCart=true',
      'DELETE /api/site-users/account/session?cloneCart=true',
      'GET /api/commerce/shopping-cart',
    ]);
    expect(host.dataset.state).toBe('logged-out');
    expect(part(host, 'form')).not.toBeNull();
    expect(shadowOf(host).activeElement, 'focus moves to the log-in form').toBe(part(host, 'form'));
    expect(events.map((event) => [event.type, event.detail])).toEqual([['store-account-logout', { cloneCart: true }]]);
  });

  it('sends cloneCart=false by default and shows a failed log-out in place', async () => {
    const { storefront, requests } = fakeStorefront({ 'DELETE /api/site-users/account/session': [respond(500, {})] }, true);
    const { host } = await mountAccount(storefront);
    await update(() => part(host, 'button')!.click());
    expect(requests[0]!.url).toBe('/api/site-users/account/session?cloneCart=false');
    expect(host.dataset.state).toBe('logged-in');
    expect(part(host, 'error')!.textContent).toBe('Something went wrong on our end. Please try again in a moment.');
  });

  it('follows a log-in made by another <store-account> on the page, leaving focus with that one', async () => {
    const { storefront } = fakeStorefront({
      'POST /api/site-users/account/session': [respond(200, { xsrfToken: 'x' })],
      'GET /api/commerce/shopping-cart': [respond(200, emptyCart)],
    });
    const first = await mountAccount(storefront);
    const second = await mountAccount(storefront);
    await typeInto(part(first.host, 'email') as HTMLInputElement, 'a@b.c');
    await typeInto(part(first.host, 'password') as HTMLInputElement, 'p');
    await submit(first.host);
    expect(second.host.dataset.state).toBe('logged-in');
    expect(document.activeElement, 'only the element that logged in takes focus').toBe(first.host);
    expect(shadowOf(first.host).activeElement).toBe(part(first.host, 'status'));
  });
});
