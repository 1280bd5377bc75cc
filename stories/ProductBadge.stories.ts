import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { choose, productPage } from './support/storyPage';
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

/** The chosen variant's badge: Classic Tee in L / White is sold out, though the tee is on sale in M / Black. */
export const SoldOutVariant: Story = elementStory('store-product-badge', () => {
  const page = productPage({ product: tee(), elements: '<store-variant-select></store-variant-select><store-product-badge></store-product-badge>' });
  void choose(page, 0, 'L').then(() => choose(page, 1, 'White'));
  return page;
});

/** A chosen variant at full price shows no Sale badge. */
export const FullPriceVariant: Story = elementStory('store-product-badge', () => {
  const page = productPage({ product: tee(), elements: '<store-variant-select></store-variant-select><store-product-badge></store-product-badge>' });
  void choose(page, 0, 'S').then(() => choose(page, 1, 'Black'));
  return page;
});

/** No badge. */
export const None: Story = badge(pen());
