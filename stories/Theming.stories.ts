import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { tee } from './support/products';
import { productPage } from './support/storyPage';
import { adoptStoryThemes, STORY_THEMES } from './support/storyThemes';

/** One product page in three looks; the controls drive the add-to-cart button of each. */
const meta: Meta = {
  title: 'Theming/Product page',
  tags: ['autodocs'],
  ...elementArgs('store-add-to-cart'),
  parameters: { docs: { description: { component: 'The elements are themed only through their --store-* custom properties and ::part() selectors, from the site stylesheet.' } } },
};
export default meta;

type Story = StoryObj;

const ELEMENTS = `
  <store-product-badge></store-product-badge>
  <store-product-price></store-product-price>
  <store-variant-select></store-variant-select>
  <store-quantity-input></store-quantity-input>
  <store-add-to-cart></store-add-to-cart>`;

/** The same product page in the default look, dark, and a brand theme (rounded terracotta buttons, bold prices, a terracotta focus ring); Tab shows the focus ring in each. */
export const DefaultDarkAndBrand: Story = elementStory('store-add-to-cart', () => {
  adoptStoryThemes();
  const panels = document.createElement('div');
  panels.className = 'theme-panels';
  for (const theme of STORY_THEMES) {
    const section = document.createElement('section');
    section.className = theme.className;
    section.setAttribute('aria-labelledby', `${theme.className}-title`);
    const title = document.createElement('h2');
    title.id = `${theme.className}-title`;
    title.textContent = theme.name;
    section.append(title, productPage({ product: tee(), elements: ELEMENTS }));
    panels.append(section);
  }
  return panels;
});
