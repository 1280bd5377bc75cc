import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { defineAllElements } from '../src/elements/defineAllElements';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';

defineAllElements();

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

/** Loading: no product yet (its JSON script has not arrived), children reserve their space. */
export const Loading: Story = elementStory('store-product', () => {
  const element = document.createElement('store-product');
  element.innerHTML = '<store-product-price></store-product-price><store-quantity-input></store-quantity-input>';
  return element;
});
