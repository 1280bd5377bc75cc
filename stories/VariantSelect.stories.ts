import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { choose, productPage } from './support/storyPage';
import { mug, pen, tee } from './support/products';

const meta: Meta = {
  title: 'Elements/store-variant-select',
  component: 'store-variant-select',
  tags: ['autodocs'],
  ...elementArgs('store-variant-select'),
};
export default meta;

type Story = StoryObj;

const select = (product: unknown) => productPage({ product, elements: '<store-variant-select></store-variant-select>' });

/** Unselected: one select per option with 'Select {name}' prompts. */
export const Unselected: Story = elementStory('store-variant-select', () => select(tee()));

/** The site's own prompt text wins over the catalog's in every locale. */
export const CustomPrompt: Story = elementStory('store-variant-select', () => select(tee()), { 'select-text': 'Choose {variantName}' });

/** Selected: every option chosen. */
export const Selected: Story = elementStory('store-variant-select', () => {
  const page = select(tee());
  void choose(page, 0, 'S').then(() => choose(page, 1, 'Black'));
  return page;
});

/** Sold out: the chosen variant has no stock; every value reads '{value} (Sold Out)'. */
export const SoldOut: Story = elementStory('store-variant-select', () => {
  const page = select(mug());
  void choose(page, 0, 'Slate');
  return page;
});

/** A sold-out combination: with L chosen, White reads 'White (Sold Out)'. */
export const SoldOutValueMarked: Story = elementStory('store-variant-select', () => {
  const page = select(tee());
  void choose(page, 0, 'L');
  return page;
});

/** soldOutVariantsDropdownDisabled: the sold-out values are marked and disabled. */
export const SoldOutValuesDisabled: Story = elementStory('store-variant-select', () => {
  const page = select(tee({ storeSettings: { soldOutVariantsDropdownDisabled: true } }));
  void choose(page, 0, 'L');
  return page;
});

/** No options: nothing is rendered. */
export const NoOptions: Story = elementStory('store-variant-select', () => select(pen()));
