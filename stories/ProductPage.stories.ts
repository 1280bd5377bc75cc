import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { choose, productPage } from './support/storyPage';
import { coffee, consultation, ebook, giftCard, mug, pen, print, tee } from './support/products';

const meta: Meta = { title: 'Elements/Product page' };
export default meta;

type Story = StoryObj;

const ALL = `
  <store-product-badge></store-product-badge>
  <store-product-price></store-product-price>
  <store-variant-select name="variant"></store-variant-select>
  <store-scarcity></store-scarcity>
  <store-quantity-input name="quantity"></store-quantity-input>
  <store-add-to-cart></store-add-to-cart>`;

/** Every element together for a product with two options; one variant on sale, one sold out. */
export const WithOptions: Story = { render: () => productPage({ product: tee(), elements: ALL }) };

/** A sold-out variant selected: 'Sold Out' under the selects. */
export const SoldOutVariant: Story = {
  render: () => {
    const page = productPage({ product: tee(), elements: ALL });
    void choose(page, 0, 'L').then(() => choose(page, 1, 'White'));
    return page;
  },
};

/** Sold-out variants disabled in the dropdown (soldOutVariantsDropdownDisabled). */
export const SoldOutDisabled: Story = {
  render: () => {
    const page = productPage({ product: tee({ storeSettings: { soldOutVariantsDropdownDisabled: true } }), elements: ALL });
    void choose(page, 0, 'L');
    return page;
  },
};

/** Sold-out product with the store's custom sold-out text. */
export const SoldOutProduct: Story = { render: () => productPage({ product: mug({ storeSettings: { customSoldOutText: 'Back soon' } }), elements: ALL }) };

/** No options: no selects, the only variant's price. */
export const NoOptions: Story = { render: () => productPage({ product: pen(), elements: ALL }) };

/** Digital product on sale: no quantity input. */
export const DigitalOnSale: Story = { render: () => productPage({ product: ebook(), elements: ALL }) };

/** Service product. */
export const Service: Story = { render: () => productPage({ product: consultation(), elements: ALL }) };

/** Gift card: no badge, no quantity input. */
export const GiftCardProduct: Story = { render: () => productPage({ product: giftCard(), elements: ALL.replace('<store-add-to-cart>', '<store-add-to-cart mode="gift-card">') }) };

/** Subscription price string. */
export const SubscriptionPrice: Story = { render: () => productPage({ product: coffee(), elements: ALL.replace('<store-add-to-cart>', '<store-add-to-cart mode="subscribe">') }) };

/** Scarcity message for the selected variant. */
export const Scarcity: Story = {
  render: () => {
    const page = productPage({ product: print(), elements: ALL });
    void choose(page, 0, 'A4');
    return page;
  },
};
