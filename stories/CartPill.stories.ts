import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { cartPill } from './support/storyPage';

const meta: Meta = { title: 'Elements/store-cart-pill' };
export default meta;

type Story = StoryObj;

/** Empty cart: the pill is hidden (its space kept). */
export const Empty: Story = { render: () => cartPill(0) };

/** Seven items: quantity, 'items' and the subtotal; fades in after 0.2 s over 0.5 s. */
export const SevenItems: Story = { render: () => cartPill(7) };

/** 150 items: '100+', labelled 'More than 100 items in cart'. */
export const OverOneHundred: Story = { render: () => cartPill(150) };
