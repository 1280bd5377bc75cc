import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { productPage } from './support/storyPage';
import { consultation, ebook, pen } from './support/products';

const meta: Meta = {
  title: 'Elements/store-quantity-input',
  component: 'store-quantity-input',
  tags: ['autodocs'],
  ...elementArgs('store-quantity-input'),
};
export default meta;

type Story = StoryObj;

const input = (product: unknown, args = {}) => elementStory('store-quantity-input', () => productPage({ product, elements: '<store-quantity-input></store-quantity-input>' }), args);

/** Shown for a physical product (default 1). */
export const Physical: Story = input(pen());

/** Initial value from the attribute. */
export const InitialValue: Story = input(pen(), { value: 3 });

/** The largest quantity, 9999, shown whole beside the spin buttons. */
export const FourDigits: Story = input(pen(), { value: 9999 });

/** Hidden for a service when the site allows only one. */
export const ServiceSingle: Story = input(consultation(), { 'multiple-quantity-for-services': 'false' });

/** Hidden for a digital product. */
export const Digital: Story = input(ebook());
