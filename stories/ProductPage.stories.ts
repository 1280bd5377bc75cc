import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { choose, productPage } from './support/storyPage';
import { coffee, consultation, ebook, giftCard, mug, pen, print, tee, tenugui } from './support/products';

/** The product-page elements together; the controls drive the add-to-cart button. */
const meta: Meta = { title: 'Elements/Product page', ...elementArgs('store-add-to-cart') };
export default meta;

type Story = StoryObj;

const ALL = `
  <store-product-badge></store-product-badge>
  <store-product-price></store-product-price>
  <store-variant-select name="variant"></store-variant-select>
  <store-scarcity></store-scarcity>
  <store-quantity-input name="quantity"></store-quantity-input>
  <store-add-to-cart></store-add-to-cart>`;

/** A product page for `product`; `act` plays it once built. */
function pageStory(product: unknown, args = {}, act?: (page: HTMLElement) => Promise<unknown>): Story {
  return elementStory(
    'store-add-to-cart',
    () => {
      const page = productPage({ product, elements: ALL });
      if (act) void act(page);
      return page;
    },
    args,
  );
}

/** Every element together for a product with two options; one variant on sale, one sold out. */
export const WithOptions: Story = pageStory(tee());

/** A sold-out variant selected: 'Sold Out' under the selects. */
export const SoldOutVariant: Story = pageStory(tee(), {}, (page) => choose(page, 0, 'L').then(() => choose(page, 1, 'White')));

/** Sold-out variants disabled in the dropdown (soldOutVariantsDropdownDisabled). */
export const SoldOutDisabled: Story = pageStory(tee({ storeSettings: { soldOutVariantsDropdownDisabled: true } }), {}, (page) => choose(page, 0, 'L'));

/** Sold-out product with the store's custom sold-out text. */
export const SoldOutProduct: Story = pageStory(mug({ storeSettings: { customSoldOutText: 'Back soon' } }));

/** No options: no selects, the only variant's price. */
export const NoOptions: Story = pageStory(pen());

/** Digital product on sale: no quantity input. */
export const DigitalOnSale: Story = pageStory(ebook());

/** Service product. */
export const Service: Story = pageStory(consultation());

/** Gift card: no badge, no quantity input. */
export const GiftCardProduct: Story = pageStory(giftCard(), { mode: 'gift-card' });

/** Subscription price string. */
export const SubscriptionPrice: Story = pageStory(coffee(), { mode: 'subscribe' });

/** Scarcity message for the selected variant. */
export const Scarcity: Story = pageStory(print(), {}, (page) => choose(page, 0, 'A4'));

/** A Japanese store: Japanese labels and yen prices for ja-JP ('¥2,800', on sale '¥2,400'). */
export const JapaneseStore: Story = { ...pageStory(tenugui(), {}, (page) => choose(page, 0, 'Indigo')), globals: { locale: 'ja-JP' } };
