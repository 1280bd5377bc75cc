import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { defineAllElements } from '../src/elements/defineAllElements';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { holdPendingCatalog, PENDING_CATALOG_URL } from './support/pendingCatalog';

void defineAllElements();

const meta: Meta = {
  title: 'Elements/store-product',
  component: 'store-product',
  tags: ['autodocs'],
  ...elementArgs('store-product'),
};
export default meta;

type Story = StoryObj;

/** Malformed product JSON: the error state with 'This product could not be loaded.' */
export const MalformedJson: Story = elementStory('store-product', () => {
  const element = document.createElement('store-product');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = '{"id":"broken","structuredContent":{"productType":"one"}}';
  element.append(script);
  return element;
});

/** Loading: its product, asked for by product-id, has not arrived yet; children reserve their space. */
export const Loading: Story = elementStory('store-product', () => {
  holdPendingCatalog();
  const element = document.createElement('store-product');
  element.innerHTML = '<store-product-price></store-product-price><store-quantity-input></store-quantity-input>';
  return element;
}, { 'product-id': 'classic-tee', 'catalog-url': PENDING_CATALOG_URL });

/** Nothing to show: neither a JSON script child nor a product-id, so the error state and a console error naming the element. */
export const NoProductSource: Story = elementStory('store-product', () => {
  const element = document.createElement('store-product');
  element.innerHTML = '<store-product-price></store-product-price>';
  return element;
});
