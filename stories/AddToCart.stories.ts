import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { choose, clickAddToCart, partOf, productPage } from './support/storyPage';
import { coffee, giftCard, mug, pen, tee } from './support/products';

const meta: Meta = {
  title: 'Elements/store-add-to-cart',
  parameters: { docs: { description: { component: 'Add to cart, buy now, subscribe and gift card button with its states, alert dialog and additional-fields modal.' } } },
};
export default meta;

type Story = StoryObj;

const engravingForm = {
  id: 'engraving-form',
  name: 'Engraving',
  fields: [
    { id: 'text', type: 'text', title: 'Engraving text', required: true },
    { id: 'font', type: 'select', title: 'Font', options: ['Serif', 'Script'] },
    { id: 'note', type: 'textarea', title: 'Gift note' },
  ],
};

/** Idle: 'Add To Cart'. */
export const Idle: Story = { render: () => productPage({ product: pen(), elements: '<store-add-to-cart></store-add-to-cart>' }) };

/** Adding: the request never answers, so the button stays on 'Adding…'. */
export const Adding: Story = {
  render: () => {
    const page = productPage({ product: pen(), elements: '<store-add-to-cart></store-add-to-cart>', store: { hang: true } });
    void clickAddToCart(page);
    return page;
  },
};

/** Added: 'Added!' about 1 s after success, held 2 s. */
export const Added: Story = {
  render: () => {
    const page = productPage({ product: pen(), elements: '<store-add-to-cart></store-add-to-cart>' });
    void clickAddToCart(page);
    return page;
  },
};

/** Error: a server message in the alert dialog titled 'Unable to Add Item'. */
export const ServerError: Story = {
  render: () => {
    const page = productPage({
      product: pen(),
      elements: '<store-add-to-cart></store-add-to-cart>',
      store: { failWith: { status: 400, body: { message: 'That item is no longer for sale.' } } },
    });
    void clickAddToCart(page);
    return page;
  },
};

/** Rate limited: 'Please try again in a few seconds.' */
export const RateLimited: Story = {
  render: () => {
    const page = productPage({ product: pen(), elements: '<store-add-to-cart></store-add-to-cart>', store: { failWith: { status: 429, body: {} } } });
    void clickAddToCart(page);
    return page;
  },
};

/** Validation error: no option chosen → 'Please select the Size and Color options.' */
export const ValidationError: Story = {
  render: () => {
    const page = productPage({ product: tee(), elements: '<store-variant-select></store-variant-select><store-add-to-cart></store-add-to-cart>' });
    void clickAddToCart(page);
    return page;
  },
};

/** Sold out: the chosen variant has no stock → 'Sorry, we do not have enough of that item available.' */
export const SoldOut: Story = {
  render: () => {
    const page = productPage({ product: mug(), elements: '<store-product-badge></store-product-badge><store-variant-select></store-variant-select><store-add-to-cart></store-add-to-cart>' });
    void choose(page, 0, 'Sand').then(() => clickAddToCart(page));
    return page;
  },
};

/** On sale: medium black tee at 20.00 instead of 28.00. */
export const OnSale: Story = {
  render: () => {
    const page = productPage({
      product: tee(),
      elements: '<store-product-badge></store-product-badge><store-product-price></store-product-price><store-variant-select></store-variant-select><store-add-to-cart></store-add-to-cart>',
    });
    void choose(page, 0, 'M').then(() => choose(page, 1, 'Black'));
    return page;
  },
};

/** Subscription: 'Subscribe', then the subscription page with the cart token. */
export const Subscription: Story = {
  render: () =>
    productPage({
      product: coffee(),
      elements: '<store-product-price></store-product-price><store-variant-select></store-variant-select><store-add-to-cart mode="subscribe"></store-add-to-cart>',
    }),
};

/** Buy now: express checkout; failures are titled 'Unable to Purchase Item'. */
export const BuyNowError: Story = {
  render: () => {
    const page = productPage({ product: pen(), elements: '<store-add-to-cart mode="buy-now"></store-add-to-cart>', store: { failWith: { status: 500, body: { message: 'Checkout is closed.' } } } });
    void clickAddToCart(page);
    return page;
  },
};

/** Gift card without a denomination: 'Select a denomination for the Gift Card.' */
export const GiftCard: Story = {
  render: () => {
    const page = productPage({ product: giftCard(), elements: '<store-variant-select></store-variant-select><store-add-to-cart mode="gift-card"></store-add-to-cart>' });
    void clickAddToCart(page);
    return page;
  },
};

/** Custom button text from the product. */
export const CustomText: Story = {
  render: () => productPage({ product: pen({}, { useCustomAddButtonText: true, customAddButtonText: 'Personalise & Add' }), elements: '<store-add-to-cart></store-add-to-cart>' }),
};

/** Additional-fields modal open (stock verified first). */
export const AdditionalFieldsOpen: Story = {
  render: () => {
    const page = productPage({
      product: pen({}, { additionalFieldsFormId: 'engraving-form', additionalFieldsForm: engravingForm }),
      elements: '<store-add-to-cart></store-add-to-cart>',
      store: { stock: { pen: { qtyInStock: 5 } } },
    });
    void clickAddToCart(page).then(() => partOf(page, 'store-add-to-cart', 'modal'));
    return page;
  },
};
