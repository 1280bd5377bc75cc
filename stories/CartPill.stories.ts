import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { cartPill } from './support/storyPage';

const meta: Meta = {
  title: 'Elements/store-cart-pill',
  component: 'store-cart-pill',
  tags: ['autodocs'],
  ...elementArgs('store-cart-pill'),
};
export default meta;

type Story = StoryObj;

/** Empty cart: the pill is hidden (its space kept). */
export const Empty: Story = elementStory('store-cart-pill', () => cartPill(0));

/** Seven items: quantity, 'items' and the subtotal; fades in after 0.2 s over 0.5 s. */
export const SevenItems: Story = elementStory('store-cart-pill', () => cartPill(7));

/** 150 items: '100+', labelled 'More than 100 items in cart'; links to a cart page of the site's own. */
export const OverOneHundred: Story = elementStory('store-cart-pill', () => cartPill(150), { href: '/shop/cart' });
