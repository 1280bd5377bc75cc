import { afterEach, describe, expect, it } from 'vitest';
import { MemoryCookieJar, type HttpAdapter, type HttpRequest, type HttpResponse } from '../../../src/core/api';
import { createStorefront, type Storefront } from '../../../src/elements/page/storefront';
import type { CaptchaProvider } from '../../../src/core/forms';
import { cleanup, defineElements, mount, part, productScript, shadowOf, typeInto, update } from '../support/renderElements';
import { mug, tee } from '../support/products';

const enabled = { storeSettings: { restockNotificationsEnabled: true } };

function respond(status: number, body: unknown): HttpResponse {
  const text = JSON.stringify(body);
  return { status, headers: { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) }, text: async () => text };
}

/** A storefront whose restock call answers with `status` and `body`, recording every request. */
function fakeStorefront(status = 200, body: unknown = {}, hang = false) {
  const requests: HttpRequest[] = [];
  const http: HttpAdapter = {
    async send(request) {
      requests.push(request);
      if (hang) return new Promise<HttpResponse>(() => {});
      return respond(status, body);
    },
  };
  const cookies = new MemoryCookieJar();
  const storefront: Storefront = createStorefront({ http, cookies });
  return { storefront, requests };
}

async function page(product: unknown, storefront: Storefront, attributes = '') {
  const container = await mount(`<store-product>${productScript(product)}<store-restock-notification ${attributes}></store-restock-notification></store-product>`);
  const host = container.querySelector('store-restock-notification')! as HTMLElement & { storefront?: Storefront };
  host.storefront = storefront;
  return { container, host };
}

/** Mounts with the storefront set before the element upgrades. */
async function mountWith(product: unknown, storefront: Storefront, attributes = '') {
  await defineElements();
  const element = document.createElement('store-restock-notification') as HTMLElement & { storefront?: Storefront };
  for (const [name, value] of attributes.split(' ').filter(Boolean).map((pair) => pair.split('='))) element.setAttribute(name!, value?.replace(/"/g, '') ?? '');
  element.storefront = storefront;
  const productElement = document.createElement('store-product');
  productElement.innerHTML = productScript(product);
  productElement.append(element);
  const container = document.createElement('div');
  await update(() => {
    container.append(productElement);
    document.body.append(container);
  });
  return { container, host: element };
}

async function submit(host: Element) {
  await update(() => {
    (part(host, 'form') as HTMLFormElement).requestSubmit();
  });
}

const restockRequests = (requests: HttpRequest[]) => requests.filter((request) => request.url.includes('/api/commerce/restock-notifications'));

describe('<store-restock-notification>', () => {
  afterEach(async () => {
    await cleanup();
    delete (window as { grecaptcha?: unknown }).grecaptcha;
  });

  it('shows a labelled email form for a sold-out product when restock notifications are enabled', async () => {
    const { host } = await page(mug(enabled), fakeStorefront().storefront);
    const input = part(host, 'email') as HTMLInputElement;
    const label = part(host, 'label')!;
    expect(label.getAttribute('for')).toBe(input.id);
    expect(label.textContent).toBe('Email Address');
    expect(host.getAttribute('data-state')).toBe('idle');
    expect(part(host, 'captcha')).toBeNull();
  });

  it('shows nothing when restock notifications are disabled or the product is in stock', async () => {
    const disabled = await page(mug(), fakeStorefront().storefront);
    expect(part(disabled.host, 'form')).toBeNull();
    expect(disabled.host.getAttribute('data-state')).toBe('hidden');
    await cleanup();
    const inStock = await page(tee(enabled), fakeStorefront().storefront);
    expect(part(inStock.host, 'form')).toBeNull();
  });

  it("shows 'Email cannot be blank' linked to the input, focuses it, and sends nothing", async () => {
    const fake = fakeStorefront();
    const { host } = await mountWith(mug(enabled), fake.storefront);
    await submit(host);
    const error = part(host, 'field-error')!;
    expect(error.textContent).toBe('Email cannot be blank');
    expect(error.getAttribute('role')).toBe('alert');
    const input = part(host, 'email')!;
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(shadowOf(host).activeElement, 'focus moves to the field in error').toBe(input);
    expect(restockRequests(fake.requests)).toHaveLength(0);
  });

  it("shows 'Email is invalid' for a malformed email", async () => {
    const fake = fakeStorefront();
    const { host } = await mountWith(mug(enabled), fake.storefront);
    await typeInto(part(host, 'email') as HTMLInputElement, 'not-an-email');
    await submit(host);
    expect(part(host, 'field-error')?.textContent).toBe('Email is invalid');
    expect(restockRequests(fake.requests)).toHaveLength(0);
  });

  it('posts productId, variantId, siteVisitorEmail and isJoinMailingList, then replaces the form with "Signed up!"', async () => {
    const fake = fakeStorefront();
    const { host } = await mountWith(mug(enabled), fake.storefront, 'mailing-list mailing-list-checked');
    await typeInto(part(host, 'email') as HTMLInputElement, 'shopper@example.com');
    await submit(host);
    const [request] = restockRequests(fake.requests);
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request!.body!)).toEqual({ productId: 'ceramic-mug', variantId: 'mug-sand', siteVisitorEmail: 'shopper@example.com', isJoinMailingList: true });
    expect(part(host, 'form')).toBeNull();
    const success = part(host, 'success')!;
    expect(success.textContent).toBe('Signed up!');
    expect(success.getAttribute('role')).toBe('status');
    expect(host.getAttribute('data-state')).toBe('success');
  });

  it("shows 'Submitting…' and ignores further submits while the sign-up is sent", async () => {
    const fake = fakeStorefront(200, {}, true);
    const { host } = await mountWith(mug(enabled), fake.storefront);
    await typeInto(part(host, 'email') as HTMLInputElement, 'shopper@example.com');
    await submit(host);
    expect(part(host, 'button')?.textContent).toBe('Submitting…');
    expect(part(host, 'form')?.getAttribute('aria-busy')).toBe('true');
    expect(host.getAttribute('data-state')).toBe('submitting');
    await submit(host);
    expect(restockRequests(fake.requests)).toHaveLength(1);
  });

  it("shows the merchant's restockNotificationsSuccessText on success", async () => {
    const { host } = await mountWith(mug({ storeSettings: { restockNotificationsEnabled: true, restockNotificationsSuccessText: 'Thanks, we will email you.' } }), fakeStorefront().storefront);
    await typeInto(part(host, 'email') as HTMLInputElement, 'shopper@example.com');
    await submit(host);
    expect(part(host, 'success')?.textContent).toBe('Thanks, we will email you.');
  });

  it("shows the server's data.message on failure and keeps the form", async () => {
    const fake = fakeStorefront(400, { message: 'You are already signed up.' });
    const { host } = await mountWith(mug(enabled), fake.storefront);
    await typeInto(part(host, 'email') as HTMLInputElement, 'shopper@example.com');
    await submit(host);
    const error = part(host, 'error')!;
    expect(error.textContent).toBe('You are already signed up.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(part(host, 'form')).not.toBeNull();
    expect(host.getAttribute('data-state')).toBe('error');
  });

  it('with a captcha site key: mounts the captcha in a light-DOM container, requires it, sends its token, resets it on failure', async () => {
    const calls: string[] = [];
    let token = '';
    const grecaptcha: CaptchaProvider = {
      render: (container, { sitekey }) => {
        calls.push(`render:${sitekey}:${container.slot}`);
        return 7;
      },
      getResponse: () => token,
      reset: (id) => {
        calls.push(`reset:${id}`);
      },
    };
    (window as { grecaptcha?: CaptchaProvider }).grecaptcha = grecaptcha;
    const fake = fakeStorefront(500, { message: 'Captcha rejected' });
    const { host } = await mountWith(mug(enabled), fake.storefront, 'captcha-site-key=site-key-1');
    expect(calls).toEqual(['render:site-key-1:captcha']);
    expect(host.querySelector('[slot="captcha"]')).not.toBeNull();
    expect(part(host, 'captcha')?.querySelector('slot[name="captcha"]')).not.toBeNull();
    await typeInto(part(host, 'email') as HTMLInputElement, 'shopper@example.com');
    await submit(host);
    expect(part(host, 'field-error')?.textContent).toBe('Complete CAPTCHA before submitting.');
    expect(restockRequests(fake.requests)).toHaveLength(0);
    token = 'captcha-token';
    await submit(host);
    expect(JSON.parse(restockRequests(fake.requests)[0]!.body!).captchaToken).toBe('captcha-token');
    expect(part(host, 'error')?.textContent).toBe('Captcha rejected');
    expect(calls).toContain('reset:7');
  });

  it('with a captcha site key and no provider on the page: never sends the sign-up without a captcha', async () => {
    const fake = fakeStorefront();
    const { host } = await mountWith(mug(enabled), fake.storefront, 'captcha-site-key=site-key-1 captcha-script-url=http://127.0.0.1:9/missing-captcha.js');
    await typeInto(part(host, 'email') as HTMLInputElement, 'shopper@example.com');
    await submit(host);
    expect(restockRequests(fake.requests)).toHaveLength(0);
    expect(part(host, 'success')).toBeNull();
    await expect.poll(() => shadowOf(host).textContent, { timeout: 5_000 }).toContain('ReCaptcha has not been set up!');
    await submit(host);
    expect(restockRequests(fake.requests)).toHaveLength(0);
    expect(host.getAttribute('data-state')).toBe('idle');
  });

  it('removes the captcha container on success', async () => {
    (window as { grecaptcha?: CaptchaProvider }).grecaptcha = { render: () => 1, getResponse: () => 'ok', reset: () => {} };
    const { host } = await mountWith(mug(enabled), fakeStorefront().storefront, 'captcha-site-key=k');
    await typeInto(part(host, 'email') as HTMLInputElement, 'shopper@example.com');
    await submit(host);
    expect(part(host, 'success')).not.toBeNull();
    expect(host.querySelector('[slot="captcha"]')).toBeNull();
  });
});
