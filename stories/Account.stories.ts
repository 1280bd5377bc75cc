import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { MemoryCookieJar, type HttpAdapter, type HttpResponse } from '../src/core/api';
import { readPageContext } from '../src/core/pageContext';
import { AccountElement } from '../src/elements/account/element';
import { createStorefront, type Storefront } from '../src/elements/page/storefront';
import { defineElement } from '../src/elements/define';
import { partOf } from './support/storyPage';

defineElement('store-account', AccountElement);

const meta: Meta = {
  title: 'Elements/store-account',
  component: 'store-account',
  tags: ['autodocs'],
  ...elementArgs('store-account'),
};
export default meta;

type Story = StoryObj;

/** How the mock session calls answer. */
type SessionAnswer = { readonly status: number; readonly body: unknown } | 'hang';

function accountStoreFront(answer: SessionAnswer, loggedIn: boolean): Storefront {
  const http: HttpAdapter = {
    async send(request) {
      const path = new URL(request.url, 'http://store.test').pathname;
      const reply = path === '/api/commerce/shopping-cart' ? { status: 200, body: { id: '', entries: [] } } : answer;
      if (reply === 'hang') return new Promise<HttpResponse>(() => {});
      const text = JSON.stringify(reply.body);
      return { status: reply.status, headers: { get: () => 'application/json' }, text: async () => text };
    },
  };
  const pageContext = readPageContext({ website: { id: 'story' }, authenticatedAccount: loggedIn ? { id: 'acct' } : null });
  return createStorefront({ http, cookies: new MemoryCookieJar(), pageContext });
}

/** A `<store-account>` over a mock session endpoint answering as `answer`. */
function accountPage(answer: SessionAnswer = { status: 200, body: { xsrfToken: 'story-token' } }, loggedIn = false): HTMLElement {
  const page = document.createElement('div');
  const account = document.createElement('store-account') as HTMLElement & { storefront?: Storefront };
  account.storefront = accountStoreFront(answer, loggedIn);
  page.append(account);
  return page;
}

/** Fills the form and submits it once it is rendered. */
async function logInWith(page: HTMLElement, email: string, password: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const [part, value] of [['email', email], ['password', password]] as const) {
    const input = (await partOf(page, 'store-account', part)) as HTMLInputElement;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  ((await partOf(page, 'store-account', 'form')) as HTMLFormElement).requestSubmit();
}

/** Logged out: labelled email and password fields, 'Remember me' and 'Log In'. */
export const LoggedOut: Story = elementStory('store-account', () => accountPage());

/** Validation error: submitted blank, 'Email cannot be blank' under the email field. */
export const ValidationError: Story = elementStory('store-account', () => {
  const page = accountPage();
  void logInWith(page, '', '');
  return page;
});

/** Logging in: the call never answers, the button reads 'Logging in…'. */
export const LoggingIn: Story = elementStory('store-account', () => {
  const page = accountPage('hang');
  void logInWith(page, 'shopper@example.com', 'storefront-demo');
  return page;
});

/** Server error: 'Invalid email or password.' in the form, everything typed kept. */
export const ServerError: Story = elementStory('store-account', () => {
  const page = accountPage({ status: 401, body: { error: 'Invalid email or password.', message: 'Invalid email or password.' } });
  void logInWith(page, 'shopper@example.com', 'wrong');
  return page;
});

/** Logged in (from the page context): 'You are logged in.', 'Log Out' and 'Logging out empties this browser's cart.'. */
export const LoggedIn: Story = elementStory('store-account', () => accountPage(undefined, true));

/** Logged in here: 'You are logged in as shopper@example.com.' */
export const LoggedInAs: Story = elementStory('store-account', () => {
  const page = accountPage();
  void logInWith(page, 'shopper@example.com', 'storefront-demo');
  return page;
});

/** With clone-cart: 'Your cart stays in this browser after you log out.' */
export const LoggedInKeepsCart: Story = elementStory('store-account', () => accountPage(undefined, true), { 'clone-cart': true });

/** Logging out: the call never answers, the button reads 'Logging out…'. */
export const LoggingOut: Story = elementStory('store-account', () => {
  const page = accountPage('hang', true);
  void partOf(page, 'store-account', 'button').then((button) => button.click());
  return page;
});
