import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { choose, productPage } from './support/storyPage';
import { print } from './support/products';

const meta: Meta = {
  title: 'Elements/store-scarcity',
  component: 'store-scarcity',
  tags: ['autodocs'],
  ...elementArgs('store-scarcity'),
};
export default meta;

type Story = StoryObj;

const elements = '<store-variant-select></store-variant-select><store-scarcity></store-scarcity>';

/** Shown for the selected variant: 'Only 3 left in stock'. */
export const Shown: Story = elementStory('store-scarcity', () => {
  const page = productPage({ product: print(), elements });
  void choose(page, 0, 'A4');
  return page;
});

/** Hidden until a variant is selected. */
export const NoSelection: Story = elementStory('store-scarcity', () => productPage({ product: print(), elements }));

/** Hidden when scarcity is not enabled. */
export const Disabled: Story = elementStory('store-scarcity', () => {
  const page = productPage({ product: print(false), elements });
  void choose(page, 0, 'A4');
  return page;
});
