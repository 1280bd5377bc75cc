import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { productPage } from './support/storyPage';
import { mug, pen, tee } from './support/products';

const meta: Meta = { title: 'Elements/store-product-badge' };
export default meta;

type Story = StoryObj;

/** Sold out (takes priority over sale). */
export const SoldOut: Story = { render: () => productPage({ product: mug(), elements: '<store-product-badge></store-product-badge>' }) };

/** Custom sold-out text. */
export const CustomSoldOutText: Story = {
  render: () => productPage({ product: mug({ storeSettings: { customSoldOutText: 'Back soon' } }), elements: '<store-product-badge></store-product-badge>' }),
};

/** On sale. */
export const OnSale: Story = { render: () => productPage({ product: tee(), elements: '<store-product-badge></store-product-badge>' }) };

/** No badge. */
export const None: Story = { render: () => productPage({ product: pen(), elements: '<store-product-badge></store-product-badge>' }) };
