import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { giftCard, mug, tee } from './support/products';
import { quickView } from './support/storyPage';

const meta: Meta = {
  title: 'Elements/store-quick-view',
  component: 'store-quick-view',
  tags: ['autodocs'],
  ...elementArgs('store-quick-view'),
};
export default meta;

type Story = StoryObj;

/** The closed quick-view button. */
export const Closed: Story = elementStory('store-quick-view', () => quickView(tee()));

/** The closed button with the site's own label. */
export const CustomLabel: Story = elementStory('store-quick-view', () => quickView(tee()), { label: 'Peek inside' });

/** The dialog open: title, image, price, variant selects, quantity and add-to-cart on one selection. */
export const DialogOpen: Story = elementStory('store-quick-view', () => quickView(tee(), true));

/** A gift card in the dialog: its denomination select and the purchase button, which goes to the gift card page. */
export const GiftCardDialogOpen: Story = elementStory('store-quick-view', () => quickView(giftCard(), true));

/** A sold-out product in the dialog: every value marked, the button 'Sold Out' and aria-disabled. */
export const SoldOutDialogOpen: Story = elementStory('store-quick-view', () => quickView(mug(), true));
