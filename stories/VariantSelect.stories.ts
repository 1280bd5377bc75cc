import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { choose, productPage } from './support/storyPage';
import { mug, pen, tee } from './support/products';

const meta: Meta = { title: 'Elements/store-variant-select' };
export default meta;

type Story = StoryObj;

/** Unselected: one select per option with 'Select {name}' prompts. */
export const Unselected: Story = { render: () => productPage({ product: tee(), elements: '<store-variant-select></store-variant-select>' }) };

/** Selected: every option chosen. */
export const Selected: Story = {
  render: () => {
    const page = productPage({ product: tee(), elements: '<store-variant-select></store-variant-select>' });
    void choose(page, 0, 'S').then(() => choose(page, 1, 'Black'));
    return page;
  },
};

/** Sold out: the chosen variant has no stock. */
export const SoldOut: Story = {
  render: () => {
    const page = productPage({ product: mug(), elements: '<store-variant-select></store-variant-select>' });
    void choose(page, 0, 'Slate');
    return page;
  },
};

/** No options: nothing is rendered. */
export const NoOptions: Story = { render: () => productPage({ product: pen(), elements: '<store-variant-select></store-variant-select>' }) };
