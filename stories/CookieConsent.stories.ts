import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { ConsentStore } from '../src/core/analytics/ConsentStore';
import { MemoryCookieJar } from '../src/core/api';
import { CookieConsentElement } from '../src/elements/cookie-consent/element';
import { defineElement } from '../src/elements/define';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { partOf } from './support/storyPage';

defineElement('store-cookie-consent', CookieConsentElement);

const meta: Meta = {
  title: 'Elements/store-cookie-consent',
  component: 'store-cookie-consent',
  tags: ['autodocs'],
  ...elementArgs('store-cookie-consent'),
};
export default meta;

type Story = StoryObj;

/** A banner over its own consent store (restrictive policy, cookies in memory); `always` stands in for a page context that enables it. */
function bannerPage(): HTMLElement {
  const page = document.createElement('div');
  const banner = document.createElement('store-cookie-consent') as HTMLElement & { consent?: ConsentStore };
  banner.consent = new ConsentStore({ cookies: new MemoryCookieJar(), restrictive: true });
  const status = document.createElement('p');
  status.textContent = 'The banner is fixed to the bottom of the viewport.';
  page.append(status, banner);
  return page;
}

/** A story of the banner; `press` clicks that button once it is rendered. */
function bannerStory(args: { always: boolean }, press?: 'accept' | 'decline'): Story {
  return elementStory(
    'store-cookie-consent',
    () => {
      const page = bannerPage();
      if (press) void partOf(page, 'store-cookie-consent', press).then((button) => button.click());
      return page;
    },
    args,
  );
}

/** Open: the explanation, 'Accept' and 'Decline' in a labelled region. */
export const Open: Story = bannerStory({ always: true });

/** Hidden: the page context does not enable the banner. */
export const Hidden: Story = bannerStory({ always: false });

/** Accepted: 'Accept' was pressed; the banner is gone and analytics may run. */
export const Accepted: Story = bannerStory({ always: true }, 'accept');

/** Declined: 'Decline' was pressed; the banner is gone and everything stays off. */
export const Declined: Story = bannerStory({ always: true }, 'decline');
