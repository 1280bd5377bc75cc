import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { MemoryCookieJar, type HttpAdapter, type HttpResponse } from '../src/core/api';
import { createStorefront, type Storefront } from '../src/elements/page/storefront';
import { defineElement } from '../src/elements/define';
import { RestockNotificationElement } from '../src/elements/restock-notification/element';
import { partOf } from './support/storyPage';
import { installStandInCaptcha, removeCaptchaProvider } from './support/standInCaptcha';
import { mug } from './support/products';

defineElement('store-restock-notification', RestockNotificationElement);

const meta: Meta = {
  title: 'Elements/store-restock-notification',
  component: 'store-restock-notification',
  tags: ['autodocs'],
  ...elementArgs('store-restock-notification', { 'mailing-list': true }),
};
export default meta;

type Story = StoryObj;

/** How the mock restock call answers. */
type RestockAnswer = { readonly status: number; readonly body: unknown } | 'hang';

function restockStorefront(answer: RestockAnswer): Storefront {
  const http: HttpAdapter = {
    async send() {
      if (answer === 'hang') return new Promise<HttpResponse>(() => {});
      const text = JSON.stringify(answer.body);
      return { status: answer.status, headers: { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) }, text: async () => text };
    },
  };
  const cookies = new MemoryCookieJar();
  return createStorefront({ http, cookies });
}

/** A sold-out mug with restock notifications enabled and a restock form answering as `answer`. */
function restockPage(answer: RestockAnswer = { status: 200, body: {} }): HTMLElement {
  const page = document.createElement('div');
  const productElement = document.createElement('store-product');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = JSON.stringify(mug({ storeSettings: { restockNotificationsEnabled: true } }));
  const form = document.createElement('store-restock-notification') as HTMLElement & { storefront?: Storefront };
  form.storefront = restockStorefront(answer);
  productElement.append(script, form);
  page.append(productElement);
  return page;
}

/** Types `email` and submits the form once it is rendered. */
async function submitWith(page: HTMLElement, email: string): Promise<void> {
  const input = (await partOf(page, 'store-restock-notification', 'email')) as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, email);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  ((await partOf(page, 'store-restock-notification', 'form')) as HTMLFormElement).requestSubmit();
}

/** Idle: labelled email field, mailing-list checkbox and 'Notify Me'. */
export const Idle: Story = elementStory('store-restock-notification', () => restockPage());

/** Validation error: submitted blank, 'Email cannot be blank' linked to the field. */
export const ValidationError: Story = elementStory('store-restock-notification', () => {
  const page = restockPage();
  void submitWith(page, '');
  return page;
});

/** Submitting: the sign-up never answers, the button reads 'Submitting…'. */
export const Submitting: Story = elementStory('store-restock-notification', () => {
  const page = restockPage('hang');
  void submitWith(page, 'shopper@example.com');
  return page;
});

/** Success: the form is replaced by 'Signed up!'. */
export const Success: Story = elementStory('store-restock-notification', () => {
  const page = restockPage();
  void submitWith(page, 'shopper@example.com');
  return page;
});

/** Error: the server's message is shown and the form stays. */
export const ServerError: Story = elementStory('store-restock-notification', () => {
  const page = restockPage({ status: 400, body: { message: 'You are already signed up for this item.' } });
  void submitWith(page, 'shopper@example.com');
  return page;
});

/** Captcha required: a site key is set; submitting without completing the captcha shows 'Complete CAPTCHA before submitting.'. */
export const CaptchaRequired: Story = elementStory(
  'store-restock-notification',
  () => {
    installStandInCaptcha();
    const page = restockPage();
    void submitWith(page, 'shopper@example.com');
    return page;
  },
  { 'captcha-site-key': 'story-site-key' },
);

/** Captcha not set up: the provider script cannot load, so the form shows 'ReCaptcha has not been set up!' and never sends. */
export const CaptchaNotSetUp: Story = elementStory(
  'store-restock-notification',
  () => {
    removeCaptchaProvider();
    return restockPage();
  },
  { 'captcha-site-key': 'story-site-key', 'captcha-script-url': '/no-captcha-provider.js' },
);

/** The mailing-list checkbox starts ticked. */
export const MailingListChecked: Story = elementStory('store-restock-notification', () => restockPage(), { 'mailing-list-checked': true });
