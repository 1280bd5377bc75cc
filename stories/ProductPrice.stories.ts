import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { choose, productPage } from './support/storyPage';
import { coffee, ebook, pen, product, tee, variant } from './support/products';

const meta: Meta = {
  title: 'Elements/store-product-price',
  component: 'store-product-price',
  tags: ['autodocs'],
  ...elementArgs('store-product-price'),
};
export default meta;

type Story = StoryObj;

const withSelect = '<store-product-price></store-product-price><store-variant-select></store-variant-select>';

/** Initial price of varied variants: 'from $20.00'. */
export const Initial: Story = elementStory('store-product-price', () => productPage({ product: tee(), elements: withSelect }));

/** Regular price of a product without options. */
export const Regular: Story = elementStory('store-product-price', () => productPage({ product: pen(), elements: withSelect }));

/** On sale: original struck through, sale price inserted. */
export const OnSale: Story = elementStory('store-product-price', () => {
  const page = productPage({ product: tee(), elements: withSelect });
  void choose(page, 0, 'M').then(() => choose(page, 1, 'Black'));
  return page;
});

/** Digital product on sale. */
export const DigitalOnSale: Story = elementStory('store-product-price', () => productPage({ product: ebook(), elements: withSelect }));

/** Subscription price string. */
export const Subscription: Story = elementStory('store-product-price', () => productPage({ product: coffee(), elements: withSelect }));

/** 'Unavailable'. */
export const Unavailable: Story = elementStory('store-product-price', () =>
  productPage({ product: product('plan-less', { isSubscribable: true, variants: [variant({ id: 'x', price: '10.00' })] }), elements: withSelect }),
);
