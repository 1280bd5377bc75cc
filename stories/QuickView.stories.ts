import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { giftCard, tee } from './support/products';
import { quickView } from './support/storyPage';

const meta: Meta = { title: 'Elements/store-quick-view' };
export default meta;

type Story = StoryObj;

/** The closed quick-view button. */
export const Closed: Story = { render: () => quickView(tee()) };

/** The dialog open: title, image, price, variant selects, quantity and add-to-cart on one selection. */
export const DialogOpen: Story = { render: () => quickView(tee(), true) };

/** A gift card in the dialog: its denomination select and the purchase button, which goes to the gift card page. */
export const GiftCardDialogOpen: Story = { render: () => quickView(giftCard(), true) };
