import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { AnalyticsElement } from '../src/elements/analytics/element';
import { defineElement } from '../src/elements/define';
import { createMockStorefront } from './support/mockStorefront';
import type { Storefront } from '../src/elements/page/storefront';

defineElement('store-analytics', AnalyticsElement);

const meta: Meta = {
  title: 'Elements/store-analytics',
  component: 'store-analytics',
  tags: ['autodocs'],
  ...elementArgs('store-analytics'),
};
export default meta;

type Story = StoryObj;

/** Headless: renders nothing; its data-state (loading, running, waiting-for-consent, off) is echoed below. Without a page context census stays off. */
export const Headless: Story = elementStory('store-analytics', () => {
  const page = document.createElement('div');
  const analytics = document.createElement('store-analytics') as HTMLElement & { storefront?: Storefront };
  analytics.storefront = createMockStorefront().storefront;
  const status = document.createElement('p');
  status.textContent = 'data-state: loading';
  new MutationObserver(() => {
    status.textContent = `data-state: ${analytics.dataset.state ?? ''}`;
  }).observe(analytics, { attributes: true, attributeFilter: ['data-state'] });
  page.append(analytics, status);
  return page;
});
