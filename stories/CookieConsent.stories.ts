import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { ConsentStore } from '../src/core/analytics/ConsentStore';
import { MemoryCookieJar } from '../src/core/api';
import { CookieConsentElement } from '../src/elements/cookie-consent/element';
import { defineElement } from '../src/elements/define';
import { partOf } from './support/storyPage';

defineElement('store-cookie-consent', CookieConsentElement);

const meta: Meta = { title: 'Elements/store-cookie-consent' };
export default meta;

type Story = StoryObj;

/** A banner over its own consent store (restrictive policy, cookies in memory); `always` stands in for a page context that enables it. */
function bannerPage(enabled = true): HTMLElement {
  const page = document.createElement('div');
  const banner = document.createElement('store-cookie-consent') as HTMLElement & { consent?: ConsentStore };
  banner.consent = new ConsentStore({ cookies: new MemoryCookieJar(), restrictive: true });
  if (enabled) banner.setAttribute('always', '');
  const status = document.createElement('p');
  status.textContent = 'The banner is fixed to the bottom of the viewport.';
  page.append(status, banner);
  return page;
}

/** Open: the explanation, 'Accept' and 'Decline' in a labelled region. */
export const Open: Story = { render: () => bannerPage() };

/** Hidden: the page context does not enable the banner. */
export const Hidden: Story = { render: () => bannerPage(false) };

/** Accepted: 'Accept' was pressed; the banner is gone and analytics may run. */
export const Accepted: Story = {
  render: () => {
    const page = bannerPage();
    void partOf(page, 'store-cookie-consent', 'accept').then((button) => button.click());
    return page;
  },
};

/** Declined: 'Decline' was pressed; the banner is gone and everything stays off. */
export const Declined: Story = {
  render: () => {
    const page = bannerPage();
    void partOf(page, 'store-cookie-consent', 'decline').then((button) => button.click());
    return page;
  },
};
