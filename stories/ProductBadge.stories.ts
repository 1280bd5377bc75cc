import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { productPage } from './support/storyPage';
import { mug, pen, tee } from './support/products';

const meta: Meta = {
  title: 'Elements/store-product-badge',
  component: 'store-product-badge',
  tags: ['autodocs'],
  ...elementArgs('store-product-badge'),
};
export default meta;

type Story = StoryObj;

const badge = (product: unknown) => elementStory('store-product-badge', () => productPage({ product, elements: '<store-product-badge></store-product-badge>' }));

/** Sold out (takes priority over sale). */
export const SoldOut: Story = badge(mug());

/** Custom sold-out text. */
export const CustomSoldOutText: Story = badge(mug({ storeSettings: { customSoldOutText: 'Back soon' } }));

/** On sale. */
export const OnSale: Story = badge(tee());

/** No badge. */
export const None: Story = badge(pen());
