import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { defineAllElements } from '../src/elements/defineAllElements';

defineAllElements();

const meta: Meta = { title: 'Elements/store-product' };
export default meta;

type Story = StoryObj;

/** Malformed product JSON: the error state with 'This product could not be loaded.' */
export const MalformedJson: Story = {
  render: () => {
    const element = document.createElement('store-product');
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = '{"id":"broken","structuredContent":{"productType":"one"}}';
    element.append(script);
    return element;
  },
};

/** Loading: no product yet (its JSON script has not arrived), children reserve their space. */
export const Loading: Story = {
  render: () => {
    const element = document.createElement('store-product');
    element.innerHTML = '<store-product-price></store-product-price><store-quantity-input></store-quantity-input>';
    return element;
  },
};
