import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { productPage } from './support/storyPage';
import { consultation, ebook, pen } from './support/products';

const meta: Meta = { title: 'Elements/store-quantity-input' };
export default meta;

type Story = StoryObj;

/** Shown for a physical product (default 1). */
export const Physical: Story = { render: () => productPage({ product: pen(), elements: '<store-quantity-input></store-quantity-input>' }) };

/** Initial value from the attribute. */
export const InitialValue: Story = { render: () => productPage({ product: pen(), elements: '<store-quantity-input value="3"></store-quantity-input>' }) };

/** Hidden for a service when the site allows only one. */
export const ServiceSingle: Story = {
  render: () => productPage({ product: consultation(), elements: '<store-quantity-input multiple-quantity-for-services="false"></store-quantity-input>' }),
};

/** Hidden for a digital product. */
export const Digital: Story = { render: () => productPage({ product: ebook(), elements: '<store-quantity-input></store-quantity-input>' }) };
